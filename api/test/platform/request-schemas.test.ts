/**
 * Request schemas are closed: every object a route accepts names its fields (additionalProperties:
 * false), and a field or query string parameter it does not name is refused with a 400 naming it
 * (never silently dropped). Walked
 * over every route of the running app and every endpoint of the contract's table; the guard that
 * refuses to register an open schema is itself checked.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import type { EndpointTable } from '../../src/contract/endpoint';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { profiles } from '../../src/db/schema';
import closedRequests, { openObjectPaths, unexpectedFields, unexpectedParameters } from '../../src/plugins/closed-requests';
import { callApi } from '../call';
import { loginAsUser, roleId } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

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

  test('every endpoint of the table whose body is an object has a closed body schema', () => {
    const withObjectBody = Object.entries(ENDPOINTS as EndpointTable).filter(([, def]) => (def.body as { type?: string } | undefined)?.type === 'object');
    assert.ok(withObjectBody.length >= 30, `only ${withObjectBody.length} endpoints with an object body`);
    const open = withObjectBody.flatMap(([key, def]) => openObjectPaths(def.body).map((path) => `${key} ${path}`));
    assert.deepEqual(open, []);
  });

  test('a field the body schema does not name is refused with a 400 naming it, and nothing changes', async () => {
    const { token, user } = await loginAsUser(t.app, 'intervenant', { withProfile: true });
    const profileId = user.profileId as number;
    const res = await callApi(t.app, 'PUT /profiles/:id', { params: { id: profileId }, token, rawBody: { role_id: 1, phone: '06 12 34 56 78' } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.error().message, 'Champ non attendu : role_id.');
    assert.deepEqual(res.error().errors, { role_id: ["Ce champ n'est pas attendu."] });
    const [row] = await t.db.select({ role_id: profiles.role_id, phone: profiles.phone }).from(profiles).where(eq(profiles.id, profileId));
    assert.equal(row.role_id, roleId('intervenant'));
    assert.notEqual(row.phone, '06 12 34 56 78');
  });

  test('several unknown fields are all named in the message', async () => {
    const { token } = await loginAsUser(t.app, 'administrateur');
    const res = await callApi(t.app, 'PUT /user/update-name', { token, rawBody: { name: 'Anne Autre', is_admin: true, role_id: 1 } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.error().message, 'Champs non attendus : is_admin, role_id.');
    assert.deepEqual(Object.keys(res.error().errors ?? {}), ['is_admin', 'role_id']);
  });

  test('a field nested in a body is named with its path', () => {
    const schema = Type.Object({ lines: Type.Array(Type.Object({ a: Type.Integer() }, { additionalProperties: false })), note: Type.Union([Type.Object({ b: Type.String() }, { additionalProperties: false }), Type.Null()]) }, { additionalProperties: false });
    assert.deepEqual(unexpectedFields(schema, { lines: [{ a: 1 }, { a: 2, x: 3 }], note: { b: 'c', y: 1 }, z: 0 }), ['lines.1.x', 'note.y', 'z']);
    assert.deepEqual(unexpectedFields(schema, { lines: [], note: null }), []);
  });

  test('a query string parameter the route does not name is refused with a 400 naming it', async () => {
    const { token } = await loginAsUser(t.app, 'administrateur');
    const res = await callApi(t.app, 'GET /trainings', { token, query: { page: 1, mystere: 'x' } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.error().message, 'Paramètre non attendu : mystere.');
    assert.deepEqual(res.error().errors, { mystere: ["Ce paramètre n'est pas attendu."] });
    // On a write too, before anything is read or written.
    const write = await t.app.inject({ method: 'PUT', url: '/api/user/update-name?role_id=1', headers: bearer(token), payload: { name: 'Anne Autre' } });
    assert.equal(write.statusCode, 400);
    assert.equal(write.json().message, 'Paramètre non attendu : role_id.');
    // The parameters a route names still work, a repeated one included.
    assert.equal((await callApi(t.app, 'GET /trainings', { token, query: { current_page: 2, per_page: 5 } })).statusCode, 200);
    const repeated = await t.app.inject({ url: '/api/trainings/with-staff?page=1&ares_status_ids[]=1&ares_status_ids[]=2', headers: bearer(token) });
    assert.equal(repeated.statusCode, 200, repeated.body);
  });

  test('a route without a query string schema takes no parameter; several are all named', async () => {
    const { token } = await loginAsUser(t.app, 'stagiaire');
    const res = await t.app.inject({ url: '/api/user?tri=nom&ordre=asc', headers: bearer(token) });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, 'Paramètres non attendus : tri, ordre.');
    assert.deepEqual(Object.keys(res.json().errors), ['tri', 'ordre']);
    assert.equal((await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode, 200);
    // The session is checked first: an anonymous call is refused for that.
    assert.equal((await t.app.inject({ url: '/api/user?tri=nom' })).statusCode, 401);
  });

  test("the version a page adds to a picture's address is taken, nothing else", async () => {
    const { token, user } = await loginAsUser(t.app, 'stagiaire');
    const picture = (query: string) => t.app.inject({ url: `/api/profiles/${user.profileId}/picture${query}`, headers: bearer(token) });
    // No picture stored: 404, the version itself is accepted.
    assert.equal((await picture('?v=1767000000000')).statusCode, 404);
    const other = await picture('?w=64');
    assert.equal(other.statusCode, 400);
    assert.equal(other.json().message, 'Paramètre non attendu : w.');
  });

  test('every query string schema of the table names its parameters', () => {
    const withQuery = Object.entries(ENDPOINTS as EndpointTable).filter(([, def]) => def.query);
    assert.ok(withQuery.length >= 40, `only ${withQuery.length} endpoints with a query string`);
    assert.deepEqual(withQuery.filter(([, def]) => !(def.query as { properties?: object }).properties).map(([key]) => key), []);
    assert.deepEqual(unexpectedParameters(ENDPOINTS['GET /trainings'].query, { page: '1', mystere: 'x' }), ['mystere']);
    assert.deepEqual(unexpectedParameters(undefined, { a: '1' }), ['a']);
    // Any route may refuse a parameter: every endpoint declares that answer.
    assert.deepEqual(Object.entries(ENDPOINTS as EndpointTable).filter(([, def]) => !def.responses[400]).map(([key]) => key), []);
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
