import type { NamedItem } from './common';
import type { RegistrationStatus } from './lookups';
import type { ProfileSummary } from './profiles';
import type { TrainingRow } from './trainings';

/** GET /api/admin-dashboard-stats: figures of the current calendar year. */
export interface AdminDashboardStats {
  year: number;
  /** Trainings starting this year, cancelled ones excluded. */
  total_trainings: number;
  /** Trainings of this year whose attendance is done (À clôturer) or that are closed (Clôturée). */
  completed_trainings: number;
  /** Payments of the year, floored to whole euros. */
  total_spent_regie: number;
  /** Trainee accounts created this year. */
  new_trainees_count: number;
}

export interface TraineesPerYear {
  year: number;
  count: number;
}

export interface ContractHours {
  /** Staff members whose contract is validated (Ares status 2). */
  staff_count: number;
  lecture_hours: number;
  tutorial_hours: number;
  /** Equivalent teaching hours: 1.5 × lecture + tutorial, 2 decimals. */
  hetd: number;
}

/** GET /api/trainings/validated-contract-hours (plain list). */
export interface ValidatedContractHoursRow extends TrainingRow {
  contract_hours: ContractHours;
}

export interface ExpenseSummary {
  id: number;
  profile_id: number;
  profile_name: string;
  role: string;
  /** Forced total when above 0, otherwise the computed total, in euros. */
  amount: number;
  status: NamedItem;
}

/** GET /api/trainings/validated-expenses: a training with expenses to pay (status 2 À payer). */
export interface ValidatedExpensesTraining {
  training_id: number;
  title: string;
  start_date: string;
  end_date: string;
  expenses: ExpenseSummary[];
}

/** GET /api/registrations?status=…: a registration to process. */
export interface RegistrationListItem {
  id: number;
  created_at: string;
  registration_status: RegistrationStatus;
  profile: ProfileSummary;
  training: { id: number; title: string; start_date: string };
}

/** GET /api/trainings/pending-expenses: one training with expenses still to handle. */
export interface ExpenseTrackingRow {
  training_id: number;
  training_title: string;
  /** Names of the people whose expenses are pending, comma separated. */
  profile_name: string;
  training_end_date: string;
  /** Status label (En cours, En attente de pièces) → expenses in that status. */
  statuses: Record<string, ExpenseSummary[]>;
}

/** GET /api/trainee/trainings/upcoming|past: one of the caller's registrations. */
export interface TraineeTrainingItem {
  registration_id: number;
  training_id: number;
  training_name: string;
  registration_status: RegistrationStatus;
  start_date: string;
  end_date: string;
  /** Status of the training itself (a cancelled training stays listed with status 6 Annulée). */
  training_status: NamedItem;
  category: NamedItem;
  color: string;
  place: { id: number; name: string; city: string | null } | null;
}
