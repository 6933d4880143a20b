import { RemoteView, type RemoteComponentModule } from '@irt/shared-ui/components/RemoteView';
import { loadFromRemote } from '@irt/shared-auth';
import type { TrainingTabProps } from '../../../shared/training-tabs';

/** The props of `mf_finance/TrainingExpensesTab`. */
interface TrainingExpensesTabProps {
  trainingId: number;
}

const EXPENSES_TAB = { remote: 'mf_finance', module: './TrainingExpensesTab' } as const;
const loadExpensesTab = () => loadFromRemote<RemoteComponentModule<TrainingExpensesTabProps>>(EXPENSES_TAB);

/**
 * Défraiements of a training for the administrateur and the gestionnaire: the money remote's tab
 * (people, counters, figures, expense side panel), loaded only when the tab opens — and only these
 * two roles may load mf-finance.
 */
export function FinanceExpensesTab({ training }: TrainingTabProps) {
  return <RemoteView moduleKey="mf_finance/TrainingExpensesTab" load={loadExpensesTab} skeletonRows={4} props={{ trainingId: training.id }} />;
}
