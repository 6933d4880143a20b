/** Double bookings: the kinds, their French labels and the API's messages (values the front ends show). */

/** What is booked twice: the place, or a person of the team (whatever their role in either training). */
export const CONFLICT_KINDS = ['place', 'teacher', 'pedagogical_supervisor'] as const;
export type ConflictKindValue = (typeof CONFLICT_KINDS)[number];

/** The save that recorded a conflict confirmed anyway: a creation, an edit, a postponement, a team member added. */
export const CONFLICT_CONTEXTS = ['creation', 'modification', 'report', 'equipe'] as const;
export type ConflictContext = (typeof CONFLICT_CONTEXTS)[number];

/** The French label of each kind, as the warnings and the dashboard show it. */
export const CONFLICT_KIND_LABELS: Record<ConflictKindValue, string> = {
  place: 'Lieu déjà réservé',
  teacher: 'Intervenant déjà pris',
  pedagogical_supervisor: 'Responsable pédagogique déjà pris',
};

/** The API's French answers about conflicts. */
export const CONFLICT_MESSAGES = {
  conflicts: 'Cette formation entre en conflit avec une autre formation. Confirmez pour enregistrer malgré tout.',
  exclusive: 'Ce lieu est exclusif : il est déjà réservé pour une autre formation sur ces dates.',
  endBeforeStart: 'La date de fin doit être postérieure à la date de début.',
} as const;
