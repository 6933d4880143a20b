/** One training as the caller reads it (GET /api/trainings/{id}, and the answer of every training write). */
import type { TrainingDetail } from '../../contract/trainings';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-sessions';
import { HttpError } from '../../lib/errors';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import { allowedActionsFor } from './lifecycle';
import { waitingListPlace } from './waitlist';
import { findTrainingDetail, findTrainingRow, isOnTrainingTeam } from './queries';
import { toTrainingDetail } from './rows';
import { scopeParams, trainingDetailFor, trainingScope } from './scopes';

export const TRAINING_FORBIDDEN = "Vous n'avez pas accès à cette formation.";
export const TRAINING_NOT_FOUND = 'Formation introuvable.';

export async function readTrainingDetail(db: Db, auth: AuthContext, id: number, now = new Date()): Promise<TrainingDetail> {
  const record = await findTrainingDetail(db, id, trainingScope(auth, 'read'), scopeParams(auth, now));
  if (!record) throw new HttpError(404, TRAINING_NOT_FOUND);
  if (!record.visible) throw new HttpError(403, TRAINING_FORBIDDEN);
  const teaches = record.staff.some((member) => member.profile_id === auth.profileId);
  const actions = allowedActionsFor({ role: auth.role, teaches }, record.training, now);
  const detail = trainingDetailFor(auth.role, toTrainingDetail(record, actions, auth.profileId, now));
  const own = detail.own_registration;
  if (own && own.registration_status.id === REGISTRATION_STATUS.en_attente) own.waiting_list = await waitingListPlace(db, own.id);
  return detail;
}

/** Whether the profile teaches or supervises the training. */
export async function teachesTraining(db: Db, trainingId: number, profileId: number | null): Promise<boolean> {
  return profileId !== null && isOnTrainingTeam(db, trainingId, profileId);
}

/**
 * The training a staff route works on: 404 when unknown, 403 for an intervenant who neither teaches nor
 * supervises it (the object rule of scopes.ts: an intervenant reaches only the trainings they teach).
 */
export async function requireStaffTraining(db: Db, auth: AuthContext, trainingId: number) {
  const training = await findTrainingRow(db, trainingId);
  if (!training) throw new HttpError(404, TRAINING_NOT_FOUND);
  if (trainingScope(auth, 'read') === 'taught' && !(await teachesTraining(db, trainingId, auth.profileId))) {
    throw new HttpError(403, TRAINING_FORBIDDEN);
  }
  return training;
}
