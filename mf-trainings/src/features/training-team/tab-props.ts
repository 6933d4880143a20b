import type { TrainingDetail } from '@irt/api/contract';

/** What the detail page gives each of its tabs (the same shape as the page's own tab props). */
export interface TeamTabProps {
  training: TrainingDetail;
}
