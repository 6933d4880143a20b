/**
 * Generated bad input on every route: for each route the app registers, requests derived from its
 * contract schemas (params, query string, body) and then broken — wrong types, missing and extra
 * fields, huge, empty, unicode and control-character strings, negative, fractional and huge numbers,
 * dates that do not exist, ids of another person's objects, unknown query parameters, wrong content
 * types, truncated JSON, oversized bodies — sent as each role and anonymously. Every answer is a 2xx
 * (the input happened to be valid) or a 4xx carrying a French `message`, never a 5xx; the requests a
 * mutating route refused leave every table as it was (row counts and a checksum of each table).
 *
 * Seeded: BAD_INPUT_SEED=<n> replays a run (the seed and the failing request are printed on failure);
 * BAD_INPUT_RUNS=<n> sets the number of requests per route.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RoleSlug } from '../../src/contract/common';
import type { EndpointDefinition } from '../../src/contract/endpoint';
import { ENDPOINTS } from '../../src/contract/endpoints';
import { queryRows } from '../../src/lib/sql';
import { createUser, loginAsUser, tokenFor } from '../factories';
import { createEndedTraining, createExpense, createTraining, register } from '../factories-trainings';
import { bearer, createTestApp, type TestApp } from '../helpers';

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20260219);
const MIN_TOTAL = 10_000;
const ROLES: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
type Caller = RoleSlug | 'anonyme';
const CALLERS: Caller[] = [...ROLES, 'anonyme'];
/** Routes whose success ends the caller's session: each of their requests gets a token of its own. */
const SESSION_ENDING = new Set(['POST /logout']);
/** Bookkeeping a refused request may write: the counters of the rate limits. */
const UNCHECKED_TABLES = new Set(['rate_limits']);
/** Routes of the app outside the contract's table: the OpenAPI documentation (@fastify/swagger-ui). */
const DOCUMENTATION_PREFIX = '/api/docs';
/** Entries of the contract's table the app serves only when a test harness sets OUTBOX_API=1. */
const HARNESS_ONLY = ['GET /dev/outbox'];

/** English phrases of Fastify, ajv and Node that must never reach a user. */
const ENGLISH = /\b(must|should|required|unexpected|invalid|body\/|querystring|params\/|not found|bad request|unsupported|error|cannot|failed|the|is|of|request)\b/i;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Generated {
  caller: Caller;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  label: string;
}

interface Route {
  key: string;
  method: string;
  path: string;
  def: EndpointDefinition | null;
}

/* ---------- Values that break a schema ---------- */

const HUGE = 'x'.repeat(100_000);
const OVERSIZED = Buffer.from(JSON.stringify({ data: 'é'.repeat(700_000) }));
const STRINGS = [
  '',
  ' ',
  HUGE,
  '\u0000\u0001\u0007\u001b[31m\u007f',
  '\ud83d\ude00 é à ç œ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u202eetrevni',
  '\ud800',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  '%00',
  '%',
  '2026-02-30',
  '2026-13-01',
  '2026-02-29T25:61:00Z',
  '0000-00-00',
  '-000001-01-01',
  '1e309',
  'NaN',
  'Infinity',
  '-1',
  '1.5',
  'true',
  'null',
];
const NUMBERS = [-1, 0, 0.5, -2.75, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER];
const OTHERS: Json[] = [null, true, false, [], {}, [1, 2], { $gt: '' }, [null]];

/** A value of the wrong kind for anything, or a string or number at a limit. */
function badValue(ids: number[]): fc.Arbitrary<Json> {
  return fc.oneof(
    fc.constantFrom<Json>(...STRINGS),
    fc.constantFrom<Json>(...NUMBERS),
    fc.constantFrom<Json>(...OTHERS),
    fc.constantFrom<Json>(...ids),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.double({ noNaN: true }),
    fc.integer(),
  );
}

/* ---------- A value of a schema (a valid starting point, then broken) ---------- */

