/** What each role sees in the Informations tab (spec 001 §2, "Informations tab"), as data. */
import type { RoleSlug } from '@irt/api/contract';

export type InformationsField = 'deferrals' | 'supervisors' | 'theme' | 'type' | 'price';

const STAFF: readonly RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
const MANAGERS: readonly RoleSlug[] = ['administrateur', 'gestionnaire'];

/** The fields of the Informations tab shown only to some roles; every other field is shown to all. */
export const INFORMATIONS_VISIBILITY: Record<InformationsField, readonly RoleSlug[]> = {
  /** Postponements ("reports"): everyone except stagiaire. */
  deferrals: STAFF,
  supervisors: STAFF,
  theme: STAFF,
  type: MANAGERS,
  /** Free or paid (and the price). */
  price: MANAGERS,
};

export function seesField(role: RoleSlug, field: InformationsField): boolean {
  return INFORMATIONS_VISIBILITY[field].includes(role);
}
