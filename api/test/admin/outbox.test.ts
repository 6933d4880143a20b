/**
 * Nobody reads the emails without logging in: the anonymous outbox reader does not exist in the
 * default configuration (whatever the engine), the administrateur reads the outbox with its one-time
 * links masked and every read recorded, and the only routes an anonymous caller gets past the guard
 * are the public ones of the specification.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc } from 'drizzle-orm';
import { describeMailDelivery, loadConfig } from '../../src/config';
import type { RoleSlug } from '../../src/contract';
import { outboxReads } from '../../src/db/schema';
import { resetLink, verificationLink } from '../../src/modules/auth/emails';
import { MASKED_TOKEN, maskOneTimeTokens } from '../../src/modules/outbox/routes';
import { callApi } from '../call';
import { createUser, loginAs, loginAsUser } from '../factories';
import { bearer, createTestApp, emailsTo, testConfig, type TestApp } from '../helpers';

const ROLES: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];

/**
 * The routes of the specification that anyone may call without logging in: login, sign-up, the
 * password request and reset, and the email verification (and the undo link sent to the old address
 * when a login email changes), plus the private calendar feeds, whose address carries their token. The
 * public pages (legal information, catalogue) are shell pages, served as files.
 */
const PUBLIC_API_ROUTES = [
  'GET /api/calendar/{file}',
  // Added by the portal (docs/decisions.md): the satisfaction results published to anyone.
  'GET /api/catalog/published-results',
  // Added by the portal (docs/decisions.md): the accessibility statement's feedback form.
  'POST /api/accessibility-feedback',
  'POST /api/email/undo-change',
  'POST /api/email/verify',
  'POST /api/login',
  'POST /api/password/email',
  'POST /api/password/reset',
  'POST /api/register',
];

function operationsOf(app: TestApp['app']): { method: string; path: string }[] {
  const doc = (app as unknown as { swagger(): { paths: Record<string, Record<string, unknown>> } }).swagger();
  return Object.entries(doc.paths)
    .filter(([path]) => !path.startsWith('/api/docs'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
}

describe('the outbox in the default configuration', () => {
  let t: TestApp;
  const tokens = new Map<RoleSlug, string>();
  before(async () => {
    t = await createTestApp();
    for (const role of ROLES) tokens.set(role, await loginAs(t.app, role));
  });
  after(async () => {
    await t?.close();
  });

  test('OUTBOX_API is off unless set to 1, whatever the engine or NODE_ENV', () => {
    const envs: Record<string, string>[] = [{}, { NODE_ENV: 'development' }, { NODE_ENV: 'production' }, { OUTBOX_API: '' }, { OUTBOX_API: '0' }];
    for (const env of envs) {
      const { config } = testConfig(env);
      assert.equal(config.outboxApi, false, JSON.stringify(env));
    }
    assert.equal(testConfig({ OUTBOX_API: '1' }).config.outboxApi, true);
    assert.equal(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).outboxApi, false);
  });

  test('GET /api/dev/outbox answers 404 without a token and with every role’s token', async () => {
    await t.app.mail.send({ to: 'quelqu.un@exemple.fr', subject: 'Secret', text: 'lien' });
    const anonymous = await t.app.inject({ url: '/api/dev/outbox' });
    assert.equal(anonymous.statusCode, 404);
    assert.doesNotMatch(anonymous.body, /Secret/);
    for (const role of ROLES) {
      const res = await t.app.inject({ url: '/api/dev/outbox', headers: bearer(tokens.get(role)!) });
      assert.equal(res.statusCode, 404, role);
    }
  });

  test('an anonymous caller gets past the guard of the public routes of the specification only', async () => {
    const reachable: string[] = [];
    for (const op of operationsOf(t.app)) {
      const res = await t.app.inject({ method: op.method as 'GET', url: op.path.replace(/\{[^}]+\}/g, '1') });
      if (![401, 403, 404].includes(res.statusCode)) reachable.push(`${op.method} ${op.path}`);
    }
    assert.deepEqual(reachable.sort(), PUBLIC_API_ROUTES);
  });

  test('the anonymous answers that succeed are those of the public flows, and none shows an email', async () => {
    const user = await createUser(t.db, { role: 'stagiaire', email: 'public.flux@exemple.fr' });
    const succeeded: string[] = [];
    const calls: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
      { method: 'POST', url: '/api/login', payload: { email: user.email, password: user.password } },
      { method: 'POST', url: '/api/password/email', payload: { email: user.email } },
      {
        method: 'POST',
        url: '/api/register',
        payload: { name: 'Camille Public', email: 'camille.public@exemple.fr', password: 'Motdepasse1!', password_confirmation: 'Motdepasse1!' },
      },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      if (res.statusCode >= 200 && res.statusCode < 300) succeeded.push(`${call.method} ${call.url}`);
      assert.doesNotMatch(res.body, /token=/, `${call.url} answered a one-time link`);
    }
    assert.deepEqual(succeeded, ['POST /api/login', 'POST /api/password/email', 'POST /api/register']);
  });
});