interface S {
  type?: string | string[];
  const?: Json;
  enum?: Json[];
  anyOf?: S[];
  oneOf?: S[];
  allOf?: S[];
  properties?: Record<string, S>;
  required?: string[];
  items?: S;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  patternProperties?: Record<string, S>;
}

function validOf(schema: S, ids: number[], depth = 0): fc.Arbitrary<Json> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => validOf(b, ids, depth + 1)));
  if (schema.allOf?.length) return validOf(Object.assign({}, ...schema.allOf) as S, ids, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => validOf({ ...schema, type }, ids, depth)));
  switch (types[0]) {
    case 'string':
      switch (schema.format) {
        case 'date':
          return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
        case 'date-time':
          return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString());
        case 'email':
          return fc.emailAddress();
        default:
          return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 30) });
      }
    case 'integer':
      return fc.oneof(fc.constantFrom(...ids), fc.integer({ min: Math.max(schema.minimum ?? -5, -(2 ** 31)), max: Math.min(schema.maximum ?? 50, 2 ** 31 - 1) }));
    case 'number':
      return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(validOf(schema.items ?? {}, ids, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      if (depth > 3 || props.length === 0) return fc.constant({});
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<Json>> = {};
      for (const [name, prop] of props) record[name] = validOf(prop, ids, depth + 1);
      return fc.record(record, { requiredKeys: props.map(([name]) => name).filter((name) => required.has(name)) }) as fc.Arbitrary<Json>;
    }
    default:
      return badValue(ids);
  }
}

/** The property names of an object schema (first object branch of a union). */
function propertiesOf(schema: S | undefined): string[] {
  if (!schema) return [];
  if (schema.properties) return Object.keys(schema.properties);
  for (const branch of schema.anyOf ?? schema.oneOf ?? []) {
    const names = propertiesOf(branch);
    if (names.length) return names;
  }
  return [];
}

