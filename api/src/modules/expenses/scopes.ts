/**
 * Object rules of expenses and receipts (docs/decisions.md):
 * - an expense is read and changed by its owner (a trainee, or a teacher or supervisor for their own
 *   part in a training) and by the managers (administrateur, gestionnaire);
 * - a trainee has an expense and adds receipts only for a validated registration (status 2); a team
 *   member only for a training they are on;
 * - its owner can no longer change it once it is 'À payer' or 'Mise en paiement', nor on a closed
 *   training; the managers until 'Mise en paiement' (and not on a closed training);
 * - only an expense 'En cours' is deleted.
 */
import type { RoleSlug } from '../../contract/common';
import { EXPENSE_MESSAGES, type ExpenseRights } from '../../contract/expenses';
import { EXPENSE_STATUS, REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';

export interface Caller {
  role: RoleSlug;
  profileId: number | null;
}

const MANAGERS: readonly RoleSlug[] = ['administrateur', 'gestionnaire'];

export const isManager = (caller: Caller) => MANAGERS.includes(caller.role);

export function mayUseExpenseOf(caller: Caller, ownerProfileId: number): boolean {
  return (caller.profileId !== null && caller.profileId === ownerProfileId) || isManager(caller);
}

/** Whether the owner takes part in the training in a way that gives an expense. */
export function hasExpenseRight(part: { registrationStatusId: number | null; onTeam: boolean }): boolean {
  return part.onTeam || part.registrationStatusId === REGISTRATION_STATUS.valide;
}

/** A trainee's receipts need a validated registration; a team member's and a manager's do not. */
export const needsValidatedRegistration = (caller: Caller) => caller.role === 'stagiaire';

/** Whether the caller may still add or remove receipts of this expense. */
export function expenseWritable(caller: Caller, expense: { statusId: number; trainingStatusId: number }): boolean {
  if (expense.trainingStatusId === TRAINING_STATUS.closed) return false;
  if (expense.statusId === EXPENSE_STATUS.paymentIssued) return false;
  return isManager(caller) || expense.statusId !== EXPENSE_STATUS.toPay;
}

/** Only an expense 'En cours' is deleted, and not on a closed training. */
export function expenseDeletable(expense: { statusId: number; trainingStatusId: number }): boolean {
  return expense.statusId === EXPENSE_STATUS.inProgress && expense.trainingStatusId !== TRAINING_STATUS.closed;
}

export const isAdministrator = (caller: Caller) => caller.role === 'administrateur';

export interface ExpenseRightsInput {
  /** null: no expense yet. */
  statusId: number | null;
  trainingStatusId: number;
  /** The owner takes part in the training in a way that gives an expense. */
  hasRight: boolean;
}

/**
 * What the caller may do on an expense of the side panel: nothing on a closed
 * training or once 'Mise en paiement'; 'En cours' or 'En attente de pièces': the managers edit, save
 * and set 'À payer', the owner edits and saves 'En cours'; 'À payer': the administrator edits (keeping
 * it À payer or not), the gestionnaire only reopens it ('Modifier'), the owner nothing. The managers
 * set 'En attente de pièces' on an expense 'En cours' or 'À payer'. Only the administrator forces the
 * total; the managers force the transport.
 */
export function expenseRights(caller: Caller, input: ExpenseRightsInput): ExpenseRights {
  const none: ExpenseRights = {
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
  const manager = isManager(caller);
  const admin = isAdministrator(caller);
  if (input.trainingStatusId === TRAINING_STATUS.closed) return { ...none, read_only_reason: EXPENSE_MESSAGES.closedReadOnly };
  if (input.statusId === null) return { ...none, can_create: input.hasRight };
  if (input.statusId === EXPENSE_STATUS.paymentIssued) return { ...none, read_only_reason: EXPENSE_MESSAGES.paidReadOnly };
  if (input.statusId === EXPENSE_STATUS.toPay) {
    if (admin) {
      return {
        ...none,
        can_edit: true,
        can_set_to_pay: true,
        can_save_in_progress: true,
        can_reopen: true,
        can_await_receipts: true,
        can_force_total: true,
        can_force_transport: true,
      };
    }
    if (manager) return { ...none, can_reopen: true, can_await_receipts: true, read_only_reason: EXPENSE_MESSAGES.toPayManagerReopens };
    return { ...none, read_only_reason: EXPENSE_MESSAGES.toPayReadOnly };
  }
  return {
    ...none,
    can_edit: true,
    can_save_in_progress: true,
    can_set_to_pay: manager,
    can_await_receipts: manager && input.statusId === EXPENSE_STATUS.inProgress,
    can_force_total: admin,
    can_force_transport: manager,
  };
}
