import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormTextField } from '@irt/shared-ui/forms';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { MESSAGES } from '@irt/shared-ui/messages';
import type { ACCOUNT_MESSAGES, ProfileUnion } from '@irt/api/contract';
import { useAddUnion, useUpdateUnion } from '../api/union-mandate-mutations';
import { AccountTextField, SelectField } from './fields';
import { useLookup } from '@irt/shared-auth/query';
import { FormSwitchField } from '@irt/shared-ui/forms/FormSwitchField';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';

const START_REQUIRED: (typeof ACCOUNT_MESSAGES)['unionStartRequired'] = 'Vous devez renseigner une date de début';
const END_REQUIRED: (typeof ACCOUNT_MESSAGES)['unionEndRequired'] = 'Si le mandat est inactif, vous devez renseigner une date de fin';
const UNION_ERROR_TITLE = MESSAGES.unionSaveFailed.text;
const DATE_INPUT = { inputLabel: { shrink: true } } as const;

interface UnionEditValues {
  is_valid: boolean;
  start_date: string;
  end_date: string;
}

interface UnionCreateValues {
  union_id: string;
  start_date: string;
}

/** 'Ajouter un syndicat': the union and the start of the membership (required). */
export function UnionCreateDialog({ profileId, open, onClose }: { profileId: number; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const unions = useLookup('unions');
  const add = useAddUnion(profileId);
  const { control, handleSubmit, setError, reset, watch, formState } = useForm<UnionCreateValues>({ defaultValues: { union_id: '', start_date: '' } });
  const [unionId, start] = watch(['union_id', 'start_date']);

  const close = () => {
    reset();
    setFailure(null);
    onClose();
  };

  const { submit, failure, setFailure } = useSaveForm({
    setError,
    fields: { union_id: 'union_id', start_date: 'start_date' },
    title: UNION_ERROR_TITLE,
    save: (values: UnionCreateValues) => add.mutateAsync({ union_id: Number(values.union_id), is_valid: true, start_date: values.start_date }),
    success: MESSAGES.unionUpdated,
    onSuccess: () => close(),
  });

  return (
    <Dialog open={open} onClose={add.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id={titleId}>Ajouter un syndicat</DialogTitle>
        <DialogContent>
          {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SelectField control={control} name="union_id" label="Syndicat" options={unions.data} rules={{ required: 'Veuillez choisir un syndicat.' }} />
            <AccountTextField control={control} name="start_date" label="Date de début" type="date" slotProps={DATE_INPUT} rules={{ required: 'La date de début est obligatoire' }} />
            {/* Said once the date was left empty, not before anything is typed ('Créer' waits for it meanwhile). */}
            {start === '' && formState.touchedFields.start_date && <Alert severity="warning">{START_REQUIRED}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={add.isPending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={add.isPending || start === '' || unionId === ''}>
            Créer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * 'Modifier le syndicat': still a member (toggle), or the end of the membership. Without
 * the toggle an end date is required, and 'Modifier' stays disabled until one of them is given.
 */
export function UnionEditDialog({ profileId, union, onClose }: { profileId: number; union: ProfileUnion | null; onClose: () => void }) {
  const titleId = useId();
  const update = useUpdateUnion(profileId);
  const { control, handleSubmit, setError, watch } = useForm<UnionEditValues>({
    defaultValues: { is_valid: union?.is_valid ?? true, start_date: union?.start_date ?? '', end_date: union?.end_date ?? '' },
  });
  const [active, end] = watch(['is_valid', 'end_date']);
  const { submit, failure } = useSaveForm({
    setError,
    fields: { start_date: 'start_date', end_date: 'end_date' },
    title: UNION_ERROR_TITLE,
    save: (values: UnionEditValues) =>
      update.mutateAsync({
        pivotId: union?.id ?? 0,
        is_valid: values.is_valid,
        start_date: values.start_date || null,
        end_date: values.end_date || null,
      }),
    success: MESSAGES.unionUpdated,
    onSuccess: () => onClose(),
  });

  if (!union) return null;
  const canSave = active || end !== '';
  const save = handleSubmit(submit);

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{`Modifier le syndicat ${union.name}`}</DialogTitle>
      <DialogContent>
        {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormSwitchField control={control} name="is_valid" label="Toujours adhérent" />
          <FormTextField control={control} name="start_date" label="Date de début" type="date" slotProps={DATE_INPUT} fullWidth={false} />
          <FormTextField
            control={control}
            name="end_date"
            label="Date de fin"
            type="date"
            slotProps={DATE_INPUT}
            fullWidth={false}
            helperText={!active && end === '' ? END_REQUIRED : undefined}
          />
          {!canSave && <Alert severity="warning">Vous devez inscrire une date de fin</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Annuler
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={update.isPending || !canSave}>
          Modifier
        </Button>
      </DialogActions>
    </Dialog>
  );
}
