import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { notify } from '@irt/shared-ui/components/notifications';
import { SidePanel } from '@irt/shared-ui/components/SidePanel';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { MESSAGES } from '@irt/shared-ui/messages';
import { readApiError, useSession } from '@irt/shared-auth';
import { useCreateExpense, useExpenseFormCalls, useExpensePanel } from '@irt/shared-auth/endpoints';
import { ExpenseForm, UNSAVED_EXPENSE_CHANGES } from '@irt/shared-ui/expenses/ExpenseForm';
import { ExpenseHistory } from './ExpenseHistory';
import { ExpenseReceipts } from './ExpenseReceipts';
import { expenseStatusColor } from './status-colors';
import { ofName } from '@irt/api/constants';

/** The ids the payment section of an expense needs. */
export interface ExpensePaymentSlotProps {
  expenseId: number;
  trainingId: number;
  profileId: number;
}

export interface ExpensePanelProps {
  trainingId: number;
  profileId: number;
  open: boolean;
  onClose: () => void;
  /**
   * PAYMENT SLOT: the payment section of the expense (`PaymentSection` of
   * `PaymentSection.tsx`), rendered between the receipts and the history
   * once the expense exists: `paymentSlot={(ids) => <PaymentSection {...ids} />}`.
   */
  paymentSlot?: (ids: ExpensePaymentSlotProps) => ReactNode;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The expense side panel of one person on one training: the person and
 * the training, the expense's status, its lines (ExpenseForm), its receipts, the payment slot and its
 * history. Without an expense it is in creation mode: 'Créer' makes one at status 1, then its lines
 * show. What may be done comes from the server's `rights`; the server refuses anything else. Closing
 * it on amounts typed and not saved asks first.
 */
export function ExpensePanel({ trainingId, profileId, open, onClose, paymentSlot }: ExpensePanelProps) {
  const panel = useExpensePanel(trainingId, profileId, open);
  const create = useCreateExpense(trainingId, profileId);
  const role = useSession((state) => state.user?.role.slug);
  const [dirty, setDirty] = useState(false);
  const data = panel.data;
  const expense = data?.expense ?? null;

  const startExpense = () =>
    create.mutate(undefined, {
      onSuccess: () => notify(MESSAGES.itemCreated),
      onError: (error) => notify(MESSAGES.saveFailedShort, readApiError(error).message),
    });

  return (
    <SidePanel
      open={open}
      onClose={onClose}
      width={560}
      title={data ? `Défraiement ${ofName(data.person.name)}` : 'Défraiement'}
      unsavedChanges={dirty ? UNSAVED_EXPENSE_CHANGES : null}
    >
      {!data ? (
        panel.isError ? (
          <Alert severity="error">{readApiError(panel.error).message ?? MESSAGES.genericFailure.text}</Alert>
        ) : (
          <ListSkeleton rows={6} />
        )
      ) : (
        <Stack spacing={2}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {`${data.person.role_name} — ${data.training.title}`}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`Commune : ${data.person.commune ?? 'non renseignée'}${data.training.place ? ` — Lieu : ${data.training.place}` : ''}`}
            </Typography>
            {expense && (
              <Box sx={{ mt: 1 }}>
                <StatusBadge label={expense.status.name} color={expenseStatusColor(expense.status.id)} />
              </Box>
            )}
          </Box>
          {data.rights.read_only_reason && <Alert severity="info">{data.rights.read_only_reason}</Alert>}
          {!expense ? (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography>Aucun défraiement pour cette personne sur cette formation.</Typography>
              {data.rights.can_create && (
                <Button variant="contained" onClick={startExpense} disabled={create.isPending}>
                  Créer
                </Button>
              )}
            </Stack>
          ) : (
            <>
              <ExpenseForm panel={data} useCalls={useExpenseFormCalls} expense={expense} keepOpenWhenToPay={role === 'administrateur'} onClose={onClose} onDirtyChange={setDirty} />
              <Divider />
              <Section id="expense-receipts" title="Justificatifs">
                <ExpenseReceipts expenseId={expense.id} receipts={expense.receipts} writable={data.rights.can_edit} />
              </Section>
              {paymentSlot && (
                <>
                  <Divider />
                  {paymentSlot({ expenseId: expense.id, trainingId, profileId })}
                </>
              )}
              <Divider />
              <Section id="expense-history" title="Historique">
                <ExpenseHistory entries={expense.history} />
              </Section>
            </>
          )}
        </Stack>
      )}
    </SidePanel>
  );
}
