import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

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
  onConfirm: (needs: Needs) => void;
  onClose: () => void;
}

export const NEEDS_LABELS = {
  reimbursed_transportation: 'Frais de transport remboursés',
  needs_accommodation: "Besoin d'un hébergement",
} as const;

/** The reimbursement needs of a team member (spec 001 §2): opened on adding them, and to edit them. */
export function NeedsDialog({ name, initial, mode, pending, onConfirm, onClose }: NeedsDialogProps) {
  const titleId = useId();
  const [needs, setNeeds] = useState<Needs>(initial);
  const toggle = (key: keyof Needs) => setNeeds((current) => ({ ...current, [key]: !current[key] }));
  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{`Besoins de ${name}`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {mode === 'add' ? 'Indiquez les besoins de défraiement de cette personne pour la formation.' : 'Modifiez les besoins de défraiement de cette personne.'}
        </DialogContentText>
        <FormGroup>
          {(Object.keys(NEEDS_LABELS) as (keyof Needs)[]).map((key) => (
            <FormControlLabel key={key} control={<Checkbox checked={needs[key]} onChange={() => toggle(key)} />} label={NEEDS_LABELS[key]} />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Annuler
        </Button>
        <Button variant="contained" onClick={() => onConfirm(needs)} disabled={pending}>
          {mode === 'add' ? 'Ajouter' : 'Enregistrer'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
