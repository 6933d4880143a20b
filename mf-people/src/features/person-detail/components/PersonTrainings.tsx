import { Link } from 'react-router-dom';
import MuiLink from '@mui/material/Link';
import type { PersonTraining, PersonTrainingPart } from '@irt/api/contract';
import { PagedTable, type ListColumn } from '@irt/shared-ui/components/PagedTable';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { formatDay } from '@irt/shared-ui/formatters';
import { MESSAGES } from '@irt/shared-ui/messages';
import { useListController } from '@irt/shared-auth/query';
import { usePersonTrainings } from '../api/get-person-trainings';

const PART_LABELS: Record<PersonTrainingPart, string> = {
  stagiaire: 'Stagiaire',
  intervenant: 'Intervenant',
  'responsable-pedagogique': 'Responsable pédagogique',
};

const dates = (training: PersonTraining) => {
  const start = formatDay(training.start_date);
  const end = formatDay(training.end_date);
  return start === end ? start : `du ${start} au ${end}`;
};

export const PERSON_TRAINING_COLUMNS: readonly ListColumn<PersonTraining>[] = [
  {
    key: 'title',
    header: 'Formation',
    title: true,
    minWidth: 220,
    render: (training) => (
      <MuiLink component={Link} to={`/formations/${training.id}`} sx={{ fontWeight: 600 }}>
        {training.title}
      </MuiLink>
    ),
  },
  { key: 'dates', header: 'Dates', card: 'line', render: dates },
  {
    key: 'part',
    header: 'Rôle',
    card: 'labelled',
    render: (training) => (training.registration_status ? `${PART_LABELS[training.part]} (${training.registration_status.name})` : PART_LABELS[training.part]),
  },
  { key: 'status', header: 'Statut', card: 'aside', render: (training) => <StatusBadge label={training.status.name} /> },
];

/** 'Formations': the person's trainings, 10 a page (the page in the address as 'formations-page'). */
export function PersonTrainings({ profileId }: { profileId: number }) {
  const list = useListController({ prefix: 'formations-' });
  const trainings = usePersonTrainings(profileId, list.page);
  return (
    <PagedTable
      label="Formations"
      query={trainings}
      page={list.page}
      onPageChange={list.setPage}
      columns={PERSON_TRAINING_COLUMNS}
      getKey={(training) => `${training.id}-${training.part}`}
      emptyText={MESSAGES.noFollowedTrainings.text}
      skeletonRows={4}
      tableMinWidth={640}
      cardHeadingLevel="h3"
      paginationLabel="Pages des formations"
    />
  );
}