describe("the administrateur's outbox (GET /api/outbox)", () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t?.close();
  });

  test('answers 401 without a token and 403 to every other role', async () => {
    assert.equal((await t.app.inject({ url: '/api/outbox' })).statusCode, 401);
    for (const role of ROLES.filter((r) => r !== 'administrateur')) {
      const res = await t.app.inject({ url: '/api/outbox', headers: bearer(await loginAs(t.app, role)) });
      assert.equal(res.statusCode, 403, role);
    }
  });

  test('lists the emails newest first, masks the one-time links and records the read', async () => {
    const admin = await loginAsUser(t.app, 'administrateur');
    const reset = resetLink('http://portail.test', 'marie@exemple.fr', 'secret-reset-123');
    const verify = verificationLink('http://portail.test', 42, 'secret-verif-456');
    await t.app.mail.send({ to: 'marie@exemple.fr', subject: 'Réinitialisation', text: `Lien : ${reset}` });
    await t.app.mail.send({
      to: 'paul@exemple.fr',
      subject: 'Vérification',
      text: `Lien : ${verify}`,
      attachments: [{ filename: 'convocation.pdf', content: Buffer.from('%PDF-1.4 x'), contentType: 'application/pdf' }],
    });

    const res = await callApi(t.app, 'GET /outbox', { token: admin.token });
    assert.equal(res.statusCode, 200);
    const page = res.json();
    assert.equal(page.smtp_configured, false);
    assert.equal(page.total, 2);
    assert.deepEqual(page.data.map((m) => m.subject), ['Vérification', 'Réinitialisation']);
    assert.deepEqual(page.data[0].attachments, [{ filename: 'convocation.pdf', size: 10 }]);
    assert.equal(page.data[0].delivery, 'kept');
    assert.doesNotMatch(res.body, /secret-reset-123|secret-verif-456/);
    assert.match(page.data[1].text, new RegExp(`token=${MASKED_TOKEN}&email=marie%40exemple\\.fr`));
    assert.match(page.data[0].text, new RegExp(`\\?id=42&token=${MASKED_TOKEN}$`));
    // The recipient's own flow still has the real link.
    assert.match((await emailsTo(t, 'marie@exemple.fr', 1))[0].text, /secret-reset-123/);

    const filtered = (await callApi(t.app, 'GET /outbox', { query: { to: 'MARIE' }, token: admin.token })).json();
    assert.deepEqual(filtered.data.map((m) => m.to), ['marie@exemple.fr']);

    const reads = await t.db.select().from(outboxReads).orderBy(desc(outboxReads.id));
    assert.equal(reads.length, 2);
    assert.equal(reads[0].user_id, admin.user.id);
    assert.equal(reads[0].recipient_filter, 'MARIE');
    assert.deepEqual(reads[0].message_ids, [filtered.data[0].id]);
    assert.deepEqual(reads[1].message_ids, page.data.map((m) => m.id));
  });

  test('a page past the last is empty; a bad filter is refused in French', async () => {
    const token = await loginAs(t.app, 'administrateur');
    const far = (await callApi(t.app, 'GET /outbox', { query: { page: 50 }, token })).json();
    assert.deepEqual(far.data, []);
    const bad = await t.app.inject({ url: `/api/outbox?to=${'x'.repeat(300)}`, headers: bearer(token) });
    assert.equal(bad.statusCode, 400);
    assert.equal(typeof bad.json().message, 'string');
  });

  test('masking covers plain and HTML-escaped links, and leaves other text alone', () => {
    assert.equal(maskOneTimeTokens('a?token=abc&b=1'), `a?token=${MASKED_TOKEN}&b=1`);
    assert.equal(maskOneTimeTokens('<a href="x?id=1&amp;token=abc">'), `<a href="x?id=1&amp;token=${MASKED_TOKEN}">`);
    assert.equal(maskOneTimeTokens('Votre jeton de présence'), 'Votre jeton de présence');
  });
});

describe('the start-up line on how emails leave the portal', () => {
  test('names the SMTP host without its credentials, or the outbox', () => {
    const smtp = describeMailDelivery({ smtpUrl: 'smtp://alice:motdepasse@mail.exemple.fr:2525', outboxApi: false });
    assert.match(smtp, /serveur SMTP mail\.exemple\.fr:2525/);
    assert.doesNotMatch(smtp, /alice|motdepasse/);
    const kept = describeMailDelivery({ outboxApi: false });
    assert.match(kept, /aucun serveur SMTP.*lisible par l'administrateur/);
    assert.doesNotMatch(kept, /SANS authentification/);
    assert.match(describeMailDelivery({ outboxApi: true }), /GET \/api\/dev\/outbox les montre SANS authentification/);
  });
});
