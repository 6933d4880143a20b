/**
 * Password hashing: Argon2id for every new hash (cost from the configuration, docs/decisions.md
 * "Mots de passe"); bcrypt hashes made before the switch (existing databases, the demo seed) still
 * verify, and `needsRehash` tells the login route to replace them — or an Argon2id hash made with
 * other costs — by one with today's cost. The rules a new password obeys are in password-policy.ts.
 */
import argon2 from 'argon2';
import bcrypt from 'bcryptjs';
import type { PasswordHashingCost } from '../config';

function costOptions(cost: PasswordHashingCost) {
  return { memoryCost: cost.memoryKiB, timeCost: cost.timeCost, parallelism: cost.parallelism };
}

const isArgon2id = (hash: string) => hash.startsWith('$argon2id$');
const isBcrypt = (hash: string) => /^\$2[aby]\$\d{2}\$/.test(hash);

export function hashPassword(password: string, cost: PasswordHashingCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...costOptions(cost) });
}

/** Whether the password matches the stored hash (Argon2id, or bcrypt of an older hash); false for anything else. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  if (isArgon2id(hash)) {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A damaged hash matches nothing.
      return false;
    }
  }
  if (isBcrypt(hash)) return bcrypt.compare(password, hash);
  return false;
}

/** Whether a hash that just verified should be replaced: bcrypt, or Argon2id made with other costs. */
export function needsRehash(hash: string, cost: PasswordHashingCost): boolean {
  if (!isArgon2id(hash)) return true;
  return argon2.needsRehash(hash, costOptions(cost));
}

/**
 * A hash to compare against when the email is unknown, so that a login attempt takes as long
 * whether the account exists or not. Computed lazily with the configured cost.
 */
const dummyHashes = new Map<string, Promise<string>>();
export function dummyHash(cost: PasswordHashingCost): Promise<string> {
  const key = `${cost.memoryKiB}/${cost.timeCost}/${cost.parallelism}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('mot de passe inexistant', cost);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/** Emails are compared and stored in lower case, without surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
