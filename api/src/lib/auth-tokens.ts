/** Login tokens: HS256 JWTs carrying the user id (`sub`) and the server session id (`sid`). */
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export interface TokenClaims {
  userId: number;
  sessionId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface TokenService {
  sign(userId: number, sessionId: string, expiresAt: Date): Promise<string>;
  /** The claims of a valid, unexpired token signed by us; null otherwise. */
  verify(token: string): TokenClaims | null;
}

/** Tokens of the open sessions of one process fit; an evicted one is only verified again. */
const VERIFIED_TOKENS_CACHE = 10_000;

export function createTokenService(secret: string): TokenService {
  // fast-jwt verifies synchronously with node:crypto (the WebCrypto route of jose costs a promise chain
  // and a key import per call) and caches verified tokens until their `exp`, re-checked on every hit.
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  const verifier = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['sub', 'sid', 'exp'],
    cache: VERIFIED_TOKENS_CACHE,
  });
  return {
    async sign(userId, sessionId, expiresAt) {
      return signer({ sid: sessionId, sub: String(userId), exp: Math.floor(expiresAt.getTime() / 1000) });
    },
    verify(token) {
      let payload: { sub?: unknown; sid?: unknown; exp?: unknown };
      try {
        payload = verifier(token) as typeof payload;
      } catch (err) {
        if (err instanceof TokenError) return null;
        throw err;
      }
      const userId = Number(payload.sub);
      const sessionId = payload.sid;
      if (!Number.isInteger(userId) || typeof sessionId !== 'string' || typeof payload.exp !== 'number') return null;
      return { userId, sessionId, exp: payload.exp };
    },
  };
}
