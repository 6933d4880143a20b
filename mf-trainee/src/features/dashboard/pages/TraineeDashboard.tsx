import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { useSession } from '@irt/shared-auth';
import { CurrentTrainingCard, type CurrentTrainingSummary } from '../components/CurrentTrainingCard';
import { ProfileCompletionCard } from '../components/ProfileCompletionCard';
import { RegistrationsPanel } from '../components/RegistrationsPanel';
import { PAST_PANEL, UPCOMING_PANELS } from '../panels';
import { dashboardHeading } from '@irt/api/constants';
import { currentTrainingSummary } from './trainee-session';

export default function TraineeDashboard() {
  const user = useSession((state) => state.user);
  const upcomingHeadingId = useId();
  const current: CurrentTrainingSummary | null = currentTrainingSummary(user?.current_training);

  return (
    <Box sx={{ width: '100%' }}>
      <PageHeader title={dashboardHeading('stagiaire', user)} />
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
            {UPCOMING_PANELS.map((panel) => (
              <RegistrationsPanel key={panel.id} panel={panel} />
            ))}
          </Box>
        </Box>
        <RegistrationsPanel panel={PAST_PANEL} />
      </Stack>
    </Box>
  );
}
