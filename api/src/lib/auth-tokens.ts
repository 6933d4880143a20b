/** Login tokens: HS256 JWTs carrying the user id (`sub`) and the server session id (`sid`). */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface TokenClaims {
  userId: number;
  sessionId: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export interface TokenService {
  sign(userId: number, sessionId: string, expiresAt: Date): Promise<string>;
  /** The claims of a valid, unexpired token signed by us; null otherwise. */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId, sessionId, expiresAt) {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isInteger(userId) || typeof sessionId !== 'string' || typeof payload.exp !== 'number') return null;
        return { userId, sessionId, exp: payload.exp };
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) return null;
        throw err;
      }
    },
  };
}
