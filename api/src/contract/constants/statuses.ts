/**
 * Ids of the system reference lists, written once: the rules of the spec are stated on them, the
 * database is seeded with them (db/reference-data.ts) and queries use them instead of bare numbers.
 * Each list: the tuple of its names (order of the ids), then the ids by name.
 */
import { valuesAt } from './values-at';

export const TRAINING_STATUS_NAMES = ['upcoming', 'validated', 'published', 'postponed', 'toClose', 'cancelled', 'closed'] as const;
/** 1 À venir, 2 Validée, 3 Publiée, 4 Reportée, 5 À clôturer, 6 Annulée, 7 Clôturée. */
export const TRAINING_STATUS = {
  upcoming: 1,
  validated: 2,
  published: 3,
  postponed: 4,
  toClose: 5,
  cancelled: 6,
  closed: 7,
} as const satisfies Record<(typeof TRAINING_STATUS_NAMES)[number], number>;
export type TrainingStatusId = (typeof TRAINING_STATUS)[keyof typeof TRAINING_STATUS];
export const TRAINING_STATUS_IDS = valuesAt(TRAINING_STATUS, TRAINING_STATUS_NAMES);

export function isTrainingStatusId(value: number): value is TrainingStatusId {
  return (TRAINING_STATUS_IDS as readonly number[]).includes(value);
}

/** The key is the status's slug (as answered in `registration_status.slug`). */
export const REGISTRATION_STATUS_SLUGS = ['preinscription', 'valide', 'refuse', 'en_attente'] as const;
export type RegistrationStatusSlug = (typeof REGISTRATION_STATUS_SLUGS)[number];
/** 1 Préinscription, 2 Validé, 3 Refusé, 4 En attente. */
export const REGISTRATION_STATUS = { preinscription: 1, valide: 2, refuse: 3, en_attente: 4 } as const satisfies Record<
  RegistrationStatusSlug,
  number
>;
export type RegistrationStatusId = (typeof REGISTRATION_STATUS)[RegistrationStatusSlug];

export function isRegistrationStatusSlug(value: string): value is RegistrationStatusSlug {
  return (REGISTRATION_STATUS_SLUGS as readonly string[]).includes(value);
}

/** 1 En cours, 2 À payer, 3 En attente de pièces, 4 Mise en paiement. */
export const EXPENSE_STATUS = { inProgress: 1, toPay: 2, awaitingReceipts: 3, paymentIssued: 4 } as const;
export type ExpenseStatusId = (typeof EXPENSE_STATUS)[keyof typeof EXPENSE_STATUS];

/** Ares contract status of a staff member's hours: 1 Contrat à établir, 2 Contrat validé, 3 Heures mises en paiement. */
export const ARES_STATUS = { toDraw: 1, validated: 2, paid: 3 } as const;
export type AresStatusId = (typeof ARES_STATUS)[keyof typeof ARES_STATUS];
