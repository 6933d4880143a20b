import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES, serverMessage } from '@irt/shared-ui/messages';
import { SidePanel } from '@irt/shared-ui/components/SidePanel';
import { formatDay } from '@irt/shared-ui/formatters';
import { readApiError, useRouteBuilt } from '@irt/shared-auth';
import type { RegistrationStatusSlug, RoleSlug, TrainingDetail, TrainingTrainee } from '@irt/api/contract';
import { TraineeEmailButtons } from '../../../shared/TraineeEmailButtons';
import { useUnregister } from '@irt/shared-auth/endpoints';
import { useUpdateRegistrationStatus } from '../api/update-registration-status';
import { statusPanelRules } from '../status-rules';
import { visibleStatuses } from '../registration-statuses';
import { RegistrationStatusBadge } from '@irt/shared-ui/components/RegistrationStatusBadge';
import { TraineeIdentity } from './TraineeIdentity';
import { TraineeLeaveSection } from './TraineeLeaveSection';

export interface TraineeStatusPanelProps {
  training: TrainingDetail;
  trainee: TrainingTrainee;
  role: RoleSlug | undefined;
  onClose: () => void;
  now?: Date;
}

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

function Facts({ trainee }: { trainee: TrainingTrainee }) {
  const used = trainee.mandates.filter((m) => m.used_in_training).map((m) => m.name);
  const facts: [string, string][] = [
    ['Code postal', trainee.zip_code ?? '—'],
    ['Email', trainee.email],
    ['Téléphone', trainee.phone ?? '—'],
    ['Syndicat', trainee.union?.name ?? '—'],
    ['Mandats utilisés pour cette formation', used.length > 0 ? used.join(', ') : 'Aucun'],
    ['Conseil de prud’hommes', trainee.council ?? '—'],
    ['Section', trainee.council_section ?? '—'],
    ['Ancienneté', trainee.seniority ?? '—'],
    ['Formations suivies depuis le début du mandat', trainee.training_duration ?? '—'],
    ['Défraiement demandé', yesNo(trainee.reimbursed)],
    ['Hébergement demandé', yesNo(trainee.needs_accommodation)],
    ['Profil créé le', formatDay(trainee.profile_created_at)],
  ];
  if (trainee.registration_status.slug === 'refuse' && trainee.refusal_reason) facts.push(['Motif du refus', trainee.refusal_reason]);
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' }, columnGap: 2, rowGap: 0.75, m: 0 }}>
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * 'Gérer le statut': the trainee's registration
 * status, changed at once for Préinscription, En attente and Validé, after a reason for Refusé (the
 * reason goes into the email); the facts of the registration; 'Désinscrire' while the training is
 * published or postponed; the trainee's documents by email.
 */
export function TraineeStatusPanel({ training, trainee, role, onClose, now = new Date() }: TraineeStatusPanelProps) {
  const rules = statusPanelRules(training, trainee, now);
  const traineePath = `/stagiaires/${trainee.profile_id}`;
  // The trainee's page is offered once it exists.
  const profileBuilt = useRouteBuilt(traineePath);
  const [editing, setEditing] = useState(rules.startsEditing);
  const [refusing, setRefusing] = useState(false);
  // The choice being saved shows at once, before the list brings the new status back.
  const [saving, setSaving] = useState<RegistrationStatusSlug | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirmUnregister, setConfirmUnregister] = useState(false);
  const update = useUpdateRegistrationStatus(training.id);
  const unregister = useUnregister(training.id);

  const save = (status: RegistrationStatusSlug, refusalReason?: string) => {
    setError(null);
    setSaving(status);
    update.mutate(
      { profile_id: trainee.profile_id, status, ...(refusalReason === undefined ? {} : { refusal_reason: refusalReason }) },
      {
        onSuccess: () => {
          notify(MESSAGES.statusChanged);
          setEditing(false);
          setRefusing(false);
          setReason('');
        },
        onSettled: () => setSaving(null),
        onError: (failure) => {
          const details = readApiError(failure);
          const text = details.message ?? Object.values(details.errors).flat().join(' ');
          setError(MESSAGES.statusSaveFailed.withDetail(text));
        },
      },
    );
  };

  const choose = (slug: RegistrationStatusSlug) => {
    if (slug === 'refuse') {
      setRefusing(true);
      setError(null);
      return;
    }
    setRefusing(false);
    if (slug !== trainee.registration_status.slug) save(slug);
  };

  const doUnregister = () =>
    unregister.mutate(trainee.profile_id, {
      onSuccess: (answer) => {
        notify(serverMessage(answer.message));
        setConfirmUnregister(false);
        onClose();
      },
      onError: (failure) => {
        setConfirmUnregister(false);
        setError(MESSAGES.unregisterFailed.withDetail(readApiError(failure).message));
      },
    });

  const choice = refusing ? 'refuse' : (saving ?? trainee.registration_status.slug);

  return (
    <SidePanel open title="Gérer le statut" onClose={onClose}>
      <Stack spacing={2}>
        <TraineeIdentity trainee={trainee} size={56} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">Statut :</Typography>
          <RegistrationStatusBadge slug={trainee.registration_status.slug} />
          {rules.canEdit && !editing && (
            <Button size="small" onClick={() => setEditing(true)}>
              modifier
            </Button>
          )}
        </Stack>

        {error && (
          <Alert severity="error" onClose={() => setError(null)}>
            {error}
          </Alert>
        )}

        {rules.canEdit && editing && (
          <FormControl disabled={update.isPending}>
            <FormLabel id={`status-choice-${trainee.id}`}>Statut de l&apos;inscription</FormLabel>
            <RadioGroup aria-labelledby={`status-choice-${trainee.id}`} value={choice} onChange={(event) => choose(event.target.value as RegistrationStatusSlug)}>
              {visibleStatuses(role).map((option) => (
                <FormControlLabel
                  key={option.slug}
                  value={option.slug}
                  control={<Radio size="small" />}
                  label={
                    <span>
                      <strong>{option.label}</strong> — {option.meaning}
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}

        {rules.canEdit && editing && refusing && (
          <Stack spacing={1}>
            <TextField
              label="Motif du refus"
              multiline
              minRows={3}
              required
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
              helperText="Le motif est indiqué au stagiaire dans l'email qu'il reçoit."
            />
            <Box>
              <Button variant="contained" color="error" disabled={reason.trim() === '' || update.isPending} onClick={() => save('refuse', reason.trim())}>
                Refuser
              </Button>
            </Box>
          </Stack>
        )}

        <Divider />
        <Facts trainee={trainee} />
        <Divider />
        <TraineeLeaveSection key={`${trainee.id}-${trainee.leave?.kind ?? ''}`} trainingId={training.id} trainee={trainee} role={role} />
        <Divider />

        <TraineeEmailButtons training={training} trainee={trainee} />

        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {rules.canUnregister && (
            <Button color="error" variant="outlined" onClick={() => setConfirmUnregister(true)}>
              Désinscrire
            </Button>
          )}
          {profileBuilt && (
            <Link href={traineePath} target="_blank" rel="noopener">
              Voir le profil détaillé
            </Link>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmUnregister}
        title="Désinscription"
        message={`Voulez-vous désinscrire ${trainee.name} de cette formation ?`}
        confirmLabel="Désinscrire"
        cancelLabel="Annuler"
        confirmColor="error"
        pending={unregister.isPending}
        onConfirm={doUnregister}
        onClose={() => setConfirmUnregister(false)}
      />
    </SidePanel>
  );
}
