/**
 * Secrets kept out of the logs and out of the database in clear (README, "Sécurité"): the request lines
 * of a calendar feed, a signing code and its page hold no token; the feed tokens are stored as hashes
 * (a feed address made before the migration still opens); a client error carrying an email, an IBAN
 * or a feed address deep in its report is logged scrubbed.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate';
import { redactUrl, scrubValue } from '../../src/lib/log-privacy';
import { queryRows } from '../../src/lib/sql';
import { issueLinkToken, issueQrToken, signingKey } from '../../src/modules/attendance-signing';
import { callApi } from '../call';
import { loginAsUser } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

let t: TestApp;
before(async () => {
  t = await createTestApp({ logger: { level: 'trace', stream } });
});
after(() => t.close());

const tokenOfPath = (feedPath: string) => /\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/.exec(feedPath)![1];

describe('tokens in paths stay out of the log', () => {
  test('the request lines of a calendar feed, a signing code and its page hold no token', async () => {
    const me = await loginAsUser(t.app, 'stagiaire');
    const made = await callApi(t.app, 'POST /calendar-feed', { token: me.token });
    assert.equal(made.statusCode, 201, made.body);
    const feedToken = tokenOfPath(made.json().path);
    const key = signingKey(t.app.config.jwtSecret);
    const target = { trainingId: 999_999, date: '2026-03-02', halfDay: 'morning' as const };
    const qr = issueQrToken(key, target, new Date()).token;
    const link = issueLinkToken(key, target);

    lines.length = 0;
    assert.equal((await t.app.inject({ method: 'GET', url: made.json().path })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/calendar/${'x'.repeat(43)}.ics` })).statusCode, 404);
    await t.app.inject({ method: 'GET', url: `/api/signing/${qr}`, headers: { authorization: `Bearer ${me.token}` } });
    await t.app.inject({ method: 'POST', url: `/api/signing/${link}`, headers: { authorization: `Bearer ${me.token}` }, payload: { signature: 'x' } });
    await t.app.inject({ method: 'GET', url: `/emargement/${qr}` });

    const requestLines = lines.filter((line) => line.includes('"req"'));
    assert.ok(requestLines.length >= 5, `only ${requestLines.length} request lines:\n${lines.join('\n')}`);
    const log = lines.join('\n');
    for (const secret of [feedToken, qr, link, qr.split('.').at(-1)!, 'x'.repeat(43)]) {
      assert.ok(!log.includes(secret), `"${secret}" found in the log:\n${lines.find((l) => l.includes(secret))}`);
    }
    assert.ok(log.includes('/api/calendar/***.ics') && log.includes('/api/signing/***') && log.includes('/emargement/***'), log);
  });

  test('the request line keeps the rest of the path, masks any token-like segment and the one-time query values', () => {
    assert.equal(redactUrl('/api/trainings/12/signing'), '/api/trainings/12/signing');
    assert.equal(redactUrl(`/api/autre/${'A1_b'.repeat(10)}/suite?page=2`), '/api/autre/***/suite?page=2');
    assert.equal(redactUrl('/verification-email?id=3&token=abc&email=a%40b.fr'), '/verification-email?id=3&token=***&email=***');
  });
});

describe('feed tokens at rest', () => {
  test('the database holds only the hash of a feed token, and the address made before the hashing still opens', async () => {
    const me = await loginAsUser(t.app, 'intervenant');
    const made = await callApi(t.app, 'POST /calendar-feed', { token: me.token });
    const feedToken = tokenOfPath(made.json().path);
    const stored = await queryRows<{ token_hash: string }>(t.db, sql`SELECT token_hash FROM calendar_feeds WHERE user_id = ${me.user.id}`);
    assert.equal(stored.length, 1);
    assert.match(stored[0].token_hash, /^[0-9a-f]{64}$/);
    const everything = JSON.stringify(await queryRows(t.db, sql`SELECT * FROM calendar_feeds`));
    assert.ok(!everything.includes(feedToken), 'a clear token is stored');
    // The caller learns only that an address exists and since when: the address was shown once.
    const shown = await callApi(t.app, 'GET /calendar-feed', { token: me.token });
    assert.ok(!shown.body.includes(feedToken));
    assert.ok(Date.now() - Date.parse(shown.json().created_at!) < 60_000);

    // An address made before the migration: its token stored in clear, then the migration's own statement run.
    const old = await loginAsUser(t.app, 'stagiaire');
    const oldToken = 'Ancien_jeton-en-clair_0123456789abcdefghijklmn';
    await t.db.execute(sql`INSERT INTO calendar_feeds (user_id, token_hash) VALUES (${old.user.id}, ${oldToken})`);
    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0018_secrets_audit_chain.sql'), 'utf8');
    const rehash = migration.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "calendar_feeds"'))!;
    await t.db.execute(sql.raw(rehash));
    await t.db.execute(sql.raw(rehash)); // run twice, nothing changes: hashes are not hashed again
    const [row] = await queryRows<{ token_hash: string }>(t.db, sql`SELECT token_hash FROM calendar_feeds WHERE user_id = ${old.user.id}`);
    assert.notEqual(row.token_hash, oldToken);
    const feed = await t.app.inject({ method: 'GET', url: `/api/calendar/${oldToken}.ics` });
    assert.equal(feed.statusCode, 200, feed.body);
    assert.match(feed.body, /BEGIN:VCALENDAR/);
    // The first address made after the migration keeps working too.
    assert.equal((await t.app.inject({ method: 'GET', url: made.json().path })).statusCode, 200);
  });
});

describe('scrubbed at every depth', () => {
  test('an email, an IBAN and a feed address inside a client error’s message are not written in clear', async () => {
    const me = await loginAsUser(t.app, 'stagiaire');
    lines.length = 0;
    const feedToken = 'Zz9_' + 'q'.repeat(39);
    const message = `Échec pour jean.dupont@example.fr (IBAN FR76 3000 6000 0112 3456 7890 189) sur /api/calendar/${feedToken}.ics`;
    const res = await callApi(t.app, 'POST /client-errors', { body: { kind: 'render', module: 'mf_trainee/Profile', message, path: '/profil' }, token: me.token });
    assert.equal(res.statusCode, 204, res.body);
    const line = lines.find((l) => l.includes('clientError'));
    assert.ok(line, lines.join('\n'));
    for (const secret of ['jean.dupont', 'example.fr', 'FR76 3000', '3000 6000 0112', feedToken]) assert.ok(!line.includes(secret), `"${secret}" in ${line}`);
    assert.match(JSON.parse(line).clientError.message, /^Échec pour \[email\] \(IBAN \[iban\]\) sur \/api\/calendar\/\*\*\*\.ics$/);
  });

  test('fields named like personal data are censored and texts scrubbed however deep', () => {
    const scrubbed = scrubValue({ a: { b: { c: [{ email: 'x@y.fr', note: 'écrire à x@y.fr' }], Phone: '0611223344' } }, n: 3 });
    assert.deepEqual(scrubbed, { a: { b: { c: [{ email: '[masqué]', note: 'écrire à [email]' }], Phone: '[masqué]' } }, n: 3 });
    const loop: Record<string, unknown> = { iban: 'FR7630006000011234567890189' };
    loop.self = loop;
    assert.deepEqual(scrubValue(loop), { iban: '[masqué]', self: '[circulaire]' });
  });
});
