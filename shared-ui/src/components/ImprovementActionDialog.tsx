import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormTextField } from '../forms/FormTextField';
import { FormSelectField } from '../forms/FormSelectField';
import { SaveFailureAlert } from '../forms/SaveFailureAlert';
import { useSaveForm } from '../forms/useSaveForm';
import { requiredText } from '../forms/validation';
import { serverMessage } from '../messages';
import { DayTextField } from './DayTextField';

/** What the dialog edits: the action, who carries it (a team member, or a name when 'Autre'), its due day. */
export interface ImprovementActionValues {
  what: string;
  /** A team member's account id, 'other' for a name written freely, '' before a choice. */
  owner: number | 'other' | '';
  owner_name: string;
  /** 'YYYY-MM-DD'. */
  due_date: string;
}

/** The values as the API takes them (`owner_user_id` or `owner_name`, one of the two). */
export interface ImprovementActionFields {
  what: string;
  owner_user_id: number | null;
  owner_name: string | null;
  due_date: string;
}

export const OTHER_OWNER = 'other' as const;

export function actionFieldsOf(values: ImprovementActionValues): ImprovementActionFields {
  const member = typeof values.owner === 'number' ? values.owner : null;
  return { what: values.what.trim(), owner_user_id: member, owner_name: member === null ? values.owner_name.trim() || null : null, due_date: values.due_date };
}

const EMPTY: ImprovementActionValues = { what: '', owner: '', owner_name: '', due_date: '' };

export interface ImprovementActionDialogProps {
  open: boolean;
  title: string;
  /** What the action comes from, said under the title ('Réclamation « … »', 'Formation « … »'). */
  origin?: string;
  /** The team members who may carry it; undefined while they load. */
  owners: readonly { user_id: number; name: string }[] | undefined;
  /** The values of an action being edited. */
  initial?: ImprovementActionValues;
  /** Sends the values; resolves with the server's message. */
  save: (fields: ImprovementActionFields) => Promise<{ message: string }>;
  onClose: () => void;
}

/** Opens or edits an improvement action: what, who (a team member or another name), by when. */
export function ImprovementActionDialog({ open, title, origin, owners, initial, save, onClose }: ImprovementActionDialogProps) {
  const titleId = useId();
  const { control, handleSubmit, reset, setError, watch } = useForm<ImprovementActionValues>({ defaultValues: initial ?? EMPTY });
  const form = useSaveForm<ImprovementActionValues, { message: string }, ImprovementActionValues>({
    setError,
    fields: { what: 'what', owner_user_id: 'owner', owner_name: 'owner_name', due_date: 'due_date' },
    save: (values) => save(actionFieldsOf(values)),
    success: (result) => serverMessage(result.message),
    onSuccess: () => onClose(),
  });
  const { setFailure } = form;
  useEffect(() => {
    if (open) {
      reset(initial ?? EMPTY);
      setFailure(null);
    }
  }, [open, initial, reset, setFailure]);
  const owner = watch('owner');
  const choices = owners ? [...owners.map((o) => ({ value: o.user_id, label: o.name })), { value: OTHER_OWNER, label: 'Autre (saisir un nom)' }] : undefined;
  return (
    <Dialog open={open} onClose={form.pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={handleSubmit(form.submit)}>
        <DialogContent>
          <Stack spacing={2}>
            {origin ? (
              <Typography variant="body2" color="text.secondary">
                {origin}
              </Typography>
            ) : null}
            {form.failure ? <SaveFailureAlert {...form.failure} /> : null}
            <FormTextField control={control} name="what" label="Action" multiline minRows={2} required rules={{ validate: requiredText('Décrivez l’action.') }} slotProps={{ htmlInput: { maxLength: 2000 } }} />
            <FormSelectField
              control={control}
              name="owner"
              label="Responsable"
              required
              options={choices}
              loading={!owners}
              rules={{ validate: (value) => (value === '' ? 'Choisissez un responsable.' : true) }}
            />
            {owner === OTHER_OWNER ? (
              <FormTextField control={control} name="owner_name" label="Nom du responsable" required rules={{ validate: requiredText('Écrivez un nom.') }} slotProps={{ htmlInput: { maxLength: 200 } }} />
            ) : null}
            <Controller
              control={control}
              name="due_date"
              rules={{ validate: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? true : 'Indiquez une date : jj/mm/aaaa.') }}
              render={({ field, fieldState }) => <DayTextField label="Échéance" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.pending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={form.pending}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
