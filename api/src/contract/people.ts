/** The people of the institute as staff browse them (spec 002 §2 'Trainee list', §7). */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses, NamedItemSchema, Nullable, PagedSchema, pageQueryProperties } from './common';
import { endpoints } from './endpoint';
export { TRAINEE_LIST_PER_PAGE } from './constants/limits';

/** GET /api/users/by-role/stagiaire query. */
export const TraineeListQuerySchema = Type.Object(pageQueryProperties, { additionalProperties: false });
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

/* ---------- Endpoints ---------- */

export const peopleEndpoints = endpoints({
  /** The trainees by name, a page at a time. */
  'GET /users/by-role/stagiaire': {
    query: TraineeListQuerySchema,
    responses: { 200: PagedSchema(TraineeListItemSchema), ...ErrorResponses(400, 401, 403) },
  },
});
