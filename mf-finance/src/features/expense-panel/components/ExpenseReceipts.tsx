import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import { formatDate } from '@irt/shared-ui/formatters';
import { readApiError } from '@irt/shared-auth';
import type { Receipt } from '@irt/api/contract';
import { useAddReceipt, useDeleteReceipt } from '@irt/shared-auth/endpoints';

export interface ExpenseReceiptsProps {
  expenseId: number;
  receipts: readonly Receipt[];
  /** Receipts may be added and deleted (the server refuses them otherwise too). */
  writable: boolean;
}

/** The receipts of an expense: links to their files; added one at a time, deleted after confirmation. */
export function ExpenseReceipts({ expenseId, receipts, writable }: ExpenseReceiptsProps) {
  const add = useAddReceipt();
  const remove = useDeleteReceipt();
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<number | null>(null);
  const inputId = useId();

  const upload = () => {
    if (!file) return;
    setError(null);
    add.mutate(
      { expenseId, file, description },
      {
        onSuccess: () => {
          notify(MESSAGES.receiptAdded);
          setFile(null);
          setDescription('');
        },
        onError: (failure) => {
          const details = readApiError(failure);
          setError(Object.values(details.errors).flat()[0] ?? details.message ?? MESSAGES.genericFailure.text);
        },
      },
    );
  };

  return (
    <Stack spacing={1}>
      {receipts.length === 0 ? (
        <Alert severity="warning">aucun justificatif déposé pour le moment</Alert>
      ) : (
        <List dense disablePadding aria-label="Justificatifs">
          {receipts.map((receipt, index) => (
            <ListItem
              key={receipt.id}
              disableGutters
              divider
              secondaryAction={
                writable ? (
                  <IconButton edge="end" aria-label={`Supprimer le justificatif ${receipt.description ?? index + 1}`} onClick={() => setConfirm(receipt.id)}>
                    <DeleteOutline />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemText
                primary={
                  <Link href={receipt.temporary_receipt_url} target="_blank" rel="noopener">
                    {receipt.description || `Justificatif ${index + 1}`}
                  </Link>
                }
                secondary={formatDate(receipt.created_at, 'DD/MM/YYYY')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {writable && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" size="small" onClick={() => document.getElementById(inputId)?.click()}>
            {file ? file.name : 'Choisir un fichier'}
          </Button>
          <input
            id={inputId}
            type="file"
            hidden
            accept="application/pdf,image/png,image/jpeg"
            aria-label="Fichier du justificatif"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <TextField size="small" label="Description" value={description} onChange={(event) => setDescription(event.target.value)} />
          <Button variant="contained" size="small" disabled={!file || add.isPending} onClick={upload}>
            Ajouter un justificatif
          </Button>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Typography variant="caption" color="text.secondary">
        PDF, PNG ou JPEG.
      </Typography>
      <ConfirmDialog
        open={confirm !== null}
        title="Confirmation"
        message="Voulez-vous supprimer ce document ?"
        confirmLabel="supprimer"
        cancelLabel="annuler"
        confirmColor="error"
        pending={remove.isPending}
        onConfirm={() =>
          confirm !== null &&
          remove.mutate(confirm, {
            onSuccess: () => {
              notify(MESSAGES.documentDeleted);
              setConfirm(null);
            },
            onError: (failure) => {
              notify(MESSAGES.saveFailedShort, readApiError(failure).message);
              setConfirm(null);
            },
          })
        }
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
