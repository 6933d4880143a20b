import { lazy, Suspense, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { useController, useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StatusPatch, TrainingDetail } from '@irt/api/contract';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { SidePanel } from '@irt/shared-ui/components/SidePanel';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { ConflictAlert } from '@irt/shared-ui/components/ConflictAlert';
import { MESSAGES } from '@irt/shared-ui/messages';
import { useCreateDeferral } from '../api/create-deferral';
import { usePatchTraining } from '../../../shared/api/patch-training';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { CHANGE_STATUS, confirmationOf, FORCE_STATUS, finalStatusName, isDangerous, type StatusChoice } from '../status-actions';
import { TrainingStatusBadge } from '../../../shared/TrainingStatusBadge';
import { useLookup } from '@irt/shared-auth/query';
import type { StatusValues } from './DeferralFields';

// The date-time pickers are downloaded only when a postponement is chosen.
const DeferralFields = lazy(() => import('./DeferralFields').then((m) => ({ default: m.DeferralFields })));

/** Said under the save-failure title when the server gave no message of its own. */
const STATUS_SAVE_FAILED = 'Le statut n’a pas pu être modifié. Réessayez.';

interface StatusOption extends StatusChoice {
  key: string;
  to: StatusPatch['training_status_id'];
  recordsDeferral: boolean;
}

function transitionOptions(training: TrainingDetail): StatusOption[] {
  return training.allowed_actions.transitions.map((t) => ({
    key: t.kind,
    label: t.label,
    to: t.to,
    toName: finalStatusName(t.to) ?? t.label,
    force: false,
    recordsDeferral: t.records_deferral,
  }));
}

export interface StatusPanelProps {
  training: TrainingDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Changer le statut': one choice per change the API allows now, preselected when
 * it is the only one; 'Forcer le statut' (administrateur) offers every status; a postponement asks the
 * new start, end and place and records a deferral.
 */
export function StatusPanel({ training, open, onClose }: StatusPanelProps) {
  return (
    <SidePanel open={open} onClose={onClose} title={CHANGE_STATUS}>
      {/* Mounted only while open: each opening starts from the training as it is now. */}
      {open ? <StatusForm training={training} onDone={onClose} /> : null}
    </SidePanel>
  );
}

/** A deferral's answer puts its field errors under the fields of the same name. */
const SERVER_FIELDS: Partial<Record<string, keyof StatusValues>> = {
  new_start_date: 'new_start_date',
  new_end_date: 'new_end_date',
  training_place_id: 'training_place_id',
};

function StatusForm({ training, onDone }: { training: TrainingDetail; onDone: () => void }) {
  const [forcing, setForcing] = useState(false);
  const regular = transitionOptions(training);
  const { control, handleSubmit, setError, setValue } = useForm<StatusValues>({
    defaultValues: {
      choice: regular.length === 1 && regular[0] ? regular[0].key : '',
      new_start_date: dayjs(training.start_date),
      new_end_date: dayjs(training.end_date),
      training_place_id: training.training_place_id ?? '',
    },
  });
  const { field: choiceField } = useController({ control, name: 'choice' });
  const [confirming, setConfirming] = useState(false);

  const statuses = useLookup('training-statuses', forcing);
  const forced: StatusOption[] = (statuses.data ?? [])
    .filter((status) => status.id !== training.training_status_id)
    .map((status) => ({ key: `force-${status.id}`, label: status.name, to: status.id, toName: status.name, force: true, recordsDeferral: false }));
  const options = forcing ? forced : regular;
  const option = options.find((candidate) => candidate.key === choiceField.value);
  const postponing = option?.recordsDeferral ?? false;
  const places = useLookup('training-places', postponing);

  const patch = usePatchTraining(training.id);
  const deferral = useCreateDeferral();
  const saving = patch.isPending || deferral.isPending;

  const startForcing = () => {
    setForcing(true);
    setValue('choice', '');
    setFailure(null);
  };

  const confirmation = option ? confirmationOf(option, training) : null;
  const danger = option ? isDangerous(option) : false;

  const { submit: save, submitDespiteConflicts, failure, conflicts, pending, setFailure } = useSaveForm({
    setError,
    fields: SERVER_FIELDS,
    title: (postponing ? MESSAGES.deferralSaveFailed : MESSAGES.statusSaveFailed).text,
    fallback: STATUS_SAVE_FAILED,
    quietWhenPlaced: true,
    save: async (values: StatusValues, confirmation) => {
      if (!option) return;
      if (option.recordsDeferral) {
        // The fields' rules have checked both dates.
        await deferral.mutateAsync({
          training_id: training.id,
          new_start_date: (values.new_start_date as Dayjs).toISOString(),
          new_end_date: (values.new_end_date as Dayjs).toISOString(),
          training_place_id: values.training_place_id === '' ? null : values.training_place_id,
          ...confirmation,
        });
      } else {
        await patch.mutateAsync(option.force ? { training_status_id: option.to, force: true, ...confirmation } : { training_status_id: option.to, ...confirmation });
      }
    },
    success: postponing ? MESSAGES.deferralSaved : MESSAGES.statusChanged,
    onSuccess: () => onDone(),
  });
  const submit = handleSubmit((values) => (option ? save(values) : undefined));

  // Irreversible and forced changes are applied only once their confirmation is accepted.
  const requestSubmit = () => {
    if (confirmation) setConfirming(true);
    else void submit();
  };

  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Statut actuel :
        </Typography>
        <TrainingStatusBadge status={training.status} />
      </Box>
      {failure ? <SaveFailureAlert {...failure} /> : null}
      {conflicts ? <ConflictAlert conflicts={conflicts} pending={pending} onConfirm={() => void handleSubmit(submitDespiteConflicts)()} /> : null}
      {forcing && statuses.isPending ? <Typography>Chargement des statuts…</Typography> : null}
      {forcing && statuses.isError ? <Alert severity="error">La liste des statuts n’a pas pu être chargée. Réessayez.</Alert> : null}
      {options.length > 0 ? (
        <FormControl>
          <FormLabel id="training-status-choice">{forcing ? FORCE_STATUS : 'Nouveau statut'}</FormLabel>
          <RadioGroup aria-labelledby="training-status-choice" name={choiceField.name} value={choiceField.value} onChange={(event) => choiceField.onChange(event.target.value)}>
            {options.map((candidate) => (
              <FormControlLabel
                key={candidate.key}
                value={candidate.key}
                control={<Radio color={isDangerous(candidate) ? 'error' : 'primary'} />}
                label={candidate.label}
                sx={isDangerous(candidate) ? { color: 'error.main' } : undefined}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : !forcing ? (
        <Typography>Aucun changement de statut n’est possible pour le moment.</Typography>
      ) : null}
      {postponing ? (
        <Suspense fallback={<ListSkeleton rows={3} />}>
          <DeferralFields control={control} places={places.data} trainingId={training.id} warn={!conflicts} />
        </Suspense>
      ) : null}
      <Button variant="contained" color={danger ? 'error' : 'primary'} onClick={requestSubmit} disabled={!option || saving}>
        {option ? (option.force ? `${FORCE_STATUS} « ${option.label} »` : option.label) : CHANGE_STATUS}
      </Button>
      {confirmation ? (
        <ConfirmDialog
          open={confirming}
          title={confirmation.title}
          message={confirmation.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
          confirmLabel={confirmation.confirmLabel}
          cancelLabel="Retour"
          confirmColor="error"
          pending={saving}
          onConfirm={() => {
            setConfirming(false);
            void submit();
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
      {training.allowed_actions.can_force_status && !forcing ? (
        <Link component="button" type="button" onClick={startForcing} sx={{ alignSelf: 'flex-start' }}>
          {FORCE_STATUS}
        </Link>
      ) : null}
    </Stack>
  );
}
