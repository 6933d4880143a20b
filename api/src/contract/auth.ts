/** Authentication, session and own-account answers. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, MessageSchema, NamedItemSchema, Nullable, RoleSchema } from './common';
import { endpoints } from './endpoint';
import { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from './constants/limits';
export { MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH } from './constants/limits';

const NewPasswordSchema = Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH });

/* ---------- Requests ---------- */

export const LoginRequestSchema = Type.Object({
  // The login screen calls it an identifier: no email format check, a wrong value simply fails.
  email: Type.String({ minLength: 1, maxLength: 255 }),
  password: Type.String({ minLength: 1, maxLength: 255 }),
}, { additionalProperties: false });
export type LoginRequest = Static<typeof LoginRequestSchema>;

export const RegisterRequestSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  email: Type.String({ format: 'email', maxLength: 255 }),
  password: NewPasswordSchema,
  password_confirmation: Type.Optional(Type.String({ maxLength: 255 })),
}, { additionalProperties: false });
export type RegisterRequest = Static<typeof RegisterRequestSchema>;

export const PasswordEmailRequestSchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 255 }),
}, { additionalProperties: false });
export type PasswordEmailRequest = Static<typeof PasswordEmailRequestSchema>;

export const PasswordResetRequestSchema = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  email: Type.String({ format: 'email', maxLength: 255 }),
  password: NewPasswordSchema,
  password_confirmation: Type.String({ maxLength: 255 }),
}, { additionalProperties: false });
export type PasswordResetRequest = Static<typeof PasswordResetRequestSchema>;

/** PUT /api/user/password: the caller's current password and the new one, twice. */
export const PasswordChangeRequestSchema = Type.Object({
  current_password: Type.String({ minLength: 1, maxLength: 255 }),
  password: NewPasswordSchema,
  password_confirmation: Type.String({ maxLength: 255 }),
}, { additionalProperties: false });
export type PasswordChangeRequest = Static<typeof PasswordChangeRequestSchema>;

/** GET /api/email/verify query: the query string of the emailed link. */
/** The `action` of an emailed link that undoes a change of the login email (posted to /api/email/undo-change). */
export const EMAIL_CHANGE_UNDO_ACTION = 'annuler-changement';
export type EmailChangeUndoAction = typeof EMAIL_CHANGE_UNDO_ACTION;

/** POST /api/email/verify and POST /api/email/undo-change: the id and token of the emailed link. */
export const EmailVerifyRequestSchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  token: Type.String({ minLength: 1, maxLength: 200 }),
}, { additionalProperties: false });
export type EmailVerifyRequest = Static<typeof EmailVerifyRequestSchema>;

/* ---------- Answers ---------- */

/** The validated registration whose training is ongoing or the next to come. */
export const CurrentTrainingSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  start_date: DateTimeSchema,
  end_date: DateTimeSchema,
  /** Name of the place, null for a remote training without place. */
  place: Nullable(Type.String()),
  category: NamedItemSchema,
  color: Type.String(),
});
export type CurrentTraining = Static<typeof CurrentTrainingSchema>;

/** GET /api/user: the logged-in user, kept by the client after login. */
export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    /** The user's full name (same as `name`; the original client reads `username`). */
    username: Type.String(),
    name: Type.String(),
    email: Type.String(),
    role: RoleSchema,
    /** URL of the profile picture (served to authenticated users), null without picture. */
    temporary_profile_picture_url: Nullable(Type.String()),
    /** 0 until the terms of use are accepted, then 1. */
    accepted_terms: Type.Union([Type.Literal(0), Type.Literal(1)]),
    /** Percentage 0–100 of the expected profile fields that are filled. */
    profile_completion: Type.Integer({ minimum: 0, maximum: 100 }),
    current_training: Nullable(CurrentTrainingSchema),
    /** Whether the email address was verified (link of the sign-up email, or a password reset). */
    email_verified: Type.Boolean(),
  },
  { title: 'Utilisateur' },
);
export type User = Static<typeof UserSchema>;

