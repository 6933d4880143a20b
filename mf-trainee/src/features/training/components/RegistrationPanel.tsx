import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { formatDay } from '@irt/shared-ui/formatters';
import type { TrainingDetail } from '@irt/api/contract';
import { INSTITUTE_CONTACT_EMAIL } from '@irt/api/constants';
import { REGISTRATION_STATUS_GROUPS } from '../../../shared/registration-statuses';
import { canUnregister, registrationPanelState } from './training-timing';
import { waitingListText } from '../../../shared/waiting-list';

// Only a registered trainee needs it (and its confirmation dialog).
const UnregisterButton = lazy(() => import('./UnregisterButton'));
// Only a waiting trainee offered a seat answers it.
const SeatOfferAnswer = lazy(() => import('./SeatOfferAnswer'));
// Only a validated trainee downloads documents.
const OwnDocuments = lazy(() => import('./OwnDocuments'));

/**
 * A refused registration stays as it is (the trainee cannot cancel it): the reason the staff gave, and
 * what the trainee can do next — ask the institute, or look for another training.
 */
function RefusalNotice({ reason }: { reason: string | null }) {
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>Votre inscription à cette formation n&apos;a pas été retenue.</Typography>
      <Typography sx={{ mt: 0.5 }}>{reason ? `Motif : ${reason}` : "Aucun motif n'a été précisé."}</Typography>
      <Typography sx={{ mt: 1 }}>
        Pour toute question, écrivez à l&apos;institut :{' '}
        <MuiLink href={`mailto:${INSTITUTE_CONTACT_EMAIL}`} underline="always">
          {INSTITUTE_CONTACT_EMAIL}
        </MuiLink>
        . D&apos;autres formations vous attendent peut-être dans le catalogue.
      </Typography>
      <Button component={Link} to="/catalogue-de-formations" variant="outlined" size="small" sx={{ mt: 1.5 }}>
        Voir le catalogue des formations
      </Button>
    </Alert>
  );
}

/**
 * The trainee's registration to the training: the button
 * to register while places remain and registration is open, on a full training the waiting list (through
 * the same wizard, under the same cut-off), otherwise why not; once registered, the
 * registration's status, and once validated the convocation and certificate downloads.
 */
export function RegistrationPanel({ training, profileId }: { training: TrainingDetail; profileId?: number }) {
  const state = registrationPanelState(training);
  const own = training.own_registration;
  const status = own ? REGISTRATION_STATUS_GROUPS.find((group) => group.slug === own.registration_status.slug) : undefined;
  return (
    <Paper component="section" aria-labelledby="registration-panel-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="registration-panel-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Mon inscription
      </Typography>
      {state.kind === 'open' && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" component={Link} to={`/inscription/${training.id}`}>
            M&apos;inscrire à cette formation
          </Button>
          {/* The server's last day: the one the registration itself is checked against. */}
          <Typography variant="body2" color="text.secondary">
            Inscriptions possibles jusqu&apos;au {formatDay(training.registration.last_day)} inclus.
          </Typography>
        </Stack>
      )}
      {state.kind === 'full' && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>La formation est complète, l&apos;inscription est impossible.</Typography>
          <Typography variant="body2" color="text.secondary">
            Vous pouvez demander une place sur sa liste d&apos;attente : si une place se libère, elle revient à la première personne de la liste.
          </Typography>
          <Button variant="contained" component={Link} to={`/inscription/${training.id}`}>
            M&apos;inscrire sur la liste d&apos;attente
          </Button>
          <Typography variant="body2" color="text.secondary">
            Demandes possibles jusqu&apos;au {formatDay(training.registration.last_day)} inclus.
          </Typography>
        </Stack>
      )}
      {state.kind === 'closed' && <Typography>Les inscriptions à cette formation sont closes.</Typography>}
      {own && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>Statut de mon inscription :</Typography>
          <StatusBadge label={status?.label ?? own.registration_status.name} color={status?.color} />
        </Stack>
      )}
      {own?.waiting_list && (
        <Typography sx={{ mt: 1 }} data-testid="waiting-list-place">
          {waitingListText(own.waiting_list.position)}
        </Typography>
      )}
      {own?.waiting_list?.offer_expires_at && (
        <Suspense fallback={null}>
          <SeatOfferAnswer trainingId={training.id} expiresAt={own.waiting_list.offer_expires_at} />
        </Suspense>
      )}
      {own?.registration_status.slug === 'refuse' && <RefusalNotice reason={own.refusal_reason} />}
      {own?.registration_status.slug === 'valide' && (
        <Suspense fallback={null}>
          <OwnDocuments training={training} registrationId={own.id} />
        </Suspense>
      )}
      {own && own.registration_status.slug !== 'refuse' && profileId !== undefined && canUnregister(training) && (
        <Suspense fallback={null}>
          <UnregisterButton trainingId={training.id} profileId={profileId} />
        </Suspense>
      )}
    </Paper>
  );
}
