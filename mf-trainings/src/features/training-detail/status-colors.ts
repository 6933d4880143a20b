/** The colour of a training's status badge, by status id (1 À venir … 7 Clôturée). */
import type { PaletteStatusColor } from '@irt/shared-ui/components/StatusBadge';

const STATUS_COLORS: Record<number, PaletteStatusColor> = {
  1: 'default',
  2: 'info',
  3: 'success',
  4: 'warning',
  5: 'secondary',
  6: 'error',
  7: 'primary',
};

export function trainingStatusColor(statusId: number): PaletteStatusColor {
  return STATUS_COLORS[statusId] ?? 'default';
}
