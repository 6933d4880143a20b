import { useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RECEIPT_MAX_KB } from '@irt/api/constants';

/** Types the server accepts for a receipt (checked again on the server, by content). */
const ACCEPTED = 'application/pdf,image/png,image/jpeg';
/** Size limit of one receipt, as the server enforces it. */
const MAX_KB = RECEIPT_MAX_KB;

export interface ReceiptUploadDialogProps {
  open: boolean;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onSubmit: (file: File, description: string) => void;
  onClose: () => void;
}

/** 'Ajouter un justificatif': one file (PDF, PNG or JPEG) and an optional description. */
export function ReceiptUploadDialog({ open, pending, error, onSubmit, onClose }: ReceiptUploadDialogProps) {
  const titleId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);

  const close = () => {
    setFile(null);
    setDescription('');
    setLocalError(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setLocalError('Veuillez choisir un fichier.');
    if (file.size > MAX_KB * 1024) return setLocalError(`Le fichier ne doit pas dépasser ${MAX_KB} Ko.`);
    setLocalError(null);
    onSubmit(file, description.trim());
  };

  const shown = localError ?? error;
  return (
    <Dialog open={open} onClose={pending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Ajouter un justificatif</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {shown && <Alert severity="error">{shown}</Alert>}
            <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => fileInput.current?.click()}>
              Choisir un fichier
            </Button>
            <input
              ref={fileInput}
              hidden
              type="file"
              accept={ACCEPTED}
              aria-label="Fichier du justificatif"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
            <Typography variant="body2" color="text.secondary">
              {file ? file.name : 'PDF, PNG ou JPEG, 5 Mo au plus'}
            </Typography>
            <TextField label="Description" value={description} onChange={(event) => setDescription(event.target.value)} fullWidth slotProps={{ htmlInput: { maxLength: 255 } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Envoyer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