export const LoginResponseSchema = Type.Object({
  /** JWT to send as `Authorization: Bearer …`; its `exp` claim gives the expiry. */
  token: Type.String(),
  user: UserSchema,
});
export type LoginResponse = Static<typeof LoginResponseSchema>;

export const MissingFieldSchema = Type.Object({
  /** Field of the account form. */
  id: Type.String(),
  /** French message listed in the form's banner. */
  message: Type.String(),
});
export type MissingField = Static<typeof MissingFieldSchema>;

/** GET /api/profile: the logged-in user's own profile (404 `{ message: 'Profile not found' }` when none). */
export const OwnProfileSchema = Type.Object(
  {
    id: Type.Integer(),
    profile_number: Type.String(),
    phone: Nullable(Type.String()),
    is_active: Type.Boolean(),
    role: RoleSchema,
    user: Type.Object({ name: Type.String(), email: Type.String() }),
    /** URL of the profile picture, null without picture. */
    profile_picture: Nullable(Type.String()),
    temporary_profile_picture_url: Nullable(Type.String()),
    profile_completion: Type.Integer({ minimum: 0, maximum: 100 }),
    missing_fields: Type.Array(MissingFieldSchema),
    /** Bank details typed by someone else at the account's creation, to confirm: the IBAN masked; null otherwise. */
    bank_details_to_confirm: Nullable(Type.Object({ iban_masked: Nullable(Type.String()) })),
  },
  { title: 'Profil personnel' },
);
export type OwnProfile = Static<typeof OwnProfileSchema>;

/**
 * What the page of a browser holding a valid session cookie carries in its HTML (a JSON data block, read
 * once at start, never executed): the answers of GET /api/user and GET /api/profile, and the session's
 * expiry (ms since the epoch) they were given for. The shell starts from them instead of asking.
 */
export interface FirstWave {
  expires: number;
  user: User;
  /** Null when the user has no profile yet (GET /api/profile answers 404). */
  profile: OwnProfile | null;
  /**
   * On the dashboard's page (`/`): the answers of its first reads (`DASHBOARD_FIRST_WAVE`), each under the
   * front end's query key, given by the same routes as when the page asks; a read the server could not
   * answer is left out, and the page asks for it.
   */
  reads?: FirstWaveAnswer[];
  /** The remotes' registry (the shell's remotes.json: remote name → its manifest's address), read instead of asking for it. */
  remotes?: Record<string, string>;
}

/** One read of the first wave: the query key it fills and the route's answer (its JSON body). */
export interface FirstWaveAnswer {
  key: readonly unknown[];
  data: unknown;
}

export const ValidateTokenResponseSchema = Type.Object({ valid: Type.Literal(true) });
export type ValidateTokenResponse = Static<typeof ValidateTokenResponseSchema>;

export const AcceptTermsResponseSchema = Type.Object({ message: Type.String(), accepted_terms: Type.Literal(1) });
export type AcceptTermsResponse = Static<typeof AcceptTermsResponseSchema>;

/* ---------- Endpoints ---------- */

