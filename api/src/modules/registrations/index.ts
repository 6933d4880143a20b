/** Lists of registrations: what the scheduled work uses (the sweep of the registrations to process). */
export { sweepEndedOpenRegistrations } from './queries';
