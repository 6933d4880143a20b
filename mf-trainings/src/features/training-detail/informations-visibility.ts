/** What each role sees in the Informations tab, as data. */
import type { RoleSlug } from '@irt/api/contract';
import { CAN_LIST_TRAININGS, CAN_MANAGE_TRAININGS, roleCan } from '@irt/api/constants';

export type InformationsField = 'deferrals' | 'supervisors' | 'theme' | 'type' | 'price';

const STAFF = CAN_LIST_TRAININGS;
const MANAGERS = CAN_MANAGE_TRAININGS;

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
  return roleCan(INFORMATIONS_VISIBILITY[field], role);
}