/** Breaks an object: a field missing, one replaced by a bad value, one added, or the whole replaced. */
function broken(schema: S | undefined, ids: number[]): fc.Arbitrary<{ value: Json; how: string }> {
  const base = schema ? validOf(schema, ids) : fc.constant<Json>({});
  const names = propertiesOf(schema);
  const field = names.length ? fc.constantFrom(...names) : fc.constant('champ');
  return fc.oneof(
    { weight: 1, arbitrary: base.map((value) => ({ value, how: 'valide' })) },
    {
      weight: 3,
      arbitrary: fc.tuple(base, field, badValue(ids)).map(([value, name, bad]) => ({
        value: isObject(value) ? { ...value, [name]: bad } : bad,
        how: `${name} ← valeur cassée`,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, field).map(([value, name]) => {
        if (!isObject(value)) return { value, how: 'valide' };
        const copy = { ...value };
        delete copy[name];
        return { value: copy, how: `${name} absent` };
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.constantFrom('role_id', 'profile_id', 'user_id', 'is_admin', '__proto__', 'constructor', ''), badValue(ids)).map(([value, name, bad]) => ({
        value: isObject(value) ? { ...value, [name]: bad } : value,
        how: `champ en trop ${name}`,
      })),
    },
    { weight: 1, arbitrary: badValue(ids).map((value) => ({ value, how: 'corps remplacé' })) },
  );
}

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A path or query value written into a URL. */
function urlValue(value: Json): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // Byte by byte, so a lone surrogate goes out as the bytes Node writes for it.
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

function requestsFor(route: Route, ids: number[]): fc.Arbitrary<Generated> {
  const def = route.def;
  const params = (def?.params as S | undefined) ?? undefined;
  const paramNames = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
  const paramValues = fc.tuple(
    ...paramNames.map((name) =>
      fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom<Json>(...ids) },
        { weight: 2, arbitrary: badValue(ids) },
        { weight: 1, arbitrary: params?.properties?.[name] ? validOf(params.properties[name], ids) : fc.constant<Json>(1) },
      ),
    ),
  );
  const query = broken(def?.query as S | undefined, ids);
  const unknownQuery = fc.option(fc.tuple(fc.constantFrom('inconnu', 'brut', 'role', 'profile_id', '__proto__', 'page[size]', 'x'.repeat(300)), badValue(ids)), { nil: null });
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string; how: string }> = hasBody
    ? fc.oneof(
        { weight: 8, arbitrary: broken(def?.body as S | undefined, ids).map(({ value, how }) => ({ payload: JSON.stringify(value), contentType: 'application/json', how })) },
        {
          weight: 1,
          arbitrary: fc.tuple(broken(def?.body as S | undefined, ids), fc.nat()).map(([{ value }, cut]) => {
            const text = JSON.stringify(value) ?? '';
            return { payload: text.slice(0, text.length ? cut % text.length : 0), contentType: 'application/json', how: 'JSON tronqué' };
          }),
        },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { payload: 'nom=valeur', contentType: 'application/x-www-form-urlencoded', how: 'type de contenu formulaire' },
            { payload: '<a>1</a>', contentType: 'application/xml', how: 'type de contenu XML' },
            { payload: '{"a":1}', contentType: 'text/plain', how: 'type de contenu texte' },
            { payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=x', how: 'multipart tronqué' },
            { payload: '{"a":1}', contentType: 'multipart/form-data', how: 'multipart sans frontière' },
            { payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), contentType: 'application/json', how: 'UTF-8 invalide' },
            { payload: '', contentType: 'application/json', how: 'corps vide' },
            { payload: undefined, contentType: undefined, how: 'sans corps' },
          ),
        },
        { weight: 1, arbitrary: fc.constant({ payload: OVERSIZED, contentType: 'application/json', how: 'corps trop gros' }) },
      )
    : fc.constant({ how: 'sans corps' });
  return fc.record({ caller: fc.constantFrom(...CALLERS), paramValues, query, unknownQuery, body }).map(({ caller, paramValues: values, query: q, unknownQuery: extra, body: b }) => {
    let i = 0;
    // '%' stands for a malformed escape written as is, which the router itself refuses.
    const path = route.path.replace(/:([A-Za-z]+)/g, () => {
      const value = values[i++];
      return value === '%' ? '%E0%A4%A' : urlValue(value);
    });
    const pairs: string[] = [];
    if (isObject(q.value)) {
      for (const [name, value] of Object.entries(q.value)) {
        for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${urlValue(name)}=${urlValue(item)}`);
      }
    } else if (def?.query) {
      pairs.push(urlValue(q.value));
    }
    if (extra) pairs.push(extra[0] === 'brut' ? `q=%E0%A4%A&%=%%` : `${urlValue(extra[0])}=${urlValue(extra[1])}`);
    const url = `/api${path}${pairs.length ? `?${pairs.join('&')}` : ''}`;
    const headers: Record<string, string> = {};
    if (b.contentType) headers['content-type'] = b.contentType;
    const label = `${caller} ${route.method} ${url.length > 300 ? `${url.slice(0, 300)}… (${url.length} caractères)` : url} [query: ${q.how}; corps: ${b.how}]`;
    // fast-check prints a counterexample by this label (a URL may hold 100,000 characters).
    return { caller, url, headers, payload: b.payload, label, [fc.toStringMethod]: () => label };
  });
}

/* ---------- The routes the app registers ---------- */

/** Method + full path of every route, read from Fastify's route tree (HEAD copies of the GETs left out). */
/**
 * The contract's key of a printed route: the router prints the names of a parameter that several routes
 * share at one place as ':a|:b' (`/training-expenses/:id|:trainingId`); the route is the variant the
 * table holds.
 */
function asTableKey(key: string): string {
  if (!key.includes('|')) return key;
  let variants = [''];
  key.split('/').forEach((segment, index) => {
    variants = variants.flatMap((head) => segment.split('|').map((name) => (index === 0 ? name : `${head}/${name}`)));
  });
  return variants.find((variant) => variant in ENDPOINTS) ?? key;
}

function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    const full = (depth > 0 ? stack[depth - 1] : '') + match[2];
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${full}`);
    }
  }
  return routes;
}

