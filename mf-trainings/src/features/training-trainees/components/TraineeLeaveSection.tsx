/**
 * The training leave of a registration in 'Gérer le statut': the leave, its balance and flags as the
 * server computed them, and, for those who set statuses, its correction (any leave, or none; the server
 * refuses a leave whose mandate the trainee does not hold, and its French message is shown).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { notify } from '@irt/shared-ui/components/notifications';
import { LeaveCheckSummary, LeaveFlags } from '@irt/shared-ui/components/LeaveCheckSummary';
import { MESSAGES, serverMessage } from '@irt/shared-ui/messages';
import { readApiError } from '@irt/shared-auth';
import type { RoleSlug, TrainingTrainee } from '@irt/api/contract';
import { CAN_SET_REGISTRATION_STATUS, LEAVE_RULES, type LeaveKind } from '@irt/api/constants';
import { useUpdateRegistrationLeave } from '../api/update-registration-leave';

export const NO_LEAVE_TEXT = 'Aucun congé de formation';

export function TraineeLeaveSection({ trainingId, trainee, role }: { trainingId: number; trainee: TrainingTrainee; role: RoleSlug | undefined }) {
  const canCorrect = role !== undefined && CAN_SET_REGISTRATION_STATUS.includes(role);
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<LeaveKind | ''>(trainee.leave?.kind ?? '');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateRegistrationLeave(trainingId);
  const leave = trainee.leave;

  const save = () => {
    setError(null);
    update.mutate(
      { profileId: trainee.profile_id, leaveKind: choice === '' ? null : choice },
      {
        onSuccess: (answer) => {
          notify(serverMessage(answer.message));
          setEditing(false);
        },
        onError: (failure) => {
          const details = readApiError(failure);
          setError(MESSAGES.saveFailedShort.withDetail(details.errors.leave_kind?.[0] ?? details.message));
        },
      },
    );
  };

  return (
    <Box component="section" aria-label="Congé de formation">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          Congé de formation
        </Typography>
        <LeaveFlags leave={leave} />
        {canCorrect && !editing && (
          <Button
            size="small"
            onClick={() => {
              setChoice(leave?.kind ?? '');
              setEditing(true);
            }}
          >
            corriger
          </Button>
        )}
      </Stack>
      <Typography variant="body2" sx={{ mb: leave ? 1 : 0 }}>
        {leave ? leave.label : NO_LEAVE_TEXT}
      </Typography>
      {leave && <LeaveCheckSummary leave={leave} moment="registration" />}
      {editing && (
        <Stack spacing={1} sx={{ mt: 1.5 }}>
          <TextField
            select
            size="small"
            label="Congé utilisé pour cette formation"
            value={choice}
            onChange={(event) => setChoice(event.target.value as LeaveKind | '')}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            disabled={update.isPending}
          >
            <MenuItem value="">{NO_LEAVE_TEXT}</MenuItem>
            {LEAVE_RULES.map((rule) => (
              <MenuItem key={rule.kind} value={rule.kind}>
                {rule.label}
              </MenuItem>
            ))}
          </TextField>
          {error && (
            <Alert severity="error" onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" size="small" onClick={save} disabled={update.isPending}>
              Enregistrer
            </Button>
            <Button
              size="small"
              onClick={() => {
                setEditing(false);
                setError(null);
              }}
            >
              Annuler
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
