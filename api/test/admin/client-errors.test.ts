/**
 * POST /api/client-errors: a failure of a part of the page is written to the server's log (error for a
 * render error, warn for a load failure), without the page's query string, and nothing is stored.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loginAs } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

describe('client error reports', () => {
  let t: TestApp;
  let token: string;
  const lines: Array<Record<string, unknown>> = [];

  before(async () => {
    t = await createTestApp({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } } });
    token = await loginAs(t.app, 'stagiaire');
  });
  after(() => t.close());

  const report = (payload: object, headers: Record<string, string> = bearer(token)) => t.app.inject({ method: 'POST', url: '/api/client-errors', headers, payload });

  test('a render error is logged at error level, a load failure at warn, without the query string', async () => {
    const res = await report({ kind: 'render', module: 'mf_trainee/Dashboard', message: 'Cannot read properties of undefined', path: '/formations/12?q=Dupont' });
    assert.equal(res.statusCode, 204, res.body);
    const loaded = await report({ kind: 'load', module: 'mf_trainings/TrainingList', message: 'Loading script failed' });
    assert.equal(loaded.statusCode, 204);
    const rendered = lines.find((line) => (line.clientError as { kind?: string } | undefined)?.kind === 'render');
    assert.equal(rendered?.level, 50);
    assert.deepEqual(rendered?.clientError, { kind: 'render', module: 'mf_trainee/Dashboard', message: 'Cannot read properties of undefined', path: '/formations/12' });
    assert.ok(!JSON.stringify(lines).includes('Dupont'));
    assert.equal(lines.find((line) => (line.clientError as { kind?: string } | undefined)?.kind === 'load')?.level, 40);
  });

  test('refuses the anonymous, a malformed report, and too many reports', async () => {
    assert.equal((await report({ kind: 'render', module: 'x', message: 'y' }, {})).statusCode, 401);
    assert.equal((await report({ kind: 'other', module: 'x', message: 'y' })).statusCode, 400);
    assert.equal((await report({ kind: 'render', module: 'x', message: 'y'.repeat(501) })).statusCode, 400);
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i += 1) status = (await report({ kind: 'load', module: 'mf_admin/Exports', message: 'Failed' })).statusCode;
    assert.equal(status, 429);
  });
});
