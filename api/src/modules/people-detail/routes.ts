/**
 * A trainee's or a trainer's page: the
 * person's trainings, their expenses by training, and the closing of their account. The profile
 * itself is GET /profiles/{id} (profiles module), whose reading rules apply here too.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isRoleSlug, type MessageResponse, type Paged } from '../../contract/common';
import {
  ACCOUNT_CLOSING_MESSAGES,
  PERSON_TRAININGS_PER_PAGE,
  type PersonExpensesByTraining,
  type PersonTraining,
} from '../../contract/people-detail';
import { CAN_BROWSE_TRAINEES, CAN_CLOSE_ACCOUNTS, CAN_READ_PERSON_EXPENSES, CAN_REOPEN_ACCOUNTS } from '../../contract/roles';
import { revokeUserSessions } from '../../lib/auth-sessions';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, MESSAGES } from '../../lib/errors';
import { pagedList, parsePage } from '../../lib/paging';
import { iso } from '../../lib/values';
import { requireAuth } from '../../plugins/auth';
import { profileFor } from '../profiles';
import { closeAccount, countPersonTrainings, listPersonTrainings, personExpenses, reopenAccount } from './queries';
import { closingRefusal, personTrainingsScope } from './scopes';

const TAGS = ['Profils'];

/** "12.50": the forced total when above 0, else the computed one. */
function amountDue(total: string, forced: string): string {
  return Number(forced) > 0 ? Number(forced).toFixed(2) : Number(total).toFixed(2);
}

const personDetailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /profiles/:id/trainings', {
      roles: CAN_BROWSE_TRAINEES,
      tags: TAGS,
      summary: 'Les formations d’une personne (stagiaire ou membre de l’équipe), 10 par page, les plus récentes d’abord',
    }),
    handler: async (request): Promise<Paged<PersonTraining>> => {
      const auth = requireAuth(request);
      const profileId = request.params.id;
      await profileFor(app.db, auth, profileId, 'read');
      const scope = personTrainingsScope(auth, profileId);
      return pagedList(parsePage(request.query, PERSON_TRAININGS_PER_PAGE), {
        rows: async (window) =>
          (await listPersonTrainings(app.db, profileId, scope, window)).map((r) => ({
            id: r.id,
            title: r.title,
            start_date: iso(r.start_date),
            end_date: iso(r.end_date),
            status: { id: r.status_id, name: r.status_name },
            part: r.part,
            registration_status:
              r.registration_status_id === null || r.registration_status_name === null ? null : { id: r.registration_status_id, name: r.registration_status_name },
          })),
        count: () => countPersonTrainings(app.db, profileId, scope),
      });
    },
  });

  app.route({
    ...endpointRoute('GET /profiles/:id/expenses', {
      roles: CAN_READ_PERSON_EXPENSES,
      tags: TAGS,
      summary: 'Les défraiements d’une personne, groupés par formation (lecture seule)',
    }),
    handler: async (request): Promise<PersonExpensesByTraining[]> => {
      const auth = requireAuth(request);
      const profileId = request.params.id;
      await profileFor(app.db, auth, profileId, 'read');
      const groups: PersonExpensesByTraining[] = [];
      for (const r of await personExpenses(app.db, profileId)) {
        let group = groups.at(-1);
        if (group?.training_id !== r.training_id) {
          group = { training_id: r.training_id, training_title: r.training_title, start_date: iso(r.start_date), expenses: [] };
          groups.push(group);
        }
        group.expenses.push({
          id: r.id,
          status: { id: r.status_id, name: r.status_name },
          amount: amountDue(r.total_amount, r.total_forced_amount),
          receipts_count: r.receipts_count,
          created_at: iso(r.created_at),
        });
      }
      return groups;
    },
  });

  app.route({
    ...endpointRoute('POST /profiles/:id/deactivate', {
      roles: CAN_CLOSE_ACCOUNTS,
      tags: TAGS,
      summary: 'Clôture d’un compte : plus de connexion, ses sessions ouvertes prennent fin (jamais le sien)',
    }),
    handler: async (request): Promise<MessageResponse> => {
      const auth = requireAuth(request);
      const row = await profileFor(app.db, auth, request.params.id, 'read');
      if (!isRoleSlug(row.role.slug)) throw new HttpError(404, MESSAGES.notFound);
      const refusal = closingRefusal(auth, { profileId: row.profile.id, role: row.role.slug, active: row.profile.is_active });
      if (refusal) throw new HttpError(refusal.status, refusal.message);
      await app.db.transaction(async (tx) => {
        await closeAccount(tx, row.profile.id, row.user.id);
        await revokeUserSessions(tx, row.user.id);
      });
      return { message: ACCOUNT_CLOSING_MESSAGES.closed(row.user.name) };
    },
  });

  app.route({
    ...endpointRoute('POST /profiles/:id/reactivate', {
      roles: CAN_REOPEN_ACCOUNTS,
      tags: TAGS,
      summary: 'Réactivation d’un compte clôturé : la personne se connecte de nouveau, avec de nouvelles sessions',
    }),
    handler: async (request): Promise<MessageResponse> => {
      const auth = requireAuth(request);
      const row = await profileFor(app.db, auth, request.params.id, 'read');
      if (row.profile.is_active) throw new HttpError(422, ACCOUNT_CLOSING_MESSAGES.notClosed);
      await app.db.transaction(async (tx) => {
        if (!(await reopenAccount(tx, row.profile.id, row.user.id))) throw new HttpError(422, ACCOUNT_CLOSING_MESSAGES.anonymised);
        // Nothing of the account's earlier sessions comes back: it starts with a new login.
        await revokeUserSessions(tx, row.user.id);
      });
      return { message: ACCOUNT_CLOSING_MESSAGES.reopened(row.user.name) };
    },
  });
};

export default personDetailRoutes;
