import type { TrainingStatus, TrainingStatusId } from '@irt/api/contract';
import { StatusBadge, type PaletteStatusColor } from '@irt/shared-ui/components/StatusBadge';

/**
 * Colour of each training status (the spec gives no colours): grey while nothing is
 * decided, light blue once validated, green when open to trainees, orange when postponed, teal when the
 * attendance is done and the training waits to be closed, red when cancelled, the portal's main colour
 * when closed.
 */
export const TRAINING_STATUS_COLORS: Record<TrainingStatusId, PaletteStatusColor> = {
  1: 'default',
  2: 'info',
  3: 'success',
  4: 'warning',
  5: 'secondary',
  6: 'error',
  7: 'primary',
};

export interface TrainingStatusBadgeProps {
  status: TrainingStatus;
}

/** A training's status as a coloured label. */
export function TrainingStatusBadge({ status }: TrainingStatusBadgeProps) {
  return <StatusBadge label={status.name} color={TRAINING_STATUS_COLORS[status.id]} />;
}
