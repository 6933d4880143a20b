/**
 * Server configuration read from the environment. `loadConfig` is the single place that knows the
 * variable names and their defaults; tests call it too (with their own overrides) so that the app
 * they build is configured exactly like production.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDataKey, readOrCreateDataKey } from './lib/bank-details';

/** Repository root (api/src/config.ts → ../..): relative paths of the environment resolve from it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Failed logins from one address (unknown browsers) before it waits, unless LOGIN_ADDRESS_FREE_FAILURES says otherwise. */
export const DEFAULT_LOGIN_ADDRESS_FREE_FAILURES = 20;

/** Name of the institute, used in emails and in the OpenAPI document. */
export const INSTITUTE_NAME = 'Institut régional du travail';

export interface AppConfig {
  nodeEnv: string;
  port: number;
  host: string;
  /** Absolute folder for the embedded database, the JWT secret and stored files. */
  dataDir: string;
  /** PostgreSQL server URL; when absent the embedded PGlite database in `dataDir/pgdata` is used. */
  databaseUrl?: string;
  jwtSecret: string;
  /** AES-256-GCM key of the bank details at rest (DATA_ENCRYPTION_KEY or DATA_DIR/data-encryption-key; lib/bank-details.ts). */
  dataEncryptionKey: string;
  /** Former keys, only read to decrypt values sealed before a rotation (DATA_ENCRYPTION_OLD_KEYS, comma-separated). */
  dataEncryptionOldKeys: string[];
  /** Lifetime of a login token (and of its server session), in seconds. */
  jwtTtlSeconds: number;
  /**
   * Failed logins from one address (unknown browsers) before it waits: 20 (LOGIN_ADDRESS_FREE_FAILURES).
   * Only a harness whose browsers all share one address raises it (the end-to-end run, every request
   * from 127.0.0.1); the account's and the browser's own limits stay.
   */
  loginAddressFreeFailures: number;
  /**
   * Argon2id cost of new password hashes (docs/decisions.md, "Mots de passe"): the production values by
   * default, lowered in tests to keep them fast. A stored hash made with other values is rehashed at the
   * next successful login.
   */
  passwordHashing: PasswordHashingCost;
  smtpUrl?: string;
  /** Sender of every email. */
  mailFrom: string;
  /** Public address of the portal, used to build the links sent by email. */
  publicUrl: string;
  /** Seed the demo institute on an empty PostgreSQL database too (PGlite is always seeded when empty). */
  seedDemo: boolean;
  /**
   * The communes loaded at start: the whole country (default), or REFERENCE_CITIES=sample, those of
   * Bas-Rhin and Haut-Rhin only, for tests that start the server on a test database.
   */
  referenceCities: 'all' | 'sample';
  /** Folder holding shell/dist and each remote's dist (default: the repository root); no web files when unset. */
  webRoot?: string;
  /**
   * Whether the page of `/` opened with a session comes with the user's dashboard drawn in it, its lists
   * filled (lib/dashboard-drawer.ts, a process of its own); without, the frame drawn at build time.
   * DRAW_DASHBOARDS=0 turns it off; off by default when NODE_ENV is `test` (the API tests).
   */
  drawDashboards: boolean;
  /**
   * Whether the anonymous GET /api/dev/outbox exists. Off unless OUTBOX_API=1: it shows every email
   * with its one-time links, so only a test harness turns it on (the e2e run does). The
   * administrateur reads the outbox through GET /api/outbox in every configuration.
   */
  outboxApi: boolean;
  /** Redis server for what API processes share (rate limits); the database holds it when unset. */
  redisUrl?: string;
  /** API processes started by server.ts (PostgreSQL only; the embedded PGlite is always one process). */
  workers: number;
  /**
   * The embedded PGlite runs in a worker thread, so that its queries do not block the API's event loop
   * (default); PGLITE_IN_WORKER=0 keeps it on the API's thread.
   */
  pgliteInWorker: boolean;
  /** Proxies whose X-Forwarded-For is trusted: false (none), true (all), or addresses/CIDRs ("127.0.0.1,10.0.0.0/8"). */
  trustProxy: boolean | string;
  /** OSRM-compatible routing service for the road distances of expenses; great-circle × detour factor when unset. */
  routingUrl?: string;
  /** S3-compatible object store of the uploaded files (S3_URL or S3_BUCKET); `<dataDir>/files` on disk when unset. */
  s3?: S3Settings;
}

