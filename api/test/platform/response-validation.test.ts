/**
 * The strict response check the API tests run with (plugins/response-validation.ts): an answer that
 * does not match its route's schema for the status sent fails the request with a 500 naming the
 * mismatch, and the test app has it switched on for the API modules.
 */
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { Type } from '@sinclair/typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { ErrorResponses, Nullable } from '../../src/contract/common';
import errorsPlugin from '../../src/plugins/errors';
import responseValidation, { responseMismatches } from '../../src/plugins/response-validation';
import { buildApp } from '../../src/app';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../helpers';

const Item = Type.Object({ id: Type.Integer(), at: Type.String({ format: 'date-time' }), note: Nullable(Type.String()) });

describe('responseMismatches', () => {
  test('accepts an answer that matches exactly', () => {
    assert.deepEqual(responseMismatches(Item, { id: 1, at: '2026-01-12T09:00:00.000Z', note: null }), []);
  });

  test('names a field the schema does not declare, nested ones included', () => {
    assert.deepEqual(responseMismatches(Item, { id: 1, at: '2026-01-12T09:00:00.000Z', note: null, secret: 'x' }), [
      '/secret: field not declared by the response schema',
    ]);
    const list = Type.Array(Type.Object({ child: Item }));
    assert.deepEqual(responseMismatches(list, [{ child: { id: 1, at: '2026-01-12T09:00:00.000Z', note: 'a', extra: 2 } }]), [
      '/0/child/extra: field not declared by the response schema',
    ]);
  });

  test('names a missing required field, a wrong type and a bad date', () => {
    assert.ok(responseMismatches(Item, { id: 1, note: null }).some((issue) => issue.startsWith('/at:')));
    assert.ok(responseMismatches(Item, { id: '1', at: '2026-01-12T09:00:00.000Z', note: null }).some((issue) => issue.startsWith('/id:')));
    assert.ok(responseMismatches(Item, { id: 1, at: '12/01/2026', note: null }).some((issue) => issue.startsWith('/at:')));
  });

  test('refuses an answer sent with a status the route has no schema for', () => {
    assert.deepEqual(responseMismatches(undefined, { message: 'x' }), ['no response schema declared for this status']);
  });
});

describe('the check in a Fastify app', () => {
  let app: FastifyInstance;
  before(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(responseValidation);
    const schema = { response: { 200: Item, ...ErrorResponses(404) } };
    app.get('/ok', { schema }, async () => ({ id: 1, at: '2026-01-12T09:00:00.000Z', note: null }));
    app.get('/extra', { schema }, async () => ({ id: 1, at: '2026-01-12T09:00:00.000Z', note: null, leaked: true }));
    // A 403 raised by a hook or a guard: the route's schema has none.
    app.get('/undeclared-status', { schema }, async () => {
      throw Object.assign(new Error('Non.'), { statusCode: 403 });
    });
    app.get('/declared-error', { schema }, async (_request, reply) => reply.code(404).send({ message: 'Introuvable.' }));
    await app.ready();
  });
  after(async () => {
    await app.close();
  });

  test('lets a matching answer through, errors included', async () => {
    assert.equal((await app.inject('/ok')).statusCode, 200);
    const notFound = await app.inject('/declared-error');
    assert.equal(notFound.statusCode, 404);
    assert.deepEqual(notFound.json(), { message: 'Introuvable.' });
  });

  test('turns an undeclared field into a 500 that names it', async () => {
    const res = await app.inject('/extra');
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json().errors, { 200: ['/leaked: field not declared by the response schema'] });
  });

  test('turns a status without schema into a 500', async () => {
    const res = await app.inject('/undeclared-status');
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json().errors, { 403: ['no response schema declared for this status'] });
  });
});

/**
 * Route ('GET /api/user') → its preSerialization hook names, read from Fastify's printed route tree
 * (one line per tree node, indented by depth; further methods of a node and hooks on the lines below).
 */
function preSerializationHooks(app: FastifyInstance): Map<string, string> {
  const hooks = new Map<string, string>();
  const segments: string[] = [];
  let current = '';
  for (const line of app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (.*) \((\w+)[^)]*\)$/u.exec(line);
    const otherMethod = /^[│ ]*([^•│ ].*) \((\w+)\)$/u.exec(line);
    if (node) {
      const depth = node[1].length / 4;
      segments.length = depth;
      segments[depth] = node[2];
      current = `${node[3]} ${segments.join('')}`;
      hooks.set(current, '');
    } else if (otherMethod) {
      current = `${otherMethod[2]} ${segments.join('')}`;
      hooks.set(current, '');
    } else if (line.includes('(preSerialization)')) {
      hooks.set(current, `${hooks.get(current) ?? ''}${line}`);
    }
  }
  return hooks;
}

describe('the switch', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t.close();
  });

  test('the test app checks every route of the API modules', () => {
    const hooks = preSerializationHooks(t.app);
    const apiRoutes = [...hooks.keys()].filter((route) => /^(GET|POST) \/api\//.test(route) && !route.includes('/api/docs'));
    assert.ok(apiRoutes.length >= 40, `only ${apiRoutes.length} API routes found`);
    assert.ok(apiRoutes.includes('GET /api/trainings/:id') && apiRoutes.includes('POST /api/login'));
    const unchecked = apiRoutes.filter((route) => !hooks.get(route)?.includes('checkResponseAgainstSchema'));
    assert.deepEqual(unchecked, []);
  });

  test('production builds the app without it', async () => {
    const database = await createTestDatabase();
    const { config, dataDir } = testConfig();
    const app = await buildApp({ config, database, logger: false });
    try {
      await app.ready();
      const checked = [...preSerializationHooks(app).values()].filter((hooks) => hooks.includes('checkResponseAgainstSchema'));
      assert.deepEqual(checked, []);
    } finally {
      await app.close();
      await database.dispose();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
