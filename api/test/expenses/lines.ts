/** An expense save with every line empty, status 1: tests spread their lines over it. */
import type { ExpenseUpdate } from '../../src/contract/expenses';

export const EMPTY_LINES: ExpenseUpdate = {
  vehicle_category_id: null,
  evening_meals: '0',
  transport_costs: null,
  accommodation_costs: '0',
  other_costs: '0',
  other_costs_comment: null,
  toll_parking_costs: '0',
  public_transport_costs: '0',
  training_expense_status_id: 1,
  total_forced_amount: '0',
};
