/**
 * The institute's team: the
 * directory's cards, the creation of an administrateur, a gestionnaire, a responsable pédagogique or
 * an intervenant account (`POST /api/register/{admin,manager,pedagogical-supervisor,teacher}`), and
 * the employment statuses offered as an intervenant's remuneration status.
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses, NamedItemSchema, Nullable, PagedSchema, RoleSchema, pageQueryProperties } from './common';
import { endpoints } from './endpoint';
import { MAX_SECONDARY_EMAILS } from './constants/limits';

/** French messages of the team rules, shared by the server and the screens. */
export const TEAM_MESSAGES = {
  /** The success of a creation. */
  created: 'Bravo, le profil a bien été créé',
  createFailed: 'Erreur lors de la création du profil',
  emailRequired: "L'adresse email est requise.",
  nameRequired: 'Le nom est requis.',
  roleMismatch: 'Le rôle demandé ne correspond pas à cette création de compte.',
  teamFieldsOnlyByManagers: 'Seule la personne qui gère ce compte peut modifier sa fonction et son statut de rémunération.',
} as const;

const optionalId = Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 2147483647 })));
const text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** Fields of every team member's creation; no password: the server generates it. */
const memberFields = {
  /** Full name: at least two words. */
  name: Type.String({ minLength: 1, maxLength: 255 }),
  /** The login email. */
  email: Type.String({ format: 'email', maxLength: 255 }),
  /** The role of the path, repeated by the original client: refused when it names another role. */
  role_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  genre_id: optionalId,
  phone: text(30),
  emails: Type.Optional(Type.Array(Type.String({ format: 'email', maxLength: 255 }), { maxItems: MAX_SECONDARY_EMAILS })),
  /** The person's function ('Avocat en droit du travail'). */
  title: text(255),
};

/** POST /api/register/admin and /api/register/manager. */
export const ManagerCreateSchema = Type.Object(memberFields, { additionalProperties: false });
export type ManagerCreate = Static<typeof ManagerCreateSchema>;

/** POST /api/register/pedagogical-supervisor and /api/register/teacher: also address, bank, vehicle and remuneration status. */
export const TeacherCreateSchema = Type.Object(
  {
    ...memberFields,
    street_number: text(20),
    street_name: text(255),
    profile_zip_code: Type.Optional(Nullable(Type.String({ pattern: '^[0-9]{5}$' }))),
    city_id: optionalId,
    has_vehicle: Type.Optional(Type.Boolean()),
    vehicle_category_id: optionalId,
    /** Spaces allowed; checked with its checksum (ISO 13616). */
    iban: text(42),
    bic: text(11),
    /** The remuneration status (an intervenant's). */
    employment_status_id: optionalId,
  },
  { additionalProperties: false },
);
export type TeacherCreate = Static<typeof TeacherCreateSchema>;

/** Answer of a creation: the new profile's id (the page goes on to its edit screen and uploads the picture). */
export const TeamMemberCreatedSchema = Type.Object({
  message: Type.String(),
  id: Type.Integer(),
  profile: Type.Object({ id: Type.Integer() }),
});
export type TeamMemberCreated = Static<typeof TeamMemberCreatedSchema>;

/** GET /api/team query. */
export const TeamListQuerySchema = Type.Object({ ...pageQueryProperties }, { additionalProperties: false });
export type TeamListQuery = Static<typeof TeamListQuerySchema>;

/** One card of the team directory: an administrateur, a gestionnaire or a responsable pédagogique. */
export const TeamMemberItemSchema = Type.Object(
  {
    /** The profile's id (/equipe/{id}, /equipe/modifier-un-compte/{id}). */
    id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    profile_number: Type.String(),
    profile_picture: Nullable(Type.String()),
    is_active: Type.Boolean(),
    role: RoleSchema,
    title: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type TeamMemberItem = Static<typeof TeamMemberItemSchema>;

/* ---------- Endpoints ---------- */

const creationResponses = { 201: TeamMemberCreatedSchema, ...ErrorResponses(400, 401, 403, 413, 415, 422) };

export const teamEndpoints = endpoints({
  /** The team directory: administrators, managers and pedagogical supervisors, by role then name. */
  'GET /team': {
    query: TeamListQuerySchema,
    responses: { 200: PagedSchema(TeamMemberItemSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** Creates an administrateur account (an email invites them to choose their password). */
  'POST /register/admin': { body: ManagerCreateSchema, responses: creationResponses },
  /** Creates a gestionnaire account. */
  'POST /register/manager': { body: ManagerCreateSchema, responses: creationResponses },
  /** Creates a responsable pédagogique account. */
  'POST /register/pedagogical-supervisor': { body: TeacherCreateSchema, responses: creationResponses },
  /** Creates an intervenant account. */
  'POST /register/teacher': { body: TeacherCreateSchema, responses: creationResponses },
  /** The employment statuses (an intervenant's remuneration status). */
  'GET /employment-statuses': { responses: { 200: Type.Array(NamedItemSchema), ...ErrorResponses(400, 401) } },
});
