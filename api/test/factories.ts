/**
 * Data factories for users and profiles, and logging in through the real route.
 * Every call makes a new account with a unique email, so tests never depend on each other.
 */
import { callApi } from './call';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RoleSlug } from '../src/contract/common';
import type { Db } from '../src/db/client';
import { ROLES } from '../src/db/reference-data';
import { profiles, users } from '../src/db/schema';
import { sealBankDetails } from '../src/lib/bank-details';
import { hashPassword } from '../src/lib/auth-passwords';
import { forgetSessions } from '../src/lib/auth-sessions';
import { TEST_PASSWORD_HASHING } from './helpers';

export const DEFAULT_PASSWORD = 'Motdepasse2026!';


let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export function roleId(role: RoleSlug): number {
  const found = ROLES.find((r) => r.slug === role);
  if (!found) throw new Error(`unknown role ${role}`);
  return found.id;
}

const ROLE_LABEL: Record<RoleSlug, string> = {
  administrateur: 'Admin',
  gestionnaire: 'Gestion',
  'responsable-pedagogique': 'Responsable',
  intervenant: 'Intervenant',
  stagiaire: 'Stagiaire',
};

export type ProfileValues = Partial<typeof profiles.$inferInsert>;

export interface CreateUserOptions {
  role: RoleSlug;
  email?: string;
  password?: string;
  name?: string;
  /** Creates the profile row too (`true`, or the profile's column values). */
  withProfile?: boolean | ProfileValues;
  acceptedTerms?: boolean;
  isActive?: boolean;
  emailVerified?: boolean;
}

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
  name: string;
  role: RoleSlug;
  roleId: number;
  profileId: number | null;
}

export async function createUser(db: Db, opts: CreateUserOptions): Promise<CreatedUser> {
  const n = next();
  const email = (opts.email ?? `${opts.role}.${n}.${process.pid}@test.irt.fr`).toLowerCase();
  const password = opts.password ?? DEFAULT_PASSWORD;
  const name = opts.name ?? `${ROLE_LABEL[opts.role]} Test ${n}`;
  const rid = roleId(opts.role);
  const [user] = await db
    .insert(users)
    .values({
      name,
      email,
      password_hash: await hashPassword(password, TEST_PASSWORD_HASHING),
      role_id: rid,
      accepted_terms: opts.acceptedTerms === false ? 0 : 1,
      is_active: opts.isActive ?? true,
      email_verified_at: opts.emailVerified === false ? null : new Date(),
    })
    .returning({ id: users.id });

  let profileId: number | null = null;
  if (opts.withProfile) {
    const values = typeof opts.withProfile === 'object' ? opts.withProfile : {};
    const [profile] = await db
      .insert(profiles)
      .values(
        sealBankDetails({
          user_id: user.id,
          role_id: rid,
          profile_number: `${new Date().getFullYear()}-T${String(n).padStart(4, '0')}${process.pid % 1000}`,
          ...values,
        }),
      )
      .returning({ id: profiles.id });
    profileId = profile.id;
  }
  return { id: user.id, email, password, name, role: opts.role, roleId: rid, profileId };
}

/** POST /api/login with the given credentials; returns the raw answer. */
export function login(app: FastifyInstance, email: string, password: string) {
  return callApi(app, 'POST /login', { body: { email, password } });
}

/** Token of an account logged in through POST /api/login. */
export async function tokenFor(app: FastifyInstance, user: Pick<CreatedUser, 'email' | 'password'>): Promise<string> {
  const res = await login(app, user.email, user.password);
  if (res.statusCode !== 200) throw new Error(`login failed (${res.statusCode}): ${res.body}`);
  return res.json().token;
}

/** Creates an account of the role (with a profile) and returns a token for it. */
export async function loginAs(
  app: FastifyInstance,
  role: RoleSlug,
  opts: Omit<CreateUserOptions, 'role'> = {},
): Promise<string> {
  const user = await createUser(app.db, { withProfile: true, ...opts, role });
  return tokenFor(app, user);
}

/** Same as loginAs, also returning the account. */
export async function loginAsUser(
  app: FastifyInstance,
  role: RoleSlug,
  opts: Omit<CreateUserOptions, 'role'> = {},
): Promise<{ token: string; user: CreatedUser }> {
  const user = await createUser(app.db, { withProfile: true, ...opts, role });
  return { token: await tokenFor(app, user), user };
}

/** Deactivates an account as an administrator would (users.is_active = false). */
export async function deactivateUser(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ is_active: false }).where(eq(users.id, userId));
  // Written behind the API's back: drop the few seconds of cached session checks, as the API's own
  // deactivation does.
  forgetSessions({ userId });
}
