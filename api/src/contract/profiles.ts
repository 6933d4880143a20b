/** People: the profile search of the top bar and the summaries shown in lists. */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses, Nullable, ROLE, RoleSlugSchema } from './common';
import { endpoints } from './endpoint';

const RoleIdsSchema = Type.Array(Type.Integer({ minimum: ROLE.administrateur, maximum: ROLE.stagiaire }), { maxItems: 5 });

/** GET /api/profiles-search query: a name (words in any order) or part of a profile number, roles optional. */
export const ProfileSearchQuerySchema = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  profile_number: Type.Optional(Type.String({ maxLength: 20 })),
  role_ids: Type.Optional(RoleIdsSchema),
  /** The same list as PHP-style clients send it (`role_ids[]=5`). */
  'role_ids[]': Type.Optional(RoleIdsSchema),
}, { additionalProperties: false });
export type ProfileSearchQuery = Static<typeof ProfileSearchQuerySchema>;

/** One result of GET /api/profiles-search. */
export const ProfileSearchItemSchema = Type.Object({
  id: Type.Integer(),
  profile_number: Type.String(),
  user: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  phone: Nullable(Type.String()),
  /** Web page of a team member (the speaker search's preview card). */
  url: Nullable(Type.String()),
  is_active: Type.Boolean(),
  role: Type.Object({ id: Type.Integer(), name: Type.String(), slug: RoleSlugSchema }),
  /** URL of the profile picture (served by the API to logged-in users), or null. */
  profile_picture: Nullable(Type.String()),
});
export type ProfileSearchItem = Static<typeof ProfileSearchItemSchema>;

/** A person as shown in dashboard lists. */
export const ProfileSummarySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  profile_picture: Nullable(Type.String()),
});
export type ProfileSummary = Static<typeof ProfileSummarySchema>;

/* ---------- Endpoints ---------- */

export const profileEndpoints = endpoints({
  /** The top bar's search of profiles by the words of a name or part of a profile number (staff). */
  'GET /profiles-search': {
    query: ProfileSearchQuerySchema,
    responses: { 200: Type.Array(ProfileSearchItemSchema), ...ErrorResponses(400, 401, 403) },
  },
});
