/**
 * TypeBox schemas of the authentication routes. The `Static` of each answer is checked against the
 * contract interface (contract/auth.ts) at compile time, so the two cannot drift apart.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type {
  AcceptTermsResponse,
  LoginResponse,
  MessageResponse,
  OwnProfile,
  User,
  ValidateTokenResponse,
} from '../../contract/auth';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../lib/auth-passwords';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

export const RoleSchema = Type.Object({
  id: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)]),
  name: Type.String(),
  slug: Type.Union([
    Type.Literal('administrateur'),
    Type.Literal('gestionnaire'),
    Type.Literal('responsable-pedagogique'),
    Type.Literal('intervenant'),
    Type.Literal('stagiaire'),
  ]),
});

export const CurrentTrainingSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_date: DateTime,
  end_date: DateTime,
  place: Nullable(Type.String()),
  category: Type.Object({ id: Type.Integer(), name: Type.String() }),
  color: Type.String(),
});

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: RoleSchema,
    temporary_profile_picture_url: Nullable(Type.String()),
    accepted_terms: Type.Union([Type.Literal(0), Type.Literal(1)]),
    profile_completion: Type.Integer({ minimum: 0, maximum: 100 }),
    current_training: Nullable(CurrentTrainingSchema),
    email_verified: Type.Boolean(),
  },
  { title: 'Utilisateur' },
);

export const MissingFieldSchema = Type.Object({ id: Type.String(), message: Type.String() });

export const OwnProfileSchema = Type.Object(
  {
    id: Type.Integer(),
    profile_number: Type.String(),
    phone: Nullable(Type.String()),
    is_active: Type.Boolean(),
    role: RoleSchema,
    user: Type.Object({ name: Type.String(), email: Type.String() }),
    profile_picture: Nullable(Type.String()),
    temporary_profile_picture_url: Nullable(Type.String()),
    profile_completion: Type.Integer({ minimum: 0, maximum: 100 }),
    missing_fields: Type.Array(MissingFieldSchema),
  },
  { title: 'Profil personnel' },
);

export const MessageSchema = Type.Object({ message: Type.String() });
export const LoginResponseSchema = Type.Object({ token: Type.String(), user: UserSchema });
export const ValidateTokenSchema = Type.Object({ valid: Type.Literal(true) });
export const AcceptTermsSchema = Type.Object({ message: Type.String(), accepted_terms: Type.Literal(1) });

/* ---------- Requests ---------- */

const NewPassword = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH });

export const LoginBody = Type.Object({
  // The login screen calls it an identifier: no email format check, a wrong value simply fails.
  email: Type.String({ minLength: 1, maxLength: 255 }),
  password: Type.String({ minLength: 1, maxLength: 255 }),
});

export const RegisterBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  email: Type.String({ format: 'email', maxLength: 255 }),
  password: NewPassword,
  password_confirmation: Type.Optional(Type.String({ maxLength: 255 })),
});

export const EmailVerifyQuery = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  token: Type.String({ minLength: 1, maxLength: 200 }),
});

export const PasswordEmailBody = Type.Object({
  email: Type.String({ format: 'email', maxLength: 255 }),
});

export const PasswordResetBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  email: Type.String({ format: 'email', maxLength: 255 }),
  password: NewPassword,
  password_confirmation: Type.String({ maxLength: 255 }),
});

/* ---------- Compile-time agreement with the contract ---------- */

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const agree = <A, B>(check: Equals<A, B>) => check;
agree<Static<typeof UserSchema>, User>(true);
agree<Static<typeof OwnProfileSchema>, OwnProfile>(true);
agree<Static<typeof LoginResponseSchema>, LoginResponse>(true);
agree<Static<typeof MessageSchema>, MessageResponse>(true);
agree<Static<typeof ValidateTokenSchema>, ValidateTokenResponse>(true);
agree<Static<typeof AcceptTermsSchema>, AcceptTermsResponse>(true);
