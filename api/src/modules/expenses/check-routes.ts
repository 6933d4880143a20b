/** 'Montants à vérifier': the expenses in payment or paid whose lines break the lines rule, for the administrateur. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ExpenseToCheck } from '../../contract/expenses';
import { CAN_PAY_EXPENSES } from '../../contract/roles';
import { endpointRoute } from '../../lib/endpoint-route';
import { expensesToCheck } from './repair';

const expenseCheckRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /training-expense-checks', {
      roles: CAN_PAY_EXPENSES,
      tags: ['Défraiements'],
      summary: 'Montants à vérifier : défraiements en paiement ou payés dont des lignes ne s’appliquent pas',
    }),
    handler: async (): Promise<ExpenseToCheck[]> => expensesToCheck(app.db),
  });
};

export default expenseCheckRoutes;
