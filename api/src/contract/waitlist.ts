/**
 * The waiting list of a training: the trainees 'En attente' in the order of their request, and the
 * freed seat offered for 48 hours to the first of them when the training asks for it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, IdParamsSchema, MessageSchema, Nullable } from './common';
import { endpoints } from './endpoint';

/** How long a freed seat stays offered to one waiting trainee. */
export const SEAT_OFFER_HOURS = 48;

export const WAITLIST_MESSAGES = {
  accepted: 'Bravo, votre inscription est validée',
  declined: 'Vous avez renoncé à la place proposée',
  noOffer: 'Aucune place ne vous est proposée pour cette formation, ou le délai pour l’accepter est passé.',
  expiredReason: `La place proposée n’a pas été acceptée dans le délai de ${SEAT_OFFER_HOURS} heures.`,
} as const;

/** A waiting trainee's place in the list, and the seat offered to them (with its deadline) if any. */
export const WaitingListPlaceSchema = Type.Object({
  /** 1 for the first in the list. */
  position: Type.Integer({ minimum: 1 }),
  /** The deadline of the seat offered to the trainee, or null when no seat is offered. */
  offer_expires_at: Nullable(DateTimeSchema),
});
export type WaitingListPlace = Static<typeof WaitingListPlaceSchema>;

export const waitlistEndpoints = endpoints({
  /** The waiting trainee takes the seat offered to them: their registration is validated. */
  'POST /trainings/:id/seat-offer/accept': {
    params: IdParamsSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
  },
  /** The waiting trainee declines the seat: they leave the list and the next one is asked. */
  'POST /trainings/:id/seat-offer/decline': {
    params: IdParamsSchema,
    responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 422) },
  },
});
