/** The people of the institute as staff browse them. */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses, NamedItemSchema, Nullable, PagedSchema, RoleSchema, pageQueryProperties } from './common';
import { endpoints } from './endpoint';
export { TEACHER_LIST_PER_PAGE, TRAINEE_LIST_PER_PAGE } from './constants/limits';

/**
 * The name filter of the people lists: every word typed must appear in the person's name, in any
 * order, case and accents aside ('dupont m' finds 'Marie Dupont'). Blank lists everyone.
 */
const NameFilterSchema = Type.Optional(Type.String({ maxLength: 100, description: 'Mots du nom (tous présents, sans casse ni accents)' }));

/** GET /api/users/by-role/stagiaire query. */
export const TraineeListQuerySchema = Type.Object({ ...pageQueryProperties, name: NameFilterSchema }, { additionalProperties: false });
export type TraineeListQuery = Static<typeof TraineeListQuerySchema>;

/** One trainee of the list: name, current union, valid mandates, company and its size, and the profile to open. */
export const TraineeListItemSchema = Type.Object(
  {
    /** The profile's id (/stagiaires/{id}). */
    id: Type.Integer(),
    user_id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    profile_number: Type.String(),
    profile_picture: Nullable(Type.String()),
    /** False for a closed account: listed, so that its history stays reachable. */
    is_active: Type.Boolean(),
    /** The most recent valid union membership. */
    union: Nullable(NamedItemSchema),
    /** Valid mandates, by name. */
    mandates: Type.Array(NamedItemSchema),
    company_name: Nullable(Type.String()),
    company_size: Nullable(NamedItemSchema),
  },
  { additionalProperties: false },
);
export type TraineeListItem = Static<typeof TraineeListItemSchema>;

/** GET /api/teachers query. */
export const TeacherListQuerySchema = Type.Object({ ...pageQueryProperties, name: NameFilterSchema }, { additionalProperties: false });
export type TeacherListQuery = Static<typeof TeacherListQuerySchema>;

/** One trainer of the list (a responsable pédagogique or an intervenant): name, role, employment status, function. */
export const TeacherListItemSchema = Type.Object(
  {
    /** The profile's id (/formateurs/{id}). */
    id: Type.Integer(),
    user_id: Type.Integer(),
    name: Type.String(),
    email: Type.String(),
    profile_number: Type.String(),
    profile_picture: Nullable(Type.String()),
    /** False for a closed account, listed so that its trainings and hours stay reachable. */
    is_active: Type.Boolean(),
    role: RoleSchema,
    /** Employment status ('Vacataire'…), shown as the list's 'Statut'. */
    employment_status: Nullable(NamedItemSchema),
    /** The person's function ('Avocat en droit du travail'…). */
    title: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type TeacherListItem = Static<typeof TeacherListItemSchema>;

/* ---------- Endpoints ---------- */

export const peopleEndpoints = endpoints({
  /** The trainees by name, a page at a time, filtered by the words of their name. */
  'GET /users/by-role/stagiaire': {
    query: TraineeListQuerySchema,
    responses: { 200: PagedSchema(TraineeListItemSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** The trainers (responsables pédagogiques and intervenants) by name, 10 a page, filtered by the words of their name. */
  'GET /teachers': {
    query: TeacherListQuerySchema,
    responses: { 200: PagedSchema(TeacherListItemSchema), ...ErrorResponses(400, 401, 403) },
  },
});
