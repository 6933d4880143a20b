/**
 * Rules of registering and unregistering (spec 001 §2 wizard and registration panel, §4, §5, §9), as
 * pure functions so that the wizard's options and the registration itself decide alike.
 */
import { REGISTRATION_CLOSES_DAYS_BEFORE_START } from '../../contract/catalog';
import type { RoleSlug } from '../../contract/common';
import { CAN_REGISTER_OTHERS, CAN_REGISTER_TO_TRAININGS } from '../../contract/roles';
import { TRAINING_STATUS } from '../../contract/statuses';
import { accommodationAllowed, coordinatesOfRow, distanceKm } from '../../lib/geo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Registration is open until 7 days before the start. */
export function registrationOpen(start: Date, now: Date): boolean {
  return now.getTime() < start.getTime() - REGISTRATION_CLOSES_DAYS_BEFORE_START * DAY_MS;
}

/** Trainings of the catalogue take registrations: published or postponed, not ended. */
export function takesRegistrations(statusId: number, end: Date, now: Date): boolean {
  return (statusId === TRAINING_STATUS.published || statusId === TRAINING_STATUS.postponed) && end.getTime() >= now.getTime();
}

/** A trainee may unregister, and staff unregister a trainee, while the training is published or postponed. */
export function unregistrationAllowed(statusId: number): boolean {
  return statusId === TRAINING_STATUS.published || statusId === TRAINING_STATUS.postponed;
}

/**
 * Whose registration a caller sends (POST …/register, GET …/registration-options): their own (a
 * trainee), or, for the roles of CAN_REGISTER_OTHERS, the trainee named by `profile_id`. 'forbidden' for
 * anyone else naming another profile; 'choose' when a role that does not register itself names nobody.
 */
export function registrantOf(
  caller: { role: RoleSlug; profileId: number | null },
  requested: number | undefined,
): { profileId: number | null; other: boolean } | 'forbidden' | 'choose' {
  const registersOthers = CAN_REGISTER_OTHERS.includes(caller.role);
  if (requested === undefined || requested === caller.profileId) {
    if (!CAN_REGISTER_TO_TRAININGS.includes(caller.role)) return registersOthers ? 'choose' : 'forbidden';
    return { profileId: caller.profileId, other: false };
  }
  return registersOthers ? { profileId: requested, other: true } : 'forbidden';
}

/** Who may unregister a profile: the trainee themself, or the staff who process registrations. */
export function mayUnregister(caller: { role: RoleSlug; profileId: number | null }, profileId: number): boolean {
  if (caller.role === 'stagiaire') return caller.profileId === profileId;
  return caller.role === 'administrateur' || caller.role === 'gestionnaire' || caller.role === 'responsable-pedagogique';
}

type CoordinateColumns = { latitude: string | null; longitude: string | null };

/** Distance in km between the trainee's commune and the training place's, or null when either is unknown. */
export function homeToPlaceKm(home: CoordinateColumns | null, place: CoordinateColumns): number | null {
  const a = home ? coordinatesOfRow(home) : null;
  const b = coordinatesOfRow(place);
  return a && b ? distanceKm(a, b) : null;
}

/** Accommodation may be asked: the training offers it and the trainee lives more than 50 km away. */
export function accommodationOffered(trainingOffersIt: boolean, km: number | null): boolean {
  return trainingOffersIt && accommodationAllowed(km) === true;
}
