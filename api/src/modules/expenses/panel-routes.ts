/**
 * The expense panels of the dashboards: trainings having expenses to pay, and expenses
 * to follow up grouped by training. Their URLs are under /trainings, their data is the expenses'.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PageQuery, Paged } from '../../contract/common';
import type { ExpenseSummary, ExpenseTrackingRow, ValidatedExpensesTraining } from '../../contract/dashboards';
import { CAN_MANAGE_EXPENSES } from '../../contract/roles';
import { DASHBOARD_PER_PAGE } from '../../contract/constants/limits';
import { pagedList, parsePage } from '../../lib/paging';
import { iso, num } from '../../lib/values';
import { endpointRoute } from '../../lib/endpoint-route';
import { countExpenseTrainingsOf, listExpenseTrainings, type ExpenseJson, type ExpensePanel } from './panel-queries';

const DASHBOARD_TAGS = ['Tableaux de bord'];

export function expenseSummary(e: ExpenseJson): ExpenseSummary {
  const forced = num(e.total_forced_amount);
  return {
    id: e.id,
    profile_id: e.profile_id,
    profile_name: e.profile_name,
    role: e.role,
    // A forced total above 0 overrides the computed one.
    amount: forced > 0 ? forced : num(e.total_amount),
    status: { id: e.status_id, name: e.status_name },
  };
}

const expensePanelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** A page of the trainings having expenses of `panel`, each mapped by `toItem`. */
  function expenseTrainings<Item>(
    panel: ExpensePanel,
    query: PageQuery,
    toItem: (row: Awaited<ReturnType<typeof listExpenseTrainings>>[number]) => Item,
  ): Promise<Paged<Item>> {
    return pagedList(parsePage(query, DASHBOARD_PER_PAGE), {
      rows: async (window) => (await listExpenseTrainings(app.db, panel, window)).map(toItem),
      count: () => countExpenseTrainingsOf(app.db, panel),
    });
  }

  app.route({
    ...endpointRoute('GET /trainings/validated-expenses', {
      roles: CAN_MANAGE_EXPENSES,
      tags: DASHBOARD_TAGS,
      summary: 'Formations avec des défraiements à payer (statut À payer)',
    }),
    handler: async (request): Promise<Paged<ValidatedExpensesTraining>> => {
      return expenseTrainings('toPay', request.query, (r) => ({
        training_id: r.id,
        title: r.title,
        start_date: iso(r.start_date),
        end_date: iso(r.end_date),
        expenses: r.expenses.map(expenseSummary),
      }));
    },
  });

  app.route({
    ...endpointRoute('GET /trainings/pending-expenses', {
      roles: CAN_MANAGE_EXPENSES,
      tags: DASHBOARD_TAGS,
      summary: 'Défraiements à gérer (En cours, En attente de pièces), regroupés par formation',
    }),
    handler: async (request): Promise<Paged<ExpenseTrackingRow>> => {
      return expenseTrainings('pending', request.query, (r) => {
        const expenses = r.expenses.map(expenseSummary);
        const statuses: Record<string, ExpenseSummary[]> = {};
        for (const e of expenses) (statuses[e.status.name] ??= []).push(e);
        return {
          training_id: r.id,
          training_title: r.title,
          profile_name: [...new Set(expenses.map((e) => e.profile_name))].join(', '),
          training_end_date: iso(r.end_date),
          statuses,
        };
      });
    },
  });
};

export default expensePanelRoutes;
