/** Who receives the accessibility feedback: the active administrateurs. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { ROLE } from '../../contract/common';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** The active, not anonymised administrateurs' names and addresses. */
export function activeAdministrateurs(db: DbOrTx) {
  return db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.role_id, ROLE.administrateur), eq(users.is_active, true), isNull(users.anonymised_at)))
    .orderBy(asc(users.id));
}
