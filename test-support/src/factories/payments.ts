/** Payments of expenses, payment orders and the régie. */
import type { ExpensePayment, ExpensePaymentOrder, ExpensePaymentPanel, Regie, RegieParticipant, RegieReport, RegieTraining } from '@irt/api/contract';
import { newId } from './ids';

export function aRegie(overrides: Partial<Regie> = {}): Regie {
  return {
    id: newId(),
    order_number: 'R-2026-11',
    created_at: '2026-11-01T08:00:00.000Z',
    month: '2026-11',
    closed_at: null,
    payments_count: 3,
    total_amount: '350.25',
    flagged_count: 0,
    ...overrides,
  };
}

export function aRegieParticipant(overrides: Partial<RegieParticipant> = {}): RegieParticipant {
  const id = newId();
  return {
    payment_id: id,
    expense_id: 100 + id,
    profile_id: 200 + id,
    participant_name: 'Jeanne Martin',
    amount: '120.50',
    vehicle_category: '5 CV',
    calculated_distance: '184.0',
    transport_costs: '82.80',
    toll_parking_costs: '12.00',
    public_transport_costs: '0.00',
    meals_count: 1,
    evening_meals: '17.90',
    accommodation_costs: '0.00',
    other_costs: '7.80',
    payment_reference: `${100 + id}-${200 + id}`,
    payment_method: 'virement',
    bank_details_changed_at: null,
    ...overrides,
  };
}

export function aRegieTraining(overrides: Partial<RegieTraining> = {}): RegieTraining {
  const participants = overrides.participants ?? [aRegieParticipant()];
  return {
    training_id: newId(),
    training_title: 'Santé au travail',
    start_date: '2026-10-12T07:00:00.000Z',
    end_date: '2026-10-13T15:30:00.000Z',
    dinners: 1,
    total_expenses: '120.50',
    participants,
    ...overrides,
  };
}

export function aRegieReport(trainings: RegieTraining[], overrides: Partial<Omit<RegieReport, 'data'>> = {}): RegieReport {
  return { data: trainings, current_page: 1, last_page: 1, per_page: 10, total: trainings.length, payment_order: aRegie(), ...overrides };
}

export function anExpensePaymentOrder(overrides: Partial<ExpensePaymentOrder> = {}): ExpensePaymentOrder {
  return { id: newId(), order_number: 'R-2026-11/001', payment_order_id: 1, regie_number: 'R-2026-11', in_current_regie: true, created_at: '2026-11-20T10:00:00.000Z', ...overrides };
}

export function anExpensePayment(overrides: Partial<ExpensePayment> = {}): ExpensePayment {
  return {
    id: newId(),
    training_expense_id: 12,
    payment_order_id: 1,
    regie_number: 'R-2026-11',
    order_number: 'R-2026-11/001',
    payment_method: 'virement',
    payment_reference: '12-34',
    amount: '120.50',
    bank_details_changed_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The payment section of an expense 'À payer' in a current régie, no order yet. */
export function anExpensePaymentPanel(overrides: Partial<ExpensePaymentPanel> = {}): ExpensePaymentPanel {
  return {
    expense: { id: 12, training_id: 5, profile_id: 34, training_expense_status_id: 2, status_name: 'À payer', amount: '120.50', training_closed: false },
    payment: null,
    payment_orders: [],
    current_regie: { id: 1, order_number: 'R-2026-11' },
    default_reference: '12-34',
    can_pay: true,
    can_create_payment_order: true,
    blocked_reason: null,
    payee: { name: 'Jeanne Martin', iban_last4: '0189' },
    receipts_count: 2,
    bank_details_changed_at: null,
    can_cancel: false,
    ...overrides,
  };
}
