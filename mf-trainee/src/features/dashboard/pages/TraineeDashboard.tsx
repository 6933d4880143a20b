import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListPanel, PageHeader, usePagedList, type PageFetcher } from '@irt/shared-ui';
import { useSession } from '@irt/shared-auth';
import { getPastTraineeTrainings, getUpcomingTraineeTrainings } from '../api/get-trainee-trainings';
import type { RegistrationStatusSlug, TraineeRegistration } from '../api/types';
import { CurrentTrainingCard, type CurrentTrainingSummary } from '../components/CurrentTrainingCard';
import { ProfileCompletionCard } from '../components/ProfileCompletionCard';
import { RegistrationRow } from '../components/RegistrationRow';
import {
  REGISTRATION_STATUS_GROUPS,
  registrationStatusGroup,
  type RegistrationStatusGroup,
} from '../components/registration-statuses';
import { currentTrainingSummary, firstName } from './trainee-session';

// One stable fetcher per status, so each group pages on its own without refetching on every render.
const upcomingFetchers = Object.fromEntries(
  REGISTRATION_STATUS_GROUPS.map((group) => [
    group.slug,
    ((page, perPage, signal) => getUpcomingTraineeTrainings(group.slug, page, perPage, signal)) as PageFetcher<TraineeRegistration>,
  ]),
) as Record<RegistrationStatusSlug, PageFetcher<TraineeRegistration>>;

const getPastValidated: PageFetcher<TraineeRegistration> = (page, perPage, signal) =>
  getPastTraineeTrainings('valide', page, perPage, signal);

const registrationKey = (registration: TraineeRegistration) => registration.registration_id;

function UpcomingGroup({ group }: { group: RegistrationStatusGroup }) {
  const list = usePagedList(upcomingFetchers[group.slug]);
  return (
    <ListPanel
      title={group.groupTitle}
      headingLevel="h3"
      list={list}
      emptyText="Aucune formation pour le moment"
      getKey={registrationKey}
      renderItem={(registration) => <RegistrationRow registration={registration} group={group} />}
    />
  );
}

function PastTrainings() {
  const list = usePagedList(getPastValidated);
  const validated = registrationStatusGroup('valide');
  return (
    <ListPanel
      title="Mes formations passées"
      list={list}
      emptyText="Aucune formation passée pour le moment"
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
