/**
 * Which lines an expense may hold: the one rule used by the saves, the totals, the panel's answer,
 * the repair of old rows and the demo seed.
 * - travel (kilometres, tolls and parking, public transport): the training is not in visio and the
 *   person's travel is reimbursed (a team member's `reimbursed_transportation`; a trainee's
 *   `reimbursed` on a training that pays transport);
 * - accommodation: the training offers it, the person asked for it, and their commune is more than
 *   50 km from the training place (great-circle distance, as at registration; unknown: no);
 * - evening meals: only with accommodation, on a training that has dinners;
 * - other costs: always (their comment says what they are).
 */
import { EXPENSE_MESSAGES, type ExpenseLine } from '../../contract/expenses';
import { accommodationAllowed, coordinatesOfRow, distanceKm } from '../../lib/geo';
import { amountText, centsOf, totalCents, type ExpenseLines } from './money';

export interface LineRuleTraining {
  is_visio: boolean;
  transportation_fees: boolean;
  accommodation: boolean;
  dinners: number;
}

export interface LineRulePart {
  onTeam: boolean;
  reimbursed: boolean;
  needsAccommodation: boolean;
}

export type LinesThatApply = Record<ExpenseLine, boolean>;

/** The column of each line in `training_expenses` and in the API's answers. */
export const LINE_COLUMNS = {
  transport: 'transport_costs',
  toll_parking: 'toll_parking_costs',
  public_transport: 'public_transport_costs',
  evening_meals: 'evening_meals',
  accommodation: 'accommodation_costs',
  other: 'other_costs',
} as const satisfies Record<ExpenseLine, string>;

export const EXPENSE_LINE_NAMES = Object.keys(LINE_COLUMNS) as ExpenseLine[];

/** The French refusal of an amount on a line that does not apply, naming the line. */
export const LINE_REFUSALS: Record<ExpenseLine, string> = {
  transport: EXPENSE_MESSAGES.transportNotOffered,
  toll_parking: EXPENSE_MESSAGES.tollParkingNotOffered,
  public_transport: EXPENSE_MESSAGES.publicTransportNotOffered,
  evening_meals: EXPENSE_MESSAGES.mealsNotOffered,
  accommodation: EXPENSE_MESSAGES.accommodationNotOffered,
  other: EXPENSE_MESSAGES.amountsInvalid,
};

/** Great-circle km between two communes' coordinate columns, or null when either is unknown. */
export function homeToPlaceKm(
  home: { latitude: string | number | null; longitude: string | number | null },
  place: { latitude: string | number | null; longitude: string | number | null },
): number | null {
  const a = coordinatesOfRow(home);
  const b = coordinatesOfRow(place);
  return a && b ? distanceKm(a, b) : null;
}

/** The lines that apply to a person on a training, `distance` being home → training place in km (null: unknown). */
export function linesThatApply(training: LineRuleTraining, part: LineRulePart, distance: number | null): LinesThatApply {
  const travel = !training.is_visio && part.reimbursed && (part.onTeam || training.transportation_fees);
  const accommodation = training.accommodation && part.needsAccommodation && accommodationAllowed(distance) === true;
  return {
    transport: travel,
    toll_parking: travel,
    public_transport: travel,
    accommodation,
    evening_meals: accommodation && training.dinners > 0,
    other: true,
  };
}

/** The lines as counted: a line that does not apply counts 0. */
export function countedLines(lines: ExpenseLines, apply: LinesThatApply): ExpenseLines {
  return {
    transport: apply.transport ? lines.transport : 0n,
    toll_parking: apply.toll_parking ? lines.toll_parking : 0n,
    public_transport: apply.public_transport ? lines.public_transport : 0n,
    evening_meals: apply.evening_meals ? lines.evening_meals : 0n,
    accommodation: apply.accommodation ? lines.accommodation : 0n,
    other: lines.other,
  };
}

/** The total of an expense: the sum of the lines that apply, and of those only. */
export function countedTotal(lines: ExpenseLines, apply: LinesThatApply): bigint {
  return totalCents(countedLines(lines, apply));
}

/** The lines holding an amount although they do not apply. */
export function linesThatShouldNotBe(lines: ExpenseLines, apply: LinesThatApply): ExpenseLine[] {
  return EXPENSE_LINE_NAMES.filter((line) => !apply[line] && lines[line] !== 0n);
}

/** The lines of a stored expense row, in cents. */
export function storedLines(row: {
  transport_costs: string;
  toll_parking_costs: string;
  public_transport_costs: string;
  evening_meals: string;
  accommodation_costs: string;
  other_costs: string;
}): ExpenseLines {
  return {
    transport: centsOf(row.transport_costs),
    toll_parking: centsOf(row.toll_parking_costs),
    public_transport: centsOf(row.public_transport_costs),
    evening_meals: centsOf(row.evening_meals),
    accommodation: centsOf(row.accommodation_costs),
    other: centsOf(row.other_costs),
  };
}

/** The stored columns of a set of lines. */
export function lineColumns(lines: ExpenseLines): Record<(typeof LINE_COLUMNS)[ExpenseLine], string> {
  return {
    transport_costs: amountText(lines.transport),
    toll_parking_costs: amountText(lines.toll_parking),
    public_transport_costs: amountText(lines.public_transport),
    evening_meals: amountText(lines.evening_meals),
    accommodation_costs: amountText(lines.accommodation),
    other_costs: amountText(lines.other),
  };
}
