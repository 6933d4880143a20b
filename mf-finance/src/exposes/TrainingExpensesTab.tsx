/**
 * Exposed as `mf_finance/TrainingExpensesTab`: the Défraiements tab of the staff training page
 * (mf-trainings mounts it through `loadFromRemote`), with the expense side panel.
 */
import { TrainingExpensesTab } from '../features/training-expenses/pages/TrainingExpensesTab';

export default TrainingExpensesTab;
