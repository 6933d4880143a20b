/** Typed answers of the expense panel's endpoints, for the component tests of mf-finance and mf-trainee. */
import type { ExpenseDetail, ExpensePanel, ExpenseRights } from '@irt/api/contract';

export const NO_RIGHTS: ExpenseRights = {
  can_create: false,
  can_edit: false,
  can_set_to_pay: false,
  can_save_in_progress: false,
  can_reopen: false,
  can_await_receipts: false,
  can_force_total: false,
  can_force_transport: false,
  read_only_reason: null,
};

export const MANAGER_OPEN_RIGHTS: ExpenseRights = { ...NO_RIGHTS, can_edit: true, can_save_in_progress: true, can_set_to_pay: true, can_await_receipts: true, can_force_transport: true };

export function anExpenseDetail(overrides: Partial<ExpenseDetail> = {}): ExpenseDetail {
  return {
    id: 70,
    training_id: 4,
    profile_id: 9,
    training_expense_status_id: 1,
    status: { id: 1, name: 'En cours' },
    vehicle_category_id: 3,
    evening_meals: '0.00',
    transport_costs: '106.47',
    transport_forced_amount: null,
    calculated_distance: '83.7',
    distance_method: 'great_circle',
    accommodation_costs: '0.00',
    other_costs: '0.00',
    other_costs_comment: null,
    toll_parking_costs: '0.00',
    public_transport_costs: '0.00',
    total_forced_amount: '0.00',
    total_amount: '106.47',
    amount: '106.47',
    receipts: [],
    history: [{ id: 1, kind: 'status', from: null, to: 'En cours', user_name: 'Gaëlle Gestion', created_at: '2026-03-05T10:00:00.000Z' }],
    created_at: '2026-03-05T10:00:00.000Z',
    updated_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function aPanel(overrides: Partial<ExpensePanel> = {}): ExpensePanel {
  return {
    training: {
      id: 4,
      title: 'Négocier un accord',
      training_status_id: 3,
      closed: false,
      is_visio: false,
      transportation_fees: true,
      accommodation: true,
      dinners: 2,
      number_of_round_trips: 1,
      place: 'Maison des syndicats — Strasbourg',
    },
    person: {
      profile_id: 9,
      name: 'Aline Enseignante',
      role: 'intervenant',
      role_name: 'Intervenant',
      on_team: true,
      commune: '68000 Colmar',
      vehicle_category_id: 3,
      reimbursed: true,
      needs_accommodation: true,
      distance_known: true,
    },
    allows: { transport: true, toll_parking: true, public_transport: true, evening_meals: true, accommodation: true, other: true },
    meals: { cap_amount: '17.90', maximum: '35.80' },
    expense: anExpenseDetail(),
    rights: MANAGER_OPEN_RIGHTS,
    ...overrides,
  };
}

export const CALCULATION = {
  transport_costs: '106.47',
  calculated_distance: '83.7',
  distance_method: 'great_circle' as const,
  round_trips: 1,
  profile_address: '3 rue des Clefs, 68000 Colmar',
  training_address: 'Maison des syndicats, 1 rue Sédillot, 67000 Strasbourg',
  indemnity: '0.636',
  vehicle_category_id: 3,
};
