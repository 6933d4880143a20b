/**
 * The contract's endpoint table and the routes agree: every entry is served under its method and path,
 * and a route whose key does not match what it serves, or that names no key, cannot start.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { splitEndpointKey, type EndpointKeyShape } from '../../src/contract/endpoint';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { checkEndpointRoute } from '../../src/lib/endpoint-route';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp({ env: { OUTBOX_API: '1' } });
});
after(async () => {
  await t.close();
});

function served(app: FastifyInstance, key: EndpointKeyShape): boolean {
  const { method, path } = splitEndpointKey(key);
  return app.hasRoute({ method, url: `/api${path}` });
}

describe('endpoint table', () => {
  test('every entry of the table is served under its method and path', () => {
    const missing = (Object.keys(ENDPOINTS) as EndpointKeyShape[]).filter((key) => !served(t.app, key));
    assert.deepEqual(missing, []);
  });

  test('a route serving another key than its own, or none, is refused', () => {
    const key = Object.keys(ENDPOINTS)[0];
    const { method, path } = splitEndpointKey(key as EndpointKeyShape);
    assert.doesNotThrow(() => checkEndpointRoute({ method, url: `/api${path}`, config: { endpoint: key } }, '/api'));
    assert.throws(() => checkEndpointRoute({ method, url: `/api${path}/autre`, config: { endpoint: key } }, '/api'), /servie sous la clé/);
    assert.throws(() => checkEndpointRoute({ method, url: `/api${path}`, config: {} }, '/api'), /Route hors du contrat/);
    assert.doesNotThrow(() => checkEndpointRoute({ method: 'HEAD', url: `/api${path}`, config: {} }, '/api'));
  });
});
