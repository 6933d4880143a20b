import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { TrainingRow } from '@irt/api/contract';
import type { ListColumn } from '@irt/shared-ui/components/PagedTable';
import { formatDate } from '@irt/shared-ui/formatters';
import { TrainingStatusBadge } from '../../../shared/TrainingStatusBadge';

/** 'Do MMM YY - HH:mm' that may wrap only before the hour ('6 mai 27 -' / '11:00'). */
function tableDate(value: string): string {
  const [day, time] = formatDate(value).split(' - ');
  return time === undefined ? formatDate(value) : `${day.replace(/ /g, '\u00a0')}\u00a0- ${time}`;
}

function CategoryDot({ color }: { color: string | null | undefined }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', bgcolor: color || 'primary.main', flexShrink: 0, mr: 1 }}
    />
  );
}

/**
 * The trainings list: the table's columns on a wide screen, a card per training on a
 * phone (title and status, dates, category and type, participants, place, details link).
 */
export const TRAINING_COLUMNS: readonly ListColumn<TrainingRow>[] = [
  {
    key: 'title',
    header: 'Titre',
    title: true,
    minWidth: 180,
    render: (training) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
        <CategoryDot color={training.color} />
        {training.title}
      </Box>
    ),
    renderCard: (training) => (
      <>
        <CategoryDot color={training.color} />
        {training.title}
      </>
    ),
  },
  { key: 'start', header: 'Date de début', only: 'table', render: (training) => tableDate(training.start_date) },
  { key: 'end', header: 'Date de fin', only: 'table', render: (training) => tableDate(training.end_date) },
  {
    key: 'dates',
    header: 'Dates',
    only: 'card',
    render: (training) => `Du ${formatDate(training.start_date)} au ${formatDate(training.end_date)}`,
  },
  { key: 'category', header: 'Catégorie', only: 'table', render: (training) => training.category.name },
  { key: 'type', header: 'Type', only: 'table', render: (training) => training.type.name },
  { key: 'kind', header: 'Catégorie et type', only: 'card', render: (training) => `${training.category.name} · ${training.type.name}` },
  {
    key: 'attendees',
    header: 'Participants',
    card: 'labelled',
    nowrap: true,
    render: (training) => `${training.registered_count} / ${training.max_attendees}`,
  },
  { key: 'status', header: 'Statut', card: 'aside', render: (training) => <TrainingStatusBadge status={training.status} /> },
  { key: 'place', header: 'Lieu', render: (training) => training.place?.name ?? '—', renderCard: (training) => training.place?.name ?? null },
  {
    key: 'details',
    header: 'Détails',
    hideHeader: true,
    align: 'right',
    card: 'actions',
    render: (training) => (
      <Button component={Link} to={`/formations/${training.id}`} size="small" variant="outlined" aria-label={`Détails de la formation ${training.title}`}>
        Détails
      </Button>
    ),
  },
];
