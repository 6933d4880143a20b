/**
 * Data at rest and in the logs (README, "Sécurité"): IBAN and BIC sealed with AES-256-GCM in the
 * database (the raw column never holds the clear value), key rotation and the start-up resealing of
 * clear values; no personal data in the log of a series of API calls.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { BankCipher, bankCipher, openBankDetails, parseDataKey, resealBankDetails, sealBankDetails } from '../../src/lib/bank-details';
import { scrubText } from '../../src/lib/log-privacy';
import { queryRows } from '../../src/lib/sql';
import { callApi } from '../call';
import { createUser, loginAsUser, tokenFor } from '../factories';
import { createTestApp, emailsTo, type TestApp } from '../helpers';

const IBAN = 'FR7630006000011234567890189';
const BIC = 'BNPAFRPP';
const newKey = () => parseDataKey(randomBytes(32).toString('base64'));

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

const rawBank = async (profileId: number) =>
  (await queryRows<{ iban: string | null; bic: string | null }>(t.db, sql`SELECT iban, bic FROM profiles WHERE id = ${profileId}`))[0];

describe('IBAN and BIC at rest', () => {
  test('saved through the account form, the columns hold a sealed value; the owner and the administrateur read it in clear, others not at all', async () => {
    const me = await loginAsUser(t.app, 'stagiaire');
    const id = me.user.profileId!;
    const res = await callApi(t.app, 'PUT /profiles/:id', { params: { id }, body: { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'bnpafrpp' }, token: me.token });
    assert.equal(res.statusCode, 200, res.body);
    const raw = await rawBank(id);
    assert.match(raw.iban!, /^bd1\.[0-9a-f]{8}\./);
    assert.match(raw.bic!, /^bd1\.[0-9a-f]{8}\./);
    for (const value of [raw.iban!, raw.bic!]) {
      assert.ok(!value.includes(IBAN) && !value.includes(IBAN.slice(4, 14)) && !value.includes(BIC), value);
    }
    const own = await callApi(t.app, 'GET /profiles/:id', { params: { id }, token: me.token });
    assert.deepEqual([own.json().iban, own.json().bic], [IBAN, BIC]);
    const admin = (await loginAsUser(t.app, 'administrateur')).token;
    const seen = await callApi(t.app, 'GET /profiles/:id', { params: { id }, token: admin });
    assert.deepEqual([seen.json().iban, seen.json().bic], [IBAN, BIC]);
    const manager = (await loginAsUser(t.app, 'gestionnaire')).token;
    const hidden = await callApi(t.app, 'GET /profiles/:id', { params: { id }, token: manager });
    assert.deepEqual([hidden.json().iban, hidden.json().bic], [null, null]);
    assert.ok(!hidden.body.includes(IBAN.slice(4, 20)));
    assert.equal(hidden.json().iban_masked, 'FR76 •••• •••• •••• •••• •••• 189');
  });

  test('the same value sealed twice differs (random IV); a round trip gives it back; an unknown key or an altered value is refused', () => {
    const cipher = new BankCipher(newKey());
    const a = cipher.seal(IBAN);
    const b = cipher.seal(IBAN);
    assert.notEqual(a, b);
    assert.equal(cipher.open(a), IBAN);
    assert.throws(() => new BankCipher(newKey()).open(a), /Clé de chiffrement [0-9a-f]{8} inconnue/);
    const [prefix, id, payload] = a.split('.');
    const bytes = Buffer.from(payload, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    assert.throws(() => cipher.open(`${prefix}.${id}.${bytes.toString('base64url')}`));
    // A key of the right id but other bytes cannot be forged: the GCM tag fails.
    const forged = new BankCipher({ id: cipher.current.id, key: randomBytes(32) });
    assert.throws(() => forged.open(a));
  });

  test('rotation: a former key still opens; the start-up pass reseals clear values and former-key values with the current key, and is idempotent', async () => {
    const old = new BankCipher(newKey());
    const current = new BankCipher(newKey(), [old.current, bankCipher().current]);
    const clear = await createUser(t.db, { role: 'intervenant', withProfile: true });
    const former = await createUser(t.db, { role: 'intervenant', withProfile: true });
    await t.db.execute(sql`UPDATE profiles SET iban = ${IBAN}, bic = ${BIC} WHERE id = ${clear.profileId}`);
    await t.db.execute(sql`UPDATE profiles SET iban = ${old.seal(IBAN)}, bic = ${old.seal(BIC)} WHERE id = ${former.profileId}`);
    assert.equal(current.open(old.seal(IBAN)), IBAN);

    const touched = await resealBankDetails(t.db, current);
    assert.ok(touched >= 2, `${touched}`);
    for (const profileId of [clear.profileId!, former.profileId!]) {
      const raw = await rawBank(profileId);
      assert.ok(current.isCurrent(raw.iban!) && current.isCurrent(raw.bic!), raw.iban!);
      assert.deepEqual(openBankDetails({ iban: raw.iban, bic: raw.bic }, current), { iban: IBAN, bic: BIC });
    }
    assert.equal(await resealBankDetails(t.db, current), 0);
    // Back to the app's key for the other tests.
    assert.ok((await resealBankDetails(t.db, new BankCipher(bankCipher().current, [current.current]))) >= 2);
    assert.equal(openBankDetails(await rawBank(clear.profileId!)).iban, IBAN);
  });

  test('the key is generated once into DATA_DIR and kept; a malformed key is refused at start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'irt-key-'));
    try {
      const first = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) });
      assert.ok(existsSync(path.join(dir, 'data-encryption-key')));
      assert.equal(readFileSync(path.join(dir, 'data-encryption-key'), 'utf8').trim(), first.dataEncryptionKey);
      assert.equal(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).dataEncryptionKey, first.dataEncryptionKey);
      assert.throws(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), DATA_ENCRYPTION_KEY: 'court' }), /32 octets/);
      const sealed = sealBankDetails({ iban: IBAN, bic: null }, new BankCipher(parseDataKey(first.dataEncryptionKey)));
      assert.equal(sealed.bic, null);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('no personal data in the logs', () => {
  test('login, a profile update with an IBAN, a refused IBAN and a password reset leave no email, IBAN, password, token or name in the log', async () => {
    lines.length = 0;
    const password = 'Secret-Logs-2026!';
    const user = await createUser(t.db, { role: 'stagiaire', name: 'Gaëlle Journal', withProfile: true, password });
    assert.equal((await callApi(t.app, 'POST /login', { body: { email: user.email, password: 'Mauvais-2026!' } })).statusCode, 401);
    const token = await tokenFor(t.app, user);
    const id = user.profileId!;
    const saved = await callApi(t.app, 'PUT /profiles/:id', { params: { id }, body: { iban: IBAN, bic: BIC, phone: '0611223344', name: 'Gaëlle Journal' }, token });
    assert.equal(saved.statusCode, 200, saved.body);
    const refused = await callApi(t.app, 'PUT /profiles/:id', { params: { id }, body: { iban: 'FR7630006000011234567890180' }, token });
    assert.equal(refused.statusCode, 422);
    assert.equal((await callApi(t.app, 'GET /profiles/:id', { params: { id }, token })).statusCode, 200);
    assert.equal((await callApi(t.app, 'POST /password/email', { body: { email: user.email } })).statusCode, 200);
    const [message] = await emailsTo(t, user.email, 1);
    const link = new URL(/http:\/\/portail\.test\/reinitialisation-mot-de-passe\?\S+/.exec(message.text)![0]);
    const resetToken = link.searchParams.get('token')!;
    const newPassword = 'Nouveau-Logs-2026!';
    const reset = await callApi(t.app, 'POST /password/reset', {
      body: { token: resetToken, email: user.email, password: newPassword, password_confirmation: newPassword },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    // A token in the query string of a request (as a one-time link carries it) is masked too.
    await t.app.inject({ method: 'GET', url: `/api/profiles/${id}?token=${resetToken}&email=${encodeURIComponent(user.email)}`, headers: { authorization: `Bearer ${token}` } });

    // One line per request at least (eight requests above): the log was written, and is read below.
    assert.ok(lines.length >= 8, `only ${lines.length} log lines`);
    const log = lines.join('\n');
    const secrets = [user.email, user.email.split('@')[0], IBAN, IBAN.slice(4, 20), BIC, password, newPassword, token, resetToken, 'Gaëlle', 'Journal', '0611223344'];
    for (const secret of secrets) assert.ok(!log.includes(secret), `"${secret}" found in the log:\n${lines.find((l) => l.includes(secret))}`);
    assert.doesNotMatch(log, /eyJ[A-Za-z0-9_-]+\./);
  });

  test('text logged is scrubbed of addresses, IBANs and tokens', () => {
    assert.equal(
      scrubText('to a.b@x.fr iban FR76 3000 6000 0112 3456 7890 189 with Bearer abc.def'),
      'to [email] iban [iban] with Bearer [jeton]',
    );
  });
});
