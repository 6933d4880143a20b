import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { ImprovementAction } from '@irt/api/contract';
import { IMPROVEMENT_ORIGIN_LABELS } from '@irt/api/constants';
import type { ListColumn } from '@irt/shared-ui/components/PagedTable';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { formatDate } from '@irt/shared-ui/formatters';
import { ActionButtons } from './ActionButtons';

const day = (value: string) => formatDate(value, 'D MMM YYYY').replace(/ /g, '\u00a0');

/** Who carries the action: the team member's name, or the name written freely. */
export const ownerOf = (action: ImprovementAction) => action.owner?.name ?? action.owner_name ?? '—';

function Origin({ action }: { action: ImprovementAction }) {
  if (action.complaint) {
    return (
      <Link component={RouterLink} to={`/reclamations/${action.complaint.id}`}>
        {`Réclamation « ${action.complaint.subject} »`}
      </Link>
    );
  }
  if (action.origin === 'survey' && action.training) {
    return (
      <Link component={RouterLink} to={`/formations/${action.training.id}?tab=evaluations`}>
        {`Évaluations « ${action.training.title} »`}
      </Link>
    );
  }
  return <>{IMPROVEMENT_ORIGIN_LABELS[action.origin]}</>;
}

/** The actions list: what, who, by when, done, origin; a table on a wide screen, cards on a phone. */
export const ACTION_COLUMNS: readonly ListColumn<ImprovementAction>[] = [
  { key: 'what', header: 'Action', title: true, minWidth: 220, render: (action) => action.what },
  {
    key: 'done',
    header: 'État',
    card: 'aside',
    render: (action) =>
      action.done_at ? <StatusBadge label={`Faite le ${formatDate(action.done_at, 'D MMM YYYY')}`} color="success" /> : <StatusBadge label="À faire" color="warning" />,
  },
  { key: 'owner', header: 'Responsable', card: 'labelled', render: ownerOf },
  { key: 'due', header: 'Échéance', card: 'labelled', nowrap: true, render: (action) => day(action.due_date) },
  { key: 'origin', header: 'Origine', card: 'labelled', render: (action) => <Origin action={action} /> },
  { key: 'buttons', header: 'Gérer', hideHeader: true, align: 'right', card: 'actions', minWidth: 330, render: (action) => <ActionButtons action={action} /> },
];
