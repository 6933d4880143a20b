import type { TrainingDetail } from '@irt/api/contract';

/** What every tab of the staff training detail page receives. */
export interface TrainingTabProps {
  training: TrainingDetail;
}
