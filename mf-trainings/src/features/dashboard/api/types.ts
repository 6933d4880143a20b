/** Contract types the dashboard uses (api/src/contract), under the names of this feature. */
export type {
  AdminDashboardStats,
  ExpenseSummary,
  ExpenseTrackingRow,
  RegistrationListItem,
  TraineesPerYear,
  TrainingAlert,
  ValidatedContractHoursRow,
  ValidatedExpensesTraining,
} from '@irt/api/contract';
/** A training as listed in the dashboard panels (the contract's TrainingRow). */
export type { TrainingRow as DashboardTraining } from '@irt/api/contract';
