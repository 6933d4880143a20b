/**
 * Calendars: the private feed address of each user (a trainee's validated trainings, a trainer's
 * teaching) and its renewal, which revokes the previous address.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, Nullable } from './common';
import { endpoints } from './endpoint';

export const CALENDAR_FEED_MESSAGES = {
  renewed: 'Le lien de votre agenda a été renouvelé : l’ancien lien ne fonctionne plus.',
  created: 'Le lien de votre agenda a été créé.',
  unknown: 'Ce lien d’agenda n’existe pas ou a été renouvelé.',
} as const;

/**
 * The caller's feed: when its current address was made, or null before the first one. The address
 * itself is shown only by its making or renewal (POST): the server keeps only a hash of its token.
 */
export const CalendarFeedSchema = Type.Object({ created_at: Nullable(DateTimeSchema) });
export type CalendarFeed = Static<typeof CalendarFeedSchema>;

/** The new address's path under the portal's address, e.g. /api/calendar/Xy…z.ics: shown this once. */
export const CalendarFeedRenewedSchema = Type.Object({ message: Type.String(), path: Type.String() });
export type CalendarFeedRenewed = Static<typeof CalendarFeedRenewedSchema>;

/** The feed's file name: the secret token and the .ics extension. */
export const CalendarFileParamsSchema = Type.Object(
  { file: Type.String({ pattern: '^[A-Za-z0-9_-]{32,64}\\.ics$', maxLength: 68 }) },
  { additionalProperties: false },
);

export const calendarFeedEndpoints = endpoints({
  'GET /calendar-feed': { responses: { 200: CalendarFeedSchema, ...ErrorResponses(400, 401, 403) } },
  /** Makes the caller's feed address, or replaces it (the old address stops working). */
  'POST /calendar-feed': { responses: { 201: CalendarFeedRenewedSchema, ...ErrorResponses(400, 401, 403, 429) } },
  /** The feed itself (text/calendar), public: the secret address is its only key. */
  'GET /calendar/:file': {
    params: CalendarFileParamsSchema,
    file: true,
    responses: { 200: Type.Unsafe<string>({ type: 'string', description: 'Agenda iCalendar (text/calendar)' }), ...ErrorResponses(400, 404, 429) },
  },
});
