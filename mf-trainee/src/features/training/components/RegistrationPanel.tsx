import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import type { TrainingDetail } from '@irt/api/contract';
import { REGISTRATION_STATUS_GROUPS } from '../../../shared/registration-statuses';
import { canUnregister, registrationPanelState } from './training-timing';

// Only a registered trainee needs it (and its confirmation dialog).
const UnregisterButton = lazy(() => import('./UnregisterButton'));
// Only a validated trainee downloads documents.
const OwnDocuments = lazy(() => import('./OwnDocuments'));

/**
 * The trainee's registration to the training (spec 001 §2 'Trainee registration panel'): the button
 * to register while places remain and registration is open, otherwise why not; once registered, the
 * registration's status, and once validated the convocation and certificate downloads.
 */
export function RegistrationPanel({ training, profileId, now }: { training: TrainingDetail; profileId?: number; now?: Date }) {
  const state = registrationPanelState(training, now);
  const own = training.own_registration;
  const status = own ? REGISTRATION_STATUS_GROUPS.find((group) => group.slug === own.registration_status.slug) : undefined;
  return (
    <Paper component="section" aria-labelledby="registration-panel-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="registration-panel-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Mon inscription
      </Typography>
      {state.kind === 'open' && (
        <Button variant="contained" component={Link} to={`/inscription/${training.id}`}>
          M&apos;inscrire à cette formation
        </Button>
      )}
      {state.kind === 'full' && <Typography>La formation est complète, l&apos;inscription est impossible.</Typography>}
      {state.kind === 'closed' && <Typography>Les inscriptions à cette formation sont closes.</Typography>}
      {own && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>Statut de mon inscription :</Typography>
          <StatusBadge label={status?.label ?? own.registration_status.name} color={status?.color} />
        </Stack>
      )}
      {own?.registration_status.slug === 'valide' && (
        <Suspense fallback={null}>
          <OwnDocuments training={training} registrationId={own.id} />
        </Suspense>
      )}
      {own && profileId !== undefined && canUnregister(training) && (
        <Suspense fallback={null}>
          <UnregisterButton trainingId={training.id} profileId={profileId} />
        </Suspense>
      )}
    </Paper>
  );
}
