import type { RoleSlug } from './common';

/** One result of GET /api/profiles-search. */
export interface ProfileSearchItem {
  id: number;
  profile_number: string;
  user: { id: number; name: string; email: string };
  phone: string | null;
  is_active: boolean;
  role: { id: number; name: string; slug: RoleSlug };
  /** URL of the profile picture (served by the API to logged-in users), or null. */
  profile_picture: string | null;
}

/** A person as shown in dashboard lists. */
export interface ProfileSummary {
  id: number;
  name: string;
  email: string;
  profile_picture: string | null;
}
