/** Password hashing (bcrypt); the length rules are part of the contract (contract/auth.ts). */
import bcrypt from 'bcryptjs';

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * A hash to compare against when the email is unknown, so that a login attempt takes as long
 * whether the account exists or not. Computed lazily with the configured cost.
 */
const dummyHashes = new Map<number, Promise<string>>();
export function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = bcrypt.hash('mot de passe inexistant', cost);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** Emails are compared and stored in lower case, without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