export const authEndpoints = endpoints({
  /** Login: a token and the user. */
  'POST /login': {
    body: LoginRequestSchema,
    responses: { 200: LoginResponseSchema, ...ErrorResponses(400, 401, 403, 413, 415, 429) },
  },
  /** The logged-in user. */
  'GET /user': { responses: { 200: UserSchema, ...ErrorResponses(400, 401, 404) } },
  /** The logged-in user's own profile (404 without one). */
  'GET /profile': { responses: { 200: OwnProfileSchema, ...ErrorResponses(400, 401, 404) } },
  /** Revokes the caller's token. */
  'POST /logout': { responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 413, 415) } },
  'GET /validate-token': { responses: { 200: ValidateTokenResponseSchema, ...ErrorResponses(400, 401) } },
  /** A trainee's sign-up (a confirmation email is sent). */
  'POST /register': {
    body: RegisterRequestSchema,
    responses: { 201: MessageSchema, ...ErrorResponses(400, 413, 415, 422, 429) },
  },
  /** Confirms an email address (sign-up or change of the login email) with the emailed link's id and token. */
  'POST /email/verify': { body: EmailVerifyRequestSchema, responses: { 200: MessageSchema, ...ErrorResponses(400, 413, 415) } },
  /** Undoes a change of the login email from the link sent to the old address (every session closed). */
  'POST /email/undo-change': {
    body: EmailVerifyRequestSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 413, 415, 429) },
  },
  /** Emails a password reset link. */
  'POST /password/email': {
    body: PasswordEmailRequestSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 404, 413, 415, 429) },
  },
  /** A new password from the reset link (open sessions revoked). */
  'POST /password/reset': {
    body: PasswordResetRequestSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 413, 415, 422, 429) },
  },
  /** Changes the caller's own password (current one required): every other session of the account is closed. */
  'PUT /user/password': {
    body: PasswordChangeRequestSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 413, 415, 422, 429) },
  },
  /** The caller accepts the terms of use. */
  'POST /profile/accept-terms': { responses: { 200: AcceptTermsResponseSchema, ...ErrorResponses(400, 401, 413, 415) } },
});

/** The API's French answers of sign-in, sign-up, email links and passwords. */
export const AUTH_MESSAGES = {
  badCredentials: 'Identifiant ou mot de passe incorrect.',
  loggedOut: 'Vous êtes déconnecté·e.',
  registered:
    "L'utilisateur a été créé avec succès. Vous allez recevoir un email de confirmation. Veuillez confirmer votre compte par email.",
  registerFailed: "Erreur lors de la création de l'utilisateur.",
  passwordMismatch: 'Le mot de passe est différent.',
  required: 'Ce champ est obligatoire.',
  verified: 'Bravo, votre email a bien été vérifié !',
  alreadyVerified: 'Votre adresse email a déjà été vérifiée.',
  verifyFailed: "Ce lien de vérification n'est pas valide ou a expiré.",
  emailChanged: 'Bravo, votre nouvelle adresse email est confirmée : utilisez-la désormais pour vous connecter.',
  emailChangeTaken: 'Cette adresse email est déjà utilisée par un autre compte : le changement n’a pas été fait.',
  emailChangeUndone:
    'Le changement d’adresse email est annulé : votre adresse de connexion est celle à laquelle ce message a été envoyé. Toutes les sessions ouvertes sur votre compte ont été fermées ; changez votre mot de passe par précaution.',
  undoFailed: "Ce lien d'annulation n'est pas valide ou a expiré.",
  resetSent: 'Vous allez recevoir, par email, un lien pour réinitialiser votre mot de passe.',
  unknownEmail: 'Êtes-vous sûr·e de votre adresse email ?',
  resetDone: 'Votre mot de passe a été changé avec succès. Vous pouvez maintenant vous connecter.',
  passwordChanged:
    'Votre mot de passe a été changé avec succès. Les autres sessions ouvertes sur votre compte ont été fermées.',
  wrongPassword: 'Le mot de passe actuel est incorrect.',
  passwordChangeFailed: "Le mot de passe n'a pas été changé.",
  resetExpired:
    "Il semblerait que votre code d'autorisation a expiré. Vous pouvez réinitialiser votre mot de passe une nouvelle fois.",
  termsAccepted: "Les conditions d'utilisation sont acceptées.",
  profileNotFound: 'Profile not found',
} as const;

/** What a new password breaks of the one rule every new password obeys (the API checks it wherever a password is set). */
export const PASSWORD_MESSAGES = {
  tooShort: `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`,
  tooLong: `Le mot de passe doit contenir au plus ${MAX_PASSWORD_LENGTH} caractères.`,
  common:
    'Ce mot de passe fait partie des mots de passe les plus courants, que les attaquants essaient en premier : choisissez-en un autre.',
} as const;
