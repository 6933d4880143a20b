import { useId } from 'react';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormGroup from '@mui/material/FormGroup';
import { useSaveForm, type ConflictConfirmation } from '@irt/shared-ui/forms/useSaveForm';
import { ConflictAlert } from '@irt/shared-ui/components/ConflictAlert';
import type { Conflict } from '@irt/api/contract';
import { FormCheckboxField } from '@irt/shared-ui/forms/FormCheckboxField';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { ofName } from '@irt/api/constants';

export interface Needs {
  reimbursed_transportation: boolean;
  needs_accommodation: boolean;
}

export interface NeedsDialogProps {
  /** The person whose needs are entered; the dialog is open while one is given. */
  name: string;
  initial: Needs;
  /** 'add': the person joins the team on confirmation; 'edit': their needs change. */
  mode: 'add' | 'edit';
  pending: boolean;
  /** The other trainings of the person being added at the same times, told before 'Ajouter'. */
  warnings?: readonly Conflict[];
  /**
   * Saves the needs; a rejection (the server's answer) is shown in the dialog, under the fields it
   * names; a 409 shows the conflicts and 'Enregistrer malgré le conflit' calls it again confirmed.
   */
  onConfirm: (needs: Needs, confirmation: ConflictConfirmation) => Promise<unknown>;
  onClose: () => void;
}

export const NEEDS_LABELS = {
  reimbursed_transportation: 'Frais de transport remboursés',
  needs_accommodation: "Besoin d'un hébergement",
} as const;

const SERVER_FIELDS: Partial<Record<string, keyof Needs>> = {
  reimbursed_transportation: 'reimbursed_transportation',
  needs_accommodation: 'needs_accommodation',
};

/** The reimbursement needs of a team member: opened on adding them, and to edit them. */
export function NeedsDialog({ name, initial, mode, pending, warnings = [], onConfirm, onClose }: NeedsDialogProps) {
  const titleId = useId();
  const { control, handleSubmit, setError } = useForm<Needs>({ defaultValues: initial });
  const { submit: save, submitDespiteConflicts, failure, conflicts } = useSaveForm({ setError, fields: SERVER_FIELDS, quietWhenPlaced: true, save: onConfirm });

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={handleSubmit(save)}>
        <DialogTitle id={titleId}>{`Besoins ${ofName(name)}`}</DialogTitle>
        <DialogContent>
          {failure ? <SaveFailureAlert {...failure} sx={{ mb: 2 }} /> : null}
          {conflicts ? (
            <ConflictAlert conflicts={conflicts} pending={pending} onConfirm={() => void handleSubmit(submitDespiteConflicts)()} sx={{ mb: 2 }} />
          ) : (
            <ConflictAlert conflicts={warnings} sx={{ mb: 2 }} />
          )}
          <DialogContentText sx={{ mb: 1 }}>
            {mode === 'add' ? 'Indiquez les besoins de défraiement de cette personne pour la formation.' : 'Modifiez les besoins de défraiement de cette personne.'}
          </DialogContentText>
          <FormGroup>
            {(Object.keys(NEEDS_LABELS) as (keyof Needs)[]).map((key) => (
              <FormCheckboxField key={key} control={control} name={key} label={NEEDS_LABELS[key]} />
            ))}
          </FormGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {mode === 'add' ? 'Ajouter' : 'Enregistrer'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
