import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import { StatusBadge, type PaletteStatusColor } from '@irt/shared-ui/components/StatusBadge';
import { formatDate } from '@irt/shared-ui/formatters';
import { readApiError } from '@irt/shared-auth';
import type { OwnExpense } from '@irt/api/contract';
import { useOwnExpense } from '../api/get-own-expense';
import { useAddReceipt, useCreateExpense, useDeleteExpense, useDeleteReceipt } from '@irt/shared-auth/endpoints';
import { ReceiptUploadDialog } from './ReceiptUploadDialog';

/** The reduced expense panel, loaded when first opened: most visits only read the tab. */
const OwnExpensePanel = lazy(() => import('./OwnExpensePanel'));

/** Styles of the expense labels; any other label is neutral. */
const LABEL_COLORS: Record<string, PaletteStatusColor | `#${string}`> = {
  'En cours': 'info',
  Remboursée: 'success',
  'En retard': 'error',
  // Amber with dark text: the palette's warning with white text lacks contrast at chip size.
  'En attente de pièces': '#ffb300',
  'À payer': 'primary',
};

export interface RefundsTabProps {
  trainingId: number;
  /** Whose expense: the logged-in person's own profile. */
  profileId: number;
  /** Whether reimbursement was asked for (a trainee's registration), which sets the card's text. */
  reimbursed: boolean;
  /** Whether receipts may be added (a trainee: only with a validated registration). */
  canAddReceipts: boolean;
}

function cardText(reimbursed: boolean, expense: OwnExpense | null): string {
  if (!reimbursed) return 'Pas de défraiement';
  return expense ? 'Défraiement demandé' : 'Aucun justificatif fourni';
}

type Confirm = { kind: 'receipt'; id: number } | { kind: 'expense'; id: number } | null;

/**
 * The Remboursements tab: the person's own expense for the training and its receipts. The first
 * receipt creates the expense (status 1 En cours), then the upload dialog opens; receipts and
 * expense are deleted after a confirmation; nothing changes once the expense is read-only.
 */
export function RefundsTab({ trainingId, profileId, reimbursed, canAddReceipts }: RefundsTabProps) {
  const expense = useOwnExpense(trainingId, profileId);
  const createExpense = useCreateExpense(trainingId, profileId);
  const addReceipt = useAddReceipt();
  const deleteReceipt = useDeleteReceipt();
  const deleteExpense = useDeleteExpense();
  const [uploadFor, setUploadFor] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [panelOpened, setPanelOpened] = useState<boolean | null>(null);

  const current = expense.data ?? null;
  const writable = canAddReceipts && (current === null || !current.read_only);

  const startUpload = () => {
    setUploadError(null);
    if (current) return setUploadFor(current.id);
    createExpense.mutate(undefined, {
      onSuccess: (created) => setUploadFor(created.id),
      onError: (error) => notify(MESSAGES.saveFailedShort, readApiError(error).message),
    });
  };

  const upload = (file: File, description: string) => {
    if (uploadFor === null) return;
    addReceipt.mutate(
      { expenseId: uploadFor, file, description },
      {
        onSuccess: () => {
          notify(MESSAGES.receiptAdded);
          setUploadFor(null);
        },
        onError: (error) => {
          const details = readApiError(error);
          setUploadError(Object.values(details.errors).flat()[0] ?? details.message ?? MESSAGES.genericFailure.text);
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!confirm) return;
    const mutation = confirm.kind === 'receipt' ? deleteReceipt : deleteExpense;
    mutation.mutate(confirm.id, {
      onSuccess: () => {
        notify(confirm.kind === 'receipt' ? MESSAGES.documentDeleted : MESSAGES.itemDeleted);
        setConfirm(null);
      },
      onError: (error) => {
        notify(MESSAGES.saveFailedShort, readApiError(error).message);
        setConfirm(null);
      },
    });
  };

  return (
    <Paper component="section" aria-labelledby="refunds-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="refunds-title" component="h2" variant="h6">
        Remboursements
      </Typography>
      {!expense.isPending && (
        <Typography sx={{ mt: 0.5, mb: 2 }} color="text.secondary">
          {cardText(reimbursed, current)}
        </Typography>
      )}
      {expense.isPending ? (
        <ListSkeleton rows={2} />
      ) : current ? (
        <Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography>{`Défraiement du ${formatDate(current.created_at, 'D MMMM YYYY')}`}</Typography>
            <StatusBadge label={current.status.name} color={LABEL_COLORS[current.status.name] ?? 'default'} />
          </Stack>
          {current.receipts.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              aucun justificatif déposé pour le moment
            </Typography>
          ) : (
            <List dense aria-label="Justificatifs">
              {current.receipts.map((receipt, index) => (
                <ListItem
                  key={receipt.id}
                  divider
                  secondaryAction={
                    writable ? (
                      <IconButton edge="end" aria-label={`Supprimer le justificatif ${receipt.description ?? index + 1}`} onClick={() => setConfirm({ kind: 'receipt', id: receipt.id })}>
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
                    secondary={formatDate(receipt.created_at)}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      ) : (
        <EmptyState title={MESSAGES.noExpenses.text} />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        {writable && !expense.isPending && (
          <Button variant="contained" onClick={startUpload} disabled={createExpense.isPending}>
            Ajouter un justificatif
          </Button>
        )}
        {current && canAddReceipts && (
          <Button variant="outlined" onClick={() => setPanelOpened(true)}>
            {current.read_only ? 'Voir le défraiement' : 'Modifier le défraiement'}
          </Button>
        )}
        {current?.deletable && canAddReceipts && (
          <Button color="error" onClick={() => setConfirm({ kind: 'expense', id: current.id })}>
            Supprimer le défraiement
          </Button>
        )}
      </Stack>
      {panelOpened !== null && (
        <Suspense fallback={null}>
          <OwnExpensePanel trainingId={trainingId} profileId={profileId} open={panelOpened} onClose={() => setPanelOpened(false)} />
        </Suspense>
      )}
      <ReceiptUploadDialog open={uploadFor !== null} pending={addReceipt.isPending} error={uploadError} onSubmit={upload} onClose={() => setUploadFor(null)} />
      <ConfirmDialog
        open={confirm !== null}
        title="Confirmation"
        message={confirm?.kind === 'expense' ? 'Voulez-vous supprimer ce défraiement ?' : 'Voulez-vous supprimer ce document ?'}
        confirmLabel="supprimer"
        cancelLabel="annuler"
        confirmColor="error"
        pending={deleteReceipt.isPending || deleteExpense.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirm(null)}
      />
    </Paper>
  );
}
