/**
 * Rules of registering and unregistering (the wizard and the registration panel), as
 * pure functions so that the wizard's options and the registration itself decide alike.
 */
import { REGISTRATION_CLOSES_DAYS_BEFORE_START } from '../../contract/catalog';
import type { RoleSlug } from '../../contract/common';
import { CAN_REGISTER_OTHERS, CAN_REGISTER_TO_TRAININGS } from '../../contract/roles';
import { TRAINING_STATUS } from '../../contract/statuses';
import type { RegistrationWindow } from '../../contract/trainings';
import { accommodationAllowed, coordinatesOfRow, distanceKm } from '../../lib/geo';
import { addDays, daysBetween, parisDay } from '../../lib/paris-time';

/**
 * Registrations close 7 days before the start, counted in days of the institute's calendar (Paris): they
 * are taken until the end of the day 7 days before the start day (a training starting on Monday the 16th
 * takes them until Monday the 9th, 23:59, Paris time), whatever the hour the training starts.
 */
export function registrationLastDay(start: Date): string {
  return addDays(parisDay(start), -REGISTRATION_CLOSES_DAYS_BEFORE_START);
}

/** Days of the Paris calendar from today to the last day of registration: 0 on that day, negative after it. */
export function registrationDaysLeft(start: Date, now: Date): number {
  return daysBetween(parisDay(now), registrationLastDay(start));
}

/** The cut-off alone: the last day of registration is not past. */
export function registrationOpen(start: Date, now: Date): boolean {
  return registrationDaysLeft(start, now) >= 0;
}

/** Trainings of the catalogue take registrations: published or postponed, not ended. */
export function takesRegistrations(statusId: number, end: Date, now: Date): boolean {
  return (statusId === TRAINING_STATUS.published || statusId === TRAINING_STATUS.postponed) && end.getTime() >= now.getTime();
}

/**
 * What the screens show of the registrations of a training (detail, catalogue, wizard): open or not now,
 * the last day and the days left, all from the functions above so that the page and the POST agree.
 */
export function registrationWindow(training: { status_id: number; start_date: Date; end_date: Date }, now: Date): RegistrationWindow {
  const daysLeft = registrationDaysLeft(training.start_date, now);
  return {
    open: takesRegistrations(training.status_id, training.end_date, now) && daysLeft >= 0,
    last_day: registrationLastDay(training.start_date),
    days_left: daysLeft,
  };
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
