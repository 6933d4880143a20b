/**
 * Request schemas are closed: every object a route accepts names its fields (additionalProperties:
 * false), so a body cannot carry a field the handler would write by mistake. Walked over every route
 * of the running app, and the guard that refuses to register an open schema is itself checked.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import closedRequests, { openObjectPaths } from '../../src/plugins/closed-requests';
import { createTestApp, type TestApp } from '../helpers';

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { name: string; in: string; schema?: unknown }[];
}

describe('request schemas of every route', () => {
  let t: TestApp;
  let operations: [string, OpenApiOperation][];

  before(async () => {
    t = await createTestApp();
    const doc = (t.app as unknown as { swagger(): { paths: Record<string, Record<string, OpenApiOperation>> } }).swagger();
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]): [string, OpenApiOperation] => [`${method.toUpperCase()} ${path}`, op]),
    );
  });
  after(() => t.close());

  test('no JSON body accepts a field its schema does not name', () => {
    const withBody = operations.filter(([, op]) => op.requestBody?.content?.['application/json']?.schema);
    assert.ok(withBody.length >= 30, `only ${withBody.length} routes with a JSON body`);
    const open = withBody.flatMap(([name, op]) => openObjectPaths(op.requestBody!.content!['application/json'].schema).map((p) => `${name} ${p}`));
    assert.deepEqual(open, []);
  });

  test('no parameter of a query string or path is itself an open object', () => {
    const open = operations.flatMap(([name, op]) =>
      (op.parameters ?? []).flatMap((p) => openObjectPaths(p.schema).map((path) => `${name} ${p.in}.${p.name}${path}`)),
    );
    assert.deepEqual(open, []);
  });

  test('an extra field of a body is dropped before the handler sees it', async () => {
    const probe = Fastify({ logger: false });
    let seen: unknown;
    await probe.register(async (scope) => {
      await scope.register(closedRequests);
      scope.post('/probe', { schema: { body: Type.Object({ a: Type.Integer() }, { additionalProperties: false }) } }, async (request) => {
        seen = request.body;
        return {};
      });
    });
    await probe.inject({ method: 'POST', url: '/probe', payload: { a: 1, profile_id: 2 } });
    assert.deepEqual(seen, { a: 1 });
    await probe.close();
  });
});

describe('the guard of the API modules', () => {
  for (const part of ['body', 'querystring', 'params'] as const) {
    test(`refuses to start with an open ${part} schema`, async () => {
      const probe = Fastify({ logger: false });
      const start = async () => {
        await probe.register(async (scope) => {
          await scope.register(closedRequests);
          scope.route({
            method: part === 'body' ? 'POST' : 'GET',
            url: part === 'params' ? '/probe/:id' : '/probe',
            schema: { [part]: Type.Object(part === 'params' ? { id: Type.Integer() } : { a: Type.Optional(Type.Integer()) }) },
            handler: async () => ({}),
          });
        });
        await probe.ready();
      };
      await assert.rejects(start(), new RegExp(`request schema accepts fields it does not name: .*${part}`));
      await probe.close().catch(() => undefined);
    });
  }

  test('finds an open object nested in a closed one', () => {
    const schema = Type.Object({ address: Type.Object({ city: Type.String() }), list: Type.Array(Type.Object({ x: Type.Integer() })) }, { additionalProperties: false });
    assert.deepEqual(openObjectPaths(schema), ['/address', '/list/items']);
  });
});
