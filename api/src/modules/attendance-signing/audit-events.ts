/** How a presence changed by hand reads in the audit trail (absences and marks alike). */
import { AUDIT_ACTIONS } from '../../contract/audit';

/**
 * A presence changed by hand (an absence entered or removed, a mark made or removed), for the audit trail:
 * the training, then from/to as 'profil <id>, <date> matin|après-midi : <state>'. Who, when and from where
 * come from the request; free text (a mark's reason) never goes in.
 */
export function presenceCorrection(a: { training_id: number; profile_id: number; date: string; half_day: string }, from: string, to: string) {
  const what = `profil ${a.profile_id}, ${a.date} ${a.half_day === 'morning' ? 'matin' : 'après-midi'}`;
  return { action: AUDIT_ACTIONS.attendanceCorrection, objectType: 'formation' as const, objectId: a.training_id, from: `${what} : ${from}`, to: `${what} : ${to}` };
}
