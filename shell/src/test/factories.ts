import type { RoleSlug, User } from '@irt/api/contract';
import { roleBySlug } from '@irt/shared-auth';

/** A user as GET /api/user answers it. */
export function aUser(role: RoleSlug, overrides: Partial<User> = {}): User {
  const { id, name, slug } = roleBySlug(role);
  return {
    id: 1,
    username: 'Camille Martin',
    name: 'Camille Martin',
    email: 'camille.martin@example.fr',
    role: { id, name, slug },
    temporary_profile_picture_url: null,
    accepted_terms: 1,
    profile_completion: 100,
    current_training: null,
    email_verified: true,
    ...overrides,
  };
}