/* ---------- The database snapshot ---------- */

async function snapshot(t: TestApp, tables: string[]): Promise<Map<string, string>> {
  const parts = tables.map((name) => `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))), '') AS sum FROM "${name}" x`);
  const rows = await queryRows<{ name: string; sum: string }>(t.db, sql.raw(parts.join(' UNION ALL ')));
  return new Map(rows.map((row) => [row.name, row.sum]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...before.keys()].filter((name) => before.get(name) !== after.get(name));
}

/* ---------- The run ---------- */

describe('generated bad input on every route', () => {
  let t: TestApp;
  let tables: string[];
  const tokens = new Map<Caller, string>();
  const spareTokens = new Map<Caller, string[]>();
  let ids: number[];

  before(async () => {
    t = await createTestApp();
    for (const role of ROLES) {
      const { token } = await loginAsUser(t.app, role);
      tokens.set(role, token);
      // Tokens of their own for the routes that end a session.
      const spare = await createUser(t.db, { role, withProfile: true });
      const list: string[] = [];
      for (let i = 0; i < 8; i++) list.push(await tokenFor(t.app, spare));
      spareTokens.set(role, list);
    }
    // Objects of other people, whose ids the requests carry.
    const victim = await createUser(t.db, { role: 'stagiaire', withProfile: true });
    const teacher = await createUser(t.db, { role: 'intervenant', withProfile: true });
    const training = await createTraining(t.db);
    const ended = await createEndedTraining(t.db, [victim.profileId!]);
    const registration = await register(t.db, training.id, victim.profileId!, 'valide');
    const expense = await createExpense(t.db, ended.id, victim.profileId!, 1);
    ids = [victim.id, victim.profileId!, teacher.id, teacher.profileId!, training.id, ended.id, registration.id, expense.id, 999_999];
    tables = (
      await queryRows<{ name: string }>(t.db, sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)
    )
      .map((row) => row.name)
      .filter((name) => !UNCHECKED_TABLES.has(name));
  });
  after(async () => {
    await t?.close();
  });

  test('every registered route gets generated bad input: never a 5xx, a French message, nothing written when refused', async () => {
    const tableKeys = Object.keys(ENDPOINTS);
    const registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    const documentation = registered.filter((key) => key.split(' ')[1].startsWith(DOCUMENTATION_PREFIX));
    const apiRoutes = registered.filter((key) => !documentation.includes(key));
    const apiKeys = apiRoutes.map((key) => asTableKey(key.replace(' /api/', ' /')));
    // Every route of the app is an entry of the contract's table or a page of the documentation.
    assert.deepEqual(apiKeys.filter((key) => !(key in ENDPOINTS)), [], 'the app registers routes outside the contract table');
    // The entries the app does not serve: those only a test harness turns on.
    assert.deepEqual(tableKeys.filter((key) => !apiKeys.includes(key)).sort(), [...HARNESS_ONLY].sort());
    const routes: Route[] = [
      ...apiKeys.map((key): Route => {
        const [method, path] = key.split(' ');
        return { key, method, path, def: ENDPOINTS[key as keyof typeof ENDPOINTS] as EndpointDefinition };
      }),
      ...documentation.map((key): Route => {
        const [method, path] = key.split(' ');
        return { key, method, path: path.slice('/api'.length).replace('*', ':rest'), def: null };
      }),
    ];
    const runs = Number(process.env.BAD_INPUT_RUNS ?? Math.ceil(MIN_TOTAL / routes.length));
    let sent = 0;
    const statuses = new Map<number, number>();
    const unverified: string[] = [];

    for (const [index, route] of routes.entries()) {
      const mutating = route.method !== 'GET';
      const refused: Generated[] = [];
      let wrote = false;
      const before0 = mutating ? await snapshot(t, tables) : null;
      const send = async (request: Generated) => {
        const sessionEnding = SESSION_ENDING.has(route.key);
        const token = request.caller === 'anonyme' ? undefined : sessionEnding ? (spareTokens.get(request.caller)!.pop() ?? 'x.y.z') : tokens.get(request.caller)!;
        return t.app.inject({
          method: route.method as 'GET',
          url: request.url,
          headers: { ...request.headers, ...(token ? bearer(token) : {}) },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
      };
      const check = (request: Generated, res: Awaited<ReturnType<typeof send>>) => {
        const where = `${request.label} → ${res.statusCode} ${res.body.slice(0, 300)}`;
        assert.ok(res.statusCode < 500, `5xx: ${where}`);
        // The documentation pages redirect to their own index.
        const redirect = route.def === null && res.statusCode >= 300 && res.statusCode < 400;
        assert.ok((res.statusCode >= 200 && res.statusCode < 300) || redirect || res.statusCode >= 400, `neither 2xx nor 4xx: ${where}`);
        if (res.statusCode >= 400) {
          const body = res.json() as { message?: unknown; errors?: Record<string, unknown> };
          assert.equal(typeof body.message, 'string', `4xx without message: ${where}`);
          assert.ok((body.message as string).length > 0 && !ENGLISH.test(body.message as string), `message not in French: ${where}`);
          for (const messages of Object.values(body.errors ?? {})) {
            for (const message of messages as string[]) assert.ok(!ENGLISH.test(message), `field message not in French: ${where}`);
          }
        }
      };
      try {
        await fc.assert(
          fc.asyncProperty(requestsFor(route, ids), async (request) => {
            const res = await send(request);
            sent += 1;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            check(request, res);
            if (res.statusCode >= 400) refused.push(request);
            else if (mutating) wrote = true;
          }),
          { seed: SEED + index, numRuns: runs, endOnFailure: true, includeErrorInReport: true },
        );
      } catch (err) {
        throw new Error(`${route.key} — BAD_INPUT_SEED=${SEED} (route seed ${SEED + index}) — ${(err as Error).message}`);
      }
      if (!before0) continue;
      // Refused requests write nothing: checked over the whole batch when nothing was accepted,
      // otherwise by replaying the refused ones between two snapshots.
      let start = before0;
      let batch = refused;
      if (wrote) {
        start = await snapshot(t, tables);
        batch = [];
        for (const request of refused) {
          const res = await send(request);
          sent += 1;
          check(request, res);
          if (res.statusCode < 400) {
            unverified.push(route.key);
            batch = [];
            break;
          }
          batch.push(request);
        }
        if (!batch.length) continue;
      }
      const changed = changedTables(start, await snapshot(t, tables));
      assert.deepEqual(changed, [], `${route.key}: refused requests changed tables ${changed.join(', ')} (BAD_INPUT_SEED=${SEED}); e.g. ${batch[0]?.label}`);
    }

    // The role sessions lived through the run, so each role was really tried.
    for (const role of ROLES) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens.get(role)!) });
      assert.equal(res.statusCode, 200, `the ${role} session ended during the run`);
    }
    console.log(
      `bad input: ${routes.length} routes covered of ${registered.length} registered (${apiKeys.length} of the contract table, ${documentation.length} of the OpenAPI documentation; not served: ${HARNESS_ONLY.join(', ')}), ${sent} requests, seed ${SEED}; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}${unverified.length ? `; accepted on replay (not rechecked): ${unverified.join(', ')}` : ''}`,
    );
    assert.equal(routes.length, registered.length);
    assert.ok(sent >= MIN_TOTAL || process.env.BAD_INPUT_RUNS, `only ${sent} requests`);
  });
});
