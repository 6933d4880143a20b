import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import type { ComplaintListItem } from '@irt/api/contract';
import type { ListColumn } from '@irt/shared-ui/components/PagedTable';
import { ComplaintStatusBadge } from '@irt/shared-ui/components/ComplaintStatusBadge';
import { formatDate } from '@irt/shared-ui/formatters';

const day = (value: string) => formatDate(value, 'D MMM YYYY').replace(/ /g, '\u00a0');

/** The complaints list: a table on a wide screen, a card per complaint on a phone. */
export const COMPLAINT_COLUMNS: readonly ListColumn<ComplaintListItem>[] = [
  { key: 'subject', header: 'Objet', title: true, minWidth: 200, render: (complaint) => complaint.subject },
  { key: 'status', header: 'Statut', card: 'aside', render: (complaint) => <ComplaintStatusBadge status={complaint.status} /> },
  { key: 'created', header: 'Reçue le', card: 'labelled', nowrap: true, render: (complaint) => day(complaint.created_at) },
  { key: 'author', header: 'Auteur', card: 'labelled', render: (complaint) => `${complaint.author.name} (${complaint.author_role})` },
  { key: 'training', header: 'Formation', card: 'labelled', render: (complaint) => complaint.training?.title ?? '—' },
  { key: 'actions', header: 'Actions d’amélioration', card: 'labelled', align: 'right', render: (complaint) => String(complaint.actions_count) },
  {
    key: 'open',
    header: 'Ouvrir',
    hideHeader: true,
    align: 'right',
    card: 'actions',
    render: (complaint) => (
      <Button component={Link} to={`/reclamations/${complaint.id}`} size="small" variant="outlined" aria-label={`Ouvrir la réclamation « ${complaint.subject} »`}>
        Ouvrir
      </Button>
    ),
  },
];
