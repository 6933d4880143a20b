import { COMPLAINT_STATUS_LABELS, type ComplaintStatus } from '@irt/api/constants';
import { StatusBadge, type PaletteStatusColor } from './StatusBadge';

const COLORS: Readonly<Record<ComplaintStatus, PaletteStatusColor>> = { recue: 'info', en_cours: 'warning', traitee: 'success' };

/** The status of a complaint: 'Reçue', 'En cours' or 'Traitée'. */
export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return <StatusBadge label={COMPLAINT_STATUS_LABELS[status]} color={COLORS[status]} />;
}
