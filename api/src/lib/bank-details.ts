/**
 * Bank details at rest (README, "Sécurité"): the IBAN and BIC columns of profiles hold
 * `bd1.<key id>.<base64url(iv ‖ tag ‖ ciphertext)>`, AES-256-GCM with a 12-byte random IV. Every
 * reader and writer of these columns goes through this module: `sealBankDetails` before a write,
 * `openBankDetails` after a read.
 *
 * Keys: DATA_ENCRYPTION_KEY (32 bytes, base64 or hex) or the key generated on first start into
 * DATA_DIR/data-encryption-key; DATA_ENCRYPTION_OLD_KEYS lists former keys (comma-separated), read
 * only to decrypt. A key's id is the first 8 hex digits of its SHA-256, so a stored value names the
 * key that sealed it. `resealBankDetails` (run at start-up) encrypts clear values left by older
 * versions and re-encrypts values of a former key with the current one.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { profiles } from '../db/schema';

const PREFIX = 'bd1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface BankKey {
  id: string;
  key: Buffer;
}

/** A 32-byte key from its configured text: 64 hex digits or base64/base64url of 32 bytes. */
export function parseDataKey(text: string, name = 'DATA_ENCRYPTION_KEY'): BankKey {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== 32) throw new Error(`${name} doit contenir une clé de 32 octets (64 chiffres hexadécimaux ou base64).`);
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

/** The key kept in DATA_DIR/data-encryption-key, generated on first start like the JWT secret. */
export function readOrCreateDataKey(dataDir: string): string {
  const file = path.join(dataDir, 'data-encryption-key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored !== '') return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return key;
}

export class BankCipher {
  readonly current: BankKey;
  private readonly keys: Map<string, Buffer>;

  constructor(current: BankKey, old: BankKey[] = []) {
    this.current = current;
    this.keys = new Map([...old, current].map((k) => [k.id, k.key]));
  }

  /** Whether a stored value is sealed (with any key). */
  static isSealed(stored: string): boolean {
    return stored.startsWith(`${PREFIX}.`);
  }

  /** Whether a stored value is sealed with the current key. */
  isCurrent(stored: string): boolean {
    return stored.startsWith(`${PREFIX}.${this.current.id}.`);
  }

  seal(clear: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.key, iv);
    const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
    return `${PREFIX}.${this.current.id}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  /** The clear value; throws when the key is unknown or the value was altered (GCM tag). */
  open(stored: string): string {
    const [prefix, keyId, payload] = stored.split('.');
    if (prefix !== PREFIX || !keyId || payload === undefined) throw new Error('Valeur chiffrée illisible.');
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`Clé de chiffrement ${keyId} inconnue (DATA_ENCRYPTION_OLD_KEYS).`);
    const raw = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/** The cipher of the configuration: the current key and the former ones. */
export function bankCipherFromConfig(config: { dataEncryptionKey: string; dataEncryptionOldKeys: string[] }): BankCipher {
  return new BankCipher(
    parseDataKey(config.dataEncryptionKey),
    config.dataEncryptionOldKeys.map((k) => parseDataKey(k, 'DATA_ENCRYPTION_OLD_KEYS')),
  );
}

let active: BankCipher | null = null;

/** Installs the process's cipher (buildApp, the server's start-up, the seed command). */
export function useBankCipher(cipher: BankCipher): void {
  active = cipher;
}

export function bankCipher(): BankCipher {
  if (!active) throw new Error('Chiffrement des coordonnées bancaires non configuré (useBankCipher).');
  return active;
}

type BankFields = { iban?: string | null; bic?: string | null };

/** The values to write: IBAN and BIC present in `values` sealed, the other fields as they are. */
export function sealBankDetails<T extends BankFields>(values: T, cipher = bankCipher()): T {
  const out = { ...values };
  if (typeof out.iban === 'string') out.iban = cipher.seal(out.iban);
  if (typeof out.bic === 'string') out.bic = cipher.seal(out.bic);
  return out;
}

/** A row as read: IBAN and BIC in clear. A clear value not yet sealed (before start-up resealing) is returned as it is. */
export function openBankDetails<T extends { iban: string | null; bic: string | null }>(row: T, cipher = bankCipher()): T {
  const open = (v: string | null) => (v !== null && BankCipher.isSealed(v) ? cipher.open(v) : v);
  return { ...row, iban: open(row.iban), bic: open(row.bic) };
}

/**
 * Start-up data migration (idempotent): every IBAN/BIC not sealed with the current key — clear values of
 * databases made before encryption, values of a former key after a rotation — is sealed with it.
 * Returns the number of profiles rewritten.
 */
export async function resealBankDetails(db: DbOrTx, cipher = bankCipher()): Promise<number> {
  const current = `${PREFIX}.${cipher.current.id}.%`;
  const rows = await db
    .select({ id: profiles.id, iban: profiles.iban, bic: profiles.bic })
    .from(profiles)
    .where(sql`(${profiles.iban} IS NOT NULL AND ${profiles.iban} NOT LIKE ${current}) OR (${profiles.bic} IS NOT NULL AND ${profiles.bic} NOT LIKE ${current})`);
  for (const row of rows) {
    const clear = openBankDetails(row, cipher);
    await db.update(profiles).set(sealBankDetails({ iban: clear.iban, bic: clear.bic }, cipher)).where(eq(profiles.id, row.id));
  }
  return rows.length;
}
