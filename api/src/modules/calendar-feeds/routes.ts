/**
 * Private calendar feeds: GET/POST /calendar-feed (whether the caller has an address, and its making or
 * renewal, which revokes the previous one and is the only answer showing the address: the database
 * keeps only its hash) and the feed itself, GET /calendar/{token}.ics, public but only to whoever holds
 * the secret address (a calendar application subscribes without a session).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CALENDAR_FEED_MESSAGES, type CalendarFeed, type CalendarFeedRenewed } from '../../contract/calendar-feeds';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/errors';
import { requireAuth } from '../../plugins/auth';
import { feedIcs } from './ics';
import { iso } from '../../lib/values';
import { feedCreatedAt, feedOwner, feedTrainings, renewFeedToken } from './queries';

const TAGS = ['Agendas'];

const feedPath = (token: string) => `/api/calendar/${token}.ics`;

/** Calendar applications poll a feed every few minutes at most; a guesser gets 429 well before a hit. */
const FEED_RATE_LIMIT = { max: 60, timeWindow: 10 * 60_000, hook: 'preHandler', groupId: 'calendar-feed' } as const;
const RENEW_RATE_LIMIT = {
  max: 10,
  timeWindow: 15 * 60_000,
  hook: 'preHandler',
  groupId: 'calendar-feed-renew',
  keyGenerator: (request: { auth?: { userId: number } | null; ip: string }) => `user:${request.auth?.userId ?? request.ip}`,
} as const;

const calendarFeedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /calendar-feed', { roles: 'authenticated', tags: TAGS, summary: 'La date de l’adresse privée de mon agenda (null avant sa création)' }),
    handler: async (request): Promise<CalendarFeed> => {
      const createdAt = await feedCreatedAt(app.db, requireAuth(request).userId);
      return { created_at: createdAt === null ? null : iso(createdAt) };
    },
  });

  app.route({
    ...endpointRoute('POST /calendar-feed', {
      roles: 'authenticated',
      tags: TAGS,
      summary: 'Créer ou renouveler l’adresse privée de mon agenda (l’ancienne ne fonctionne plus)',
      config: { rateLimit: RENEW_RATE_LIMIT },
    }),
    handler: async (request, reply): Promise<CalendarFeedRenewed> => {
      const { token, created } = await renewFeedToken(app.db, requireAuth(request).userId);
      reply.code(201);
      return { message: created ? CALENDAR_FEED_MESSAGES.created : CALENDAR_FEED_MESSAGES.renewed, path: feedPath(token) };
    },
  });

  app.route({
    ...endpointRoute('GET /calendar/:file', {
      roles: 'public',
      tags: TAGS,
      summary: 'L’agenda privé d’un utilisateur (iCalendar) : formations validées du stagiaire, interventions du formateur',
      config: { rateLimit: FEED_RATE_LIMIT },
    }),
    handler: async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const owner = await feedOwner(app.db, token);
      if (!owner) throw new HttpError(404, CALENDAR_FEED_MESSAGES.unknown);
      const trainings = owner.profile_id === null ? [] : await feedTrainings(app.db, owner.profile_id, new Date());
      const body = feedIcs(`Formations – ${owner.name}`, trainings, app.config.publicUrl);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="formations.ics"')
        .send(body);
    },
  });
};

export default calendarFeedRoutes;