/** Where the uploaded files go when they are not on the local disk. */
export interface S3Settings {
  bucket: string;
  /** Folder inside the bucket ("" for its root). */
  prefix: string;
  region: string;
  /** Address of a store other than AWS (MinIO, Garage…); the SDK's AWS default when absent. */
  endpoint?: string;
  /** Bucket in the path rather than in the host name (what self-hosted stores expect). */
  forcePathStyle: boolean;
  /** Keys given in S3_URL; absent, the SDK reads AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a profile or a role. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * S3_URL=https://KEY:SECRET@host:port/bucket/prefix (a self-hosted store, path-style), or S3_BUCKET
 * (+ S3_PREFIX) with the usual AWS_* variables of the SDK. The region: S3_REGION, AWS_REGION, us-east-1.
 */
export function readS3Settings(env: Env): S3Settings | undefined {
  const region = env.S3_REGION || env.AWS_REGION || 'us-east-1';
  if (env.S3_URL) {
    let url: URL;
    try {
      url = new URL(env.S3_URL);
    } catch {
      throw new Error(`S3_URL illisible : elle doit ressembler à https://CLE:SECRET@hote:port/compartiment.`);
    }
    const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
    if (!bucket) throw new Error('S3_URL doit nommer le compartiment (bucket) : https://CLE:SECRET@hote:port/compartiment.');
    const accessKeyId = decodeURIComponent(url.username);
    const secretAccessKey = decodeURIComponent(url.password);
    return {
      bucket,
      prefix: rest.join('/'),
      region,
      endpoint: `${url.protocol}//${url.host}`,
      forcePathStyle: true,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    };
  }
  if (env.S3_BUCKET) {
    return { bucket: env.S3_BUCKET, prefix: (env.S3_PREFIX || '').replace(/^\/+|\/+$/g, ''), region, forcePathStyle: flag(env.S3_FORCE_PATH_STYLE) };
  }
  return undefined;
}

/** Argon2id parameters: memory in KiB, passes over it, lanes. */
export interface PasswordHashingCost {
  memoryKiB: number;
  timeCost: number;
  parallelism: number;
}

/** The production cost: 19 MiB, 2 passes, 1 lane (about 30 ms on one core of the demo machine). */
export const PRODUCTION_PASSWORD_HASHING: PasswordHashingCost = { memoryKiB: 19_456, timeCost: 2, parallelism: 1 };

type Env = Record<string, string | undefined>;

/** Parses "8h", "30m", "45s", "2d" or a plain number of seconds. */
export function parseDuration(value: string): number {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  if (!match) throw new Error(`Durée invalide : "${value}" (exemples : 8h, 30m, 3600).`);
  const amount = Number(match[1]);
  const unit = (match[2] || 's').toLowerCase();
  const factor = unit === 'd' ? 86_400 : unit === 'h' ? 3_600 : unit === 'm' ? 60 : 1;
  const seconds = amount * factor;
  if (seconds <= 0) throw new Error(`Durée invalide : "${value}" (elle doit être positive).`);
  return seconds;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} doit être un entier positif (reçu "${value}").`);
  return n;
}

function flag(value: string | undefined): boolean {
  return value === '1' || value?.toLowerCase() === 'true';
}

/**
 * The JWT secret kept in DATA_DIR/jwt-secret: generated on first start so that tokens survive
 * restarts without anyone having to configure a secret.
 */
export function readOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const port = integer(env.PORT, 8080, 'PORT');
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || 'data');
  const jwtSecret = env.JWT_SECRET || readOrCreateJwtSecret(dataDir);
  if (jwtSecret.length < 32) throw new Error('JWT_SECRET doit contenir au moins 32 caractères.');
  const dataEncryptionKey = env.DATA_ENCRYPTION_KEY || readOrCreateDataKey(dataDir);
  const dataEncryptionOldKeys = (env.DATA_ENCRYPTION_OLD_KEYS || '').split(',').map((k) => k.trim()).filter(Boolean);
  // Refused at start rather than at the first bank detail read.
  parseDataKey(dataEncryptionKey);
  for (const k of dataEncryptionOldKeys) parseDataKey(k, 'DATA_ENCRYPTION_OLD_KEYS');
  return {
    nodeEnv,
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret,
    dataEncryptionKey,
    dataEncryptionOldKeys,
    jwtTtlSeconds: parseDuration(env.JWT_TTL || '8h'),
    passwordHashing: {
      memoryKiB: Math.max(8, integer(env.ARGON2_MEMORY_KIB, PRODUCTION_PASSWORD_HASHING.memoryKiB, 'ARGON2_MEMORY_KIB')),
      timeCost: Math.max(1, integer(env.ARGON2_TIME_COST, PRODUCTION_PASSWORD_HASHING.timeCost, 'ARGON2_TIME_COST')),
      parallelism: Math.max(1, integer(env.ARGON2_PARALLELISM, PRODUCTION_PASSWORD_HASHING.parallelism, 'ARGON2_PARALLELISM')),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `"${INSTITUTE_NAME}" <no-reply@irt-demo.fr>`,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    seedDemo: flag(env.SEED_DEMO),
    referenceCities: referenceCities(env.REFERENCE_CITIES),
    // WEB_ROOT=none serves the API only.
    webRoot: env.WEB_ROOT === 'none' ? undefined : path.resolve(REPO_ROOT, env.WEB_ROOT || '.'),
    drawDashboards: env.DRAW_DASHBOARDS === undefined || env.DRAW_DASHBOARDS === '' ? nodeEnv !== 'test' : flag(env.DRAW_DASHBOARDS),
    outboxApi: flag(env.OUTBOX_API),
    loginAddressFreeFailures: integer(env.LOGIN_ADDRESS_FREE_FAILURES, DEFAULT_LOGIN_ADDRESS_FREE_FAILURES, 'LOGIN_ADDRESS_FREE_FAILURES'),
    redisUrl: env.REDIS_URL || undefined,
    workers: Math.max(1, integer(env.WORKERS, 1, 'WORKERS')),
    pgliteInWorker: pgliteInWorker(env),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    routingUrl: env.ROUTING_URL ? env.ROUTING_URL.replace(/\/+$/, '') : undefined,
    s3: readS3Settings(env),
  };
}

/** PGLITE_IN_WORKER: on unless `0` or `false` (also read by the API tests' database helper). */
export function pgliteInWorker(env: Env = process.env): boolean {
  return !(env.PGLITE_IN_WORKER === '0' || env.PGLITE_IN_WORKER?.toLowerCase() === 'false');
}

function referenceCities(value: string | undefined): 'all' | 'sample' {
  if (!value || value === 'all') return 'all';
  if (value === 'sample') return 'sample';
  throw new Error(`REFERENCE_CITIES doit valoir « all » ou « sample » (reçu : « ${value} »).`);
}

/**
 * One line saying how emails leave the portal, for the start-up log: the SMTP server's host and port
 * (never its credentials), or the outbox kept for the administrateur.
 */
export function describeMailDelivery(config: Pick<AppConfig, 'smtpUrl' | 'outboxApi'>): string {
  let line: string;
  if (config.smtpUrl) {
    let where = 'adresse illisible';
    try {
      const url = new URL(config.smtpUrl);
      where = `${url.hostname}${url.port ? `:${url.port}` : ''}`;
    } catch {
      // Reported below as it is: nodemailer refuses it at the first send.
    }
    line = `Emails : envoyés par le serveur SMTP ${where} et conservés dans la boîte d'envoi.`;
  } else {
    line =
      "Emails : aucun serveur SMTP configuré (SMTP_URL) ; ils sont conservés dans la boîte d'envoi, lisible par l'administrateur (Administration › Emails envoyés).";
  }
  if (config.outboxApi) line += ' OUTBOX_API=1 : GET /api/dev/outbox les montre SANS authentification (tests uniquement).';
  return line;
}
