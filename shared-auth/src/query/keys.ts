/**
 * The first element of every query key, by domain. Every remote shares one query client, so these
 * roots are the contract between a write and the lists it changes, whichever remote shows them: a
 * write invalidates the roots it touches (`queryClient.invalidateQueries({ queryKey: queryRoots.trainings })`)
 * and every list, page and panel under it loads again.
 */
export const queryRoots = {
  /** Trainings lists and details (dashboard panels, trainings list, searches of trainings). */
  trainings: ['trainings'],
  /** Registrations to process (staff side). */
  registrations: ['registrations'],
  /** Expenses (défraiements) and payments. */
  expenses: ['expenses'],
  /** Yearly figures of the administrator's dashboard. */
  stats: ['stats'],
  /** Profiles (trainees, trainers, team). */
  profiles: ['profiles'],
  /** Reference lists (categories, unions, mandates, councils…): the reference editor invalidates them. */
  lookups: ['lookups'],
  /** The logged-in trainee's own registrations. */
  traineeTrainings: ['trainee-trainings'],
} as const;
