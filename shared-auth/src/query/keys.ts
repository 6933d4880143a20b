import { useQueryClient, type QueryClient } from '@tanstack/react-query';

/**
 * The first element of every query key, by domain. Every remote shares one query client, so these
 * roots are the contract between a write and the lists it changes, whichever remote shows them: a
 * write names itself in `WRITE_INVALIDATES` below, and every list, page and panel under the roots it
 * changes loads again.
 */
export const queryRoots = {
  /** Trainings lists and details (dashboard panels, trainings list, searches of trainings). */
  trainings: ['trainings'],
  /** Registrations to process (staff side: the 'Préinscriptions à traiter' panel). */
  registrations: ['registrations'],
  /** Expenses (défraiements) and payments. */
  expenses: ['expenses'],
  /** Yearly figures of the administrator's dashboard. */
  stats: ['stats'],
  /** Profiles (trainees, trainers, team) and the profile searches. */
  profiles: ['profiles'],
  /** Reference lists (categories, unions, mandates, councils…): the reference editor invalidates them. */
  lookups: ['lookups'],
  /** The logged-in trainee's own registrations. */
  traineeTrainings: ['trainee-trainings'],
  /** The scheduled jobs (Administration › Tâches planifiées). */
  jobs: ['jobs'],
  /** Complaints (the author's own and the staff's list) and the improvement actions. */
  quality: ['quality'],
} as const;

export type QueryRoot = (typeof queryRoots)[keyof typeof queryRoots];

const { trainings, registrations, expenses, stats, profiles, traineeTrainings, lookups, jobs, quality } = queryRoots;

/**
 * Which writes refresh which lists: each write the portal makes, by name, and the roots of every list it
 * changes, whatever remote shows that list. A mutation's `onSuccess` calls `invalidateAfter(client, name)`
 * and never picks roots by hand, so a list added under a root is refreshed by every write that changes it.
 */
export const WRITE_INVALIDATES = {
  /**
   * A trainee pre-registers, or the administrateur registers one: the training's places and trainees, the
   * pre-registrations to process, the trainee's own lists and their profile (registrations, counters).
   */
  registrationCreated: [trainings, registrations, traineeTrainings, profiles],
  /** The leave a registration uses, corrected by staff: the training's trainees, the trainee's balances (under profiles). */
  registrationLeaveChanged: [trainings, traineeTrainings, profiles],
  /** Validated, waiting or refused: the same lists, and the yearly count of validated trainees. */
  registrationStatusChanged: [trainings, registrations, traineeTrainings, profiles, stats],
  /** A trainee unregisters, or staff unregister them: as a status change (the registration is gone). */
  registrationCancelled: [trainings, registrations, traineeTrainings, profiles, stats],
  /**
   * A training created or edited (the form, the title, theme and place dialog): every list of trainings,
   * the rows that name it (pre-registrations, a trainee's own), the yearly count of trainings.
   */
  trainingSaved: [trainings, registrations, traineeTrainings, stats],
  /** A step of the lifecycle, attendance marked done or reopened: the same lists (completed and cancelled trainings are counted). */
  trainingStatusChanged: [trainings, registrations, traineeTrainings, stats],
  /** New dates (and place), status Reportée: the same lists. */
  trainingPostponed: [trainings, registrations, traineeTrainings, stats],
  /** A member added, removed, or their hours and needs changed: the team, the dashboards' lists of trainings without teachers or hours, the trainer hours report. */
  teamChanged: [trainings, profiles],
  /** A half-day marked absent or present again, or marked present by the staff with a reason: the training's attendance. */
  absenceChanged: [trainings],
  /** Convocations or certificates sent: the registrations' documents are marked sent. */
  documentsSent: [trainings],
  /** A trainee's evaluation: their training's page and the staff's Évaluations tab. */
  evaluationCreated: [trainings],
  /** A cold survey or a team survey answered: the answerer's survey page and the staff's Évaluations tab. */
  surveyAnswered: [trainings],
  /** An expense or a receipt created or deleted: the trainee's refunds and the staff's expense lists. */
  expenseSaved: [expenses],
  /** A payment order made for an expense: the expense's payment section. */
  paymentOrderCreated: [expenses],
  /**
   * An expense paid ('Mise en paiement'): every expense list and panel (the régie, the Défraiements tab,
   * the dashboards' expenses to pay, the trainee's refunds) and the trainings that count expenses to pay.
   */
  expensePaid: [expenses, trainings],
  /** A payment cancelled: the same lists as a payment (the expense is 'À payer' again). */
  paymentCancelled: [expenses, trainings],
  /** A new régie opened: the régie page and every payment section (their current régie changed). */
  regieCreated: [expenses],
  /** A trainee's reimbursement or accommodation switch (Défraiements tab): the training's trainees and its expenses. */
  reimbursementChanged: [trainings, expenses],
  /** A profile written (any section of the account form, the main email): the profiles and their searches. */
  profileSaved: [profiles],
  /** An account closed: the person's page, the people lists and the profile searches show it 'Inactif'. */
  accountClosed: [profiles],
  /** A closed account reopened: the same lists show it 'Actif' again. */
  accountReopened: [profiles],
  /**
   * An item of a reference list added, renamed or deleted (the reference editor): the lists every form
   * picks from, and the trainings and profiles that show the items' names.
   */
  referenceSaved: [lookups, trainings, profiles],
  /** A failed job retried ('Relancer'): the list of the jobs. */
  jobRetried: [jobs],
  /** A complaint filed, moved along its statuses or answered: the author's complaints and the staff's list. */
  complaintSaved: [quality],
  /** An improvement action opened, edited, marked done or deleted: the actions list and its complaint. */
  improvementActionSaved: [quality],
} as const satisfies Record<string, readonly QueryRoot[]>;

export type WriteName = keyof typeof WRITE_INVALIDATES;

/** Marks stale every list the write changes; those on screen load again. Resolves once they have. */
export async function invalidateAfter(client: QueryClient, write: WriteName): Promise<void> {
  await Promise.all(WRITE_INVALIDATES[write].map((root) => client.invalidateQueries({ queryKey: root })));
}

/** `invalidateAfter` bound to the page's query client: the `onSuccess` of a mutation. */
export function useInvalidateAfter(write: WriteName): () => Promise<void> {
  const client = useQueryClient();
  return () => invalidateAfter(client, write);
}
