import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { SidePanel } from '@irt/shared-ui/components/SidePanel';
import { MESSAGES } from '@irt/shared-ui/messages';
import { ExpenseForm, UNSAVED_EXPENSE_CHANGES } from '@irt/shared-ui/expenses/ExpenseForm';
import { useExpenseFormCalls, useExpensePanel } from '@irt/shared-auth/endpoints';
import { readApiError } from '@irt/shared-auth';

export interface OwnExpensePanelProps {
  trainingId: number;
  profileId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * The reduced view of the expense panel, for the expense's owner — a
 * trainee, or a team member in their Remboursements tab: the same lines and the same server rules as
 * the staff's panel (the owner saves 'En cours' only, forces nothing), the transport and accommodation
 * switches shown on and read-only, no payment and no history. Receipts stay in the tab.
 */
export default function OwnExpensePanel({ trainingId, profileId, open, onClose }: OwnExpensePanelProps) {
  const panel = useExpensePanel(trainingId, profileId, open);
  const [dirty, setDirty] = useState(false);
  const data = panel.data;
  const expense = data?.expense ?? null;
  return (
    <SidePanel open={open} onClose={onClose} width={560} title="Mon défraiement" unsavedChanges={dirty ? UNSAVED_EXPENSE_CHANGES : null}>
      {!data ? (
        panel.isError ? (
          <Alert severity="error">{readApiError(panel.error).message ?? MESSAGES.genericFailure.text}</Alert>
        ) : (
          <ListSkeleton rows={6} />
        )
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {`${data.training.title}${data.training.place ? ` — Lieu : ${data.training.place}` : ''}`}
          </Typography>
          <Box role="group" aria-label="Prise en charge">
            <FormControlLabel control={<Switch checked disabled />} label="Frais de transport" />
            {data.allows.accommodation && <FormControlLabel control={<Switch checked disabled />} label="Hébergement" />}
          </Box>
          {data.rights.read_only_reason && <Alert severity="info">{data.rights.read_only_reason}</Alert>}
          {expense ? (
            <ExpenseForm panel={data} useCalls={useExpenseFormCalls} expense={expense} keepOpenWhenToPay={false} onClose={onClose} onDirtyChange={setDirty} />
          ) : (
            <Typography>{MESSAGES.noExpenses.text}</Typography>
          )}
        </Stack>
      )}
    </SidePanel>
  );
}
