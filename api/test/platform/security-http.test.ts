/**
 * Cross-cutting protections: route roles (fail closed), error answers, security and cache headers,
 * OpenAPI document.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Type } from '@sinclair/typebox';
import type { RoleSlug } from '../../src/contract/common';
import { HttpError } from '../../src/lib/errors';
import { loginAs } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;
const tokens = {} as Record<RoleSlug, string>;
const ROLES: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];

before(async () => {
  t = await createTestApp({
    extend: (app) =>
      app.register(
        async (probe) => {
          probe.get('/probe/admin', { config: { roles: ['administrateur'] } }, async (request) => ({ role: request.auth?.role }));
          probe.get('/probe/staff', { config: { roles: ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'] } }, async () => ({ ok: true }));
          probe.get('/probe/undeclared', async () => ({ leaked: true }));
          probe.get('/probe/public', { config: { roles: 'public' } }, async (request) => ({ auth: request.auth }));
          probe.get('/probe/crash', { config: { roles: 'public' } }, async () => {
            throw new Error('connection to 10.0.0.3 refused: password=hunter2');
          });
          probe.get('/probe/conflict', { config: { roles: 'public' } }, async () => {
            throw new HttpError(409, 'Cette formation est complète.', { training_id: ['Plus de place disponible.'] });
          });
          probe.post(
            '/probe/validate',
            {
              config: { roles: 'public' },
              schema: {
                body: Type.Object({
                  age: Type.Integer({ minimum: 18, maximum: 99 }),
                  code: Type.String({ pattern: '^[0-9]{5}$' }),
                  kind: Type.Union([Type.Literal('a'), Type.Literal('b')]),
                  tags: Type.Array(Type.String(), { minItems: 1, maxItems: 2 }),
                  comment: Type.String({ maxLength: 3 }),
                }),
              },
            },
            async () => ({ ok: true }),
          );
        },
        { prefix: '/api' },
      ),
  });
  for (const role of ROLES) tokens[role] = await loginAs(t.app, role);
});
after(async () => {
  await t?.close();
});

describe('route roles', () => {
  test('a route limited to some roles answers 403 in French to the others, 401 without token', async () => {
    for (const role of ROLES) {
      const res = await t.app.inject({ url: '/api/probe/admin', headers: bearer(tokens[role]) });
      if (role === 'administrateur') {
        assert.equal(res.statusCode, 200);
        assert.deepEqual(res.json(), { role: 'administrateur' });
      } else {
        assert.equal(res.statusCode, 403, role);
        assert.deepEqual(res.json(), { message: "Vous n'avez pas les droits nécessaires." });
      }
    }
    const staff = await t.app.inject({ url: '/api/probe/staff', headers: bearer(tokens.stagiaire) });
    assert.equal(staff.statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/probe/staff', headers: bearer(tokens.intervenant) })).statusCode, 200);
    const anonymous = await t.app.inject({ url: '/api/probe/admin' });
    assert.equal(anonymous.statusCode, 401);
    assert.deepEqual(anonymous.json(), { message: 'Non authentifié.' });
  });

  test('a route that declares no roles is refused to everyone (fail closed)', async () => {
    for (const role of ROLES) {
      const res = await t.app.inject({ url: '/api/probe/undeclared', headers: bearer(tokens[role]) });
      assert.equal(res.statusCode, 403, role);
      assert.equal(res.body.includes('leaked'), false);
    }
  });

  test('a public route runs without token, with request.auth null', async () => {
    const res = await t.app.inject({ url: '/api/probe/public', headers: bearer(tokens.administrateur) });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { auth: null });
  });
});

describe('error answers', () => {
  test("an unknown API route answers 404 { message: 'Ressource introuvable.' }", async () => {
    for (const [method, url] of [['GET', '/api/nexiste-pas'], ['POST', '/api/trainings/0/nope'], ['DELETE', '/api']] as const) {
      const res = await t.app.inject({ method, url });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { message: 'Ressource introuvable.' });
    }
  });

  test('a server error answers a generic French message without internals', async () => {
    const res = await t.app.inject({ url: '/api/probe/crash' });
    assert.equal(res.statusCode, 500);
    assert.deepEqual(res.json(), { message: 'Une erreur est survenue sur le serveur. Veuillez réessayer plus tard.' });
    assert.equal(res.body.includes('hunter2'), false);
  });

  test('an HttpError keeps its status, message and field errors', async () => {
    const res = await t.app.inject({ url: '/api/probe/conflict' });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(res.json(), { message: 'Cette formation est complète.', errors: { training_id: ['Plus de place disponible.'] } });
  });

  test('schema violations are translated to French, field by field', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ code: '67000', kind: 'a', tags: ['x'], comment: '' }, { age: ['Ce champ est obligatoire.'] }],
      [{ age: 12, code: '67000', kind: 'a', tags: ['x'], comment: '' }, { age: ['La valeur doit être supérieure ou égale à 18.'] }],
      [{ age: 120, code: '67000', kind: 'a', tags: ['x'], comment: '' }, { age: ['La valeur doit être inférieure ou égale à 99.'] }],
      [{ age: 'vingt', code: '67000', kind: 'a', tags: ['x'], comment: '' }, { age: ['Ce champ doit être un nombre entier.'] }],
      [{ age: 20, code: '6700', kind: 'a', tags: ['x'], comment: '' }, { code: ["Le format de ce champ n'est pas valide."] }],
      [{ age: 20, code: '67000', kind: 'c', tags: ['x'], comment: '' }, { kind: ["Cette valeur n'est pas autorisée."] }],
      [{ age: 20, code: '67000', kind: 'a', tags: [], comment: '' }, { tags: ['Sélectionnez au moins un élément.'] }],
      [{ age: 20, code: '67000', kind: 'a', tags: ['x', 'y', 'z'], comment: '' }, { tags: ['Sélectionnez au plus 2 éléments.'] }],
      [{ age: 20, code: '67000', kind: 'a', tags: ['x'], comment: 'trop long' }, { comment: ['Ce champ ne doit pas dépasser 3 caractères.'] }],
    ];
    for (const [payload, errors] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/probe/validate', payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(res.json(), { message: 'Les données envoyées ne sont pas valides.', errors }, JSON.stringify(payload));
    }
    const ok = await t.app.inject({ method: 'POST', url: '/api/probe/validate', payload: { age: 20, code: '67000', kind: 'b', tags: ['x'], comment: 'ok' } });
    assert.equal(ok.statusCode, 200);
  });

  test('a body of the wrong content type answers 415 in French', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    assert.equal(res.statusCode, 415);
    assert.deepEqual(res.json(), { message: "Le type de contenu envoyé n'est pas pris en charge." });
  });
});

describe('headers', () => {
  test('API answers are never cached and carry the security headers', async () => {
    for (const res of [
      await t.app.inject({ url: '/api/user', headers: bearer(tokens.stagiaire) }),
      await t.app.inject({ url: '/api/user' }),
      await t.app.inject({ url: '/api/nexiste-pas' }),
    ]) {
      assert.equal(res.headers['cache-control'], 'no-store');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
      assert.match(String(res.headers['content-security-policy']), /default-src 'self'/);
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
      assert.equal(res.headers['x-powered-by'], undefined);
    }
  });

  test('large JSON answers are compressed for clients that accept it', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-encoding'], 'gzip');
  });
});

describe('OpenAPI document', () => {
  test('is public at /api/docs/json and lists the routes with their roles', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    assert.equal(res.statusCode, 200);
    const doc = res.json();
    assert.match(doc.openapi, /^3\./);
    assert.ok(doc.paths['/api/login'].post);
    assert.match(doc.paths['/api/user'].get.description, /Rôles : authenticated\./);
    assert.deepEqual(doc.paths['/api/login'].post.security, []);
    assert.ok(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.properties.email);
    assert.ok(doc.paths['/api/user'].get.responses['200']);
  });

  test('the browsable documentation answers at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /text\/html/);
    // Usable over plain HTTP on a local network.
    assert.doesNotMatch(String(res.headers['content-security-policy']), /upgrade-insecure-requests/);
  });
});
