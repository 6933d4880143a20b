import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListPanel } from '@irt/shared-ui/components/ListPanel';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { MESSAGES } from '@irt/shared-ui/messages';
import { useSession } from '@irt/shared-auth';
import type { TraineeTrainingItem } from '@irt/api/contract';
import { useTraineeTrainings } from '../api/get-trainee-trainings';
import { CurrentTrainingCard, type CurrentTrainingSummary } from '../components/CurrentTrainingCard';
import { ProfileCompletionCard } from '../components/ProfileCompletionCard';
import { RegistrationRow } from '../components/RegistrationRow';
import {
  REGISTRATION_STATUS_GROUPS,
  registrationStatusGroup,
  type RegistrationStatusGroup,
} from '../../../shared/registration-statuses';
import { currentTrainingSummary, firstName } from './trainee-session';

const registrationKey = (registration: TraineeTrainingItem) => registration.registration_id;

/** One group of 'Mes formations à venir'; each group pages on its own. */
function UpcomingGroup({ group }: { group: RegistrationStatusGroup }) {
  const [page, setPage] = useState(1);
  const registrations = useTraineeTrainings('upcoming', group.slug, page);
  return (
    <ListPanel
      title={group.groupTitle}
      headingLevel="h3"
      query={registrations}
      page={page}
      onPageChange={setPage}
      emptyText={MESSAGES.noTrainings.text}
      getKey={registrationKey}
      renderItem={(registration) => <RegistrationRow registration={registration} group={group} />}
    />
  );
}

function PastTrainings() {
  const [page, setPage] = useState(1);
  const registrations = useTraineeTrainings('past', 'valide', page);
  const validated = registrationStatusGroup('valide');
  return (
    <ListPanel
      title="Mes formations passées"
      query={registrations}
      page={page}
      onPageChange={setPage}
      emptyText={MESSAGES.noPastTrainings.text}
      getKey={registrationKey}
      renderItem={(registration) => <RegistrationRow registration={registration} group={validated} />}
    />
  );
}

export default function TraineeDashboard() {
  const user = useSession((state) => state.user);
  const upcomingHeadingId = useId();
  const current: CurrentTrainingSummary | null = currentTrainingSummary(user?.current_training);
  const name = firstName(user);

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title={name ? `Bonjour ${name} !` : 'Bonjour !'} />
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <CurrentTrainingCard training={current} />
          <ProfileCompletionCard completion={user?.profile_completion} />
        </Box>
        <Box component="section" aria-labelledby={upcomingHeadingId}>
          <Typography id={upcomingHeadingId} component="h2" variant="h6" sx={{ mb: 1 }}>
            Mes formations à venir
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            {REGISTRATION_STATUS_GROUPS.map((group) => (
              <UpcomingGroup key={group.slug} group={group} />
            ))}
          </Box>
        </Box>
        <PastTrainings />
      </Stack>
    </Box>
  );
}
