import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import { useForm } from 'react-hook-form';
import { MAX_PAYMENT_ORDERS_PER_EXPENSE, PAYMENT_METHODS } from '@irt/api/constants';
import type { ExpensePaymentPanel } from '@irt/api/contract';
import { readApiError } from '@irt/shared-auth';
import { Fact } from '@irt/shared-ui/components/Fact';
import { notify } from '@irt/shared-ui/components/notifications';
import { StatusBadge } from '@irt/shared-ui/components/StatusBadge';
import { formatDay, formatEuros } from '@irt/shared-ui/formatters';
import { FormTextField } from '@irt/shared-ui/forms';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { SaveFailureAlert, SAVE_FAILED_TITLE } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { MESSAGES, serverMessage } from '@irt/shared-ui/messages';
import { useCancelPayment } from '../api/cancel-payment';
import { useCreatePaymentOrder } from '../../../shared/api/create-payment-order';
import { useExpensePayment } from '../api/get-expense-payment';
import { usePayExpense } from '../api/pay-expense';
import { CancelPaymentDialog } from './CancelPaymentDialog';
import { PaymentConfirmDialog, type PaymentToConfirm } from './PaymentConfirmDialog';

export interface PaymentSectionProps {
  expenseId: number;
  trainingId: number;
  profileId: number;
}

/** The labels of the two payment methods. */
export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], string> = { virement: 'Virement', chèque: 'Chèque' };

interface Values {
  payment_order_id: string;
  payment_method: string;
  payment_reference: string;
}

const SERVER_FIELDS = { payment_order_id: 'payment_order_id', payment_method: 'payment_method', payment_reference: 'payment_reference' } as const;

/**
 * The payment of an expense, for the administrateur: once paid, its régie, order,
 * method, reference and amount; before, the payment order (one of the expense's, or a new one in the
 * current régie — the button is gone at two), the method and the reference (by default the expense's id
 * and the person's profile id), all three required, then a confirmation naming the payee, the amount,
 * the IBAN's last characters and the receipts. A payment of the current régie can be cancelled with a
 * reason. What can be done comes from the server.
 */
export function PaymentSection({ expenseId, trainingId, profileId }: PaymentSectionProps) {
  const headingId = useId();
  const panel = useExpensePayment(expenseId);
  return (
    <Box component="section" aria-labelledby={headingId} data-training-id={trainingId} data-profile-id={profileId} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Paiement
      </Typography>
      {panel.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={28} aria-label="Chargement du paiement" />
        </Box>
      ) : panel.isError ? (
        <Alert severity="error">{readApiError(panel.error).message ?? MESSAGES.genericFailure.text}</Alert>
      ) : panel.data.payment ? (
        <PaymentDone panel={panel.data} />
      ) : panel.data.can_pay ? (
        <PaymentForm panel={panel.data} />
      ) : (
        <Alert severity="info">{panel.data.blocked_reason}</Alert>
      )}
    </Box>
  );
}

function PaymentDone({ panel }: { panel: ExpensePaymentPanel }) {
  const payment = panel.payment!;
  const cancel = useCancelPayment();
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmCancel = (reason: string) => {
    setError(null);
    cancel.mutate(
      { paymentId: payment.id, reason },
      {
        onSuccess: (answer) => {
          setCancelling(false);
          notify(serverMessage(answer.message));
        },
        onError: (failure) => setError(readApiError(failure).message ?? MESSAGES.genericFailure.text),
      },
    );
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <StatusBadge label={panel.expense.status_name} color="success" />
        {panel.can_cancel ? (
          <Button variant="outlined" color="error" size="small" onClick={() => setCancelling(true)}>
            Annuler le paiement
          </Button>
        ) : null}
      </Box>
      {payment.bank_details_changed_at ? (
        <Alert severity="warning">Virement vers des coordonnées bancaires modifiées le {formatDay(payment.bank_details_changed_at)}, confirmé au paiement.</Alert>
      ) : null}
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label="Régie">{payment.regie_number}</Fact>
        {payment.order_number ? <Fact label="Ordre de paiement">{payment.order_number}</Fact> : null}
        <Fact label="Mode de paiement">{PAYMENT_METHOD_LABELS[payment.payment_method as keyof typeof PAYMENT_METHOD_LABELS] ?? payment.payment_method}</Fact>
        <Fact label="Référence de paiement">{payment.payment_reference}</Fact>
        <Fact label="Montant">{formatEuros(payment.amount)}</Fact>
        <Fact label="Payé le">{formatDay(payment.created_at)}</Fact>
      </Box>
      {panel.can_cancel ? null : (
        <Typography variant="body2" color="text.secondary">
          Sa régie est close : ce paiement est définitif.
        </Typography>
      )}
      <CancelPaymentDialog
        open={cancelling}
        amount={payment.amount}
        regieNumber={payment.regie_number}
        pending={cancel.isPending}
        error={error}
        onConfirm={confirmCancel}
        onClose={() => {
          setCancelling(false);
          setError(null);
        }}
      />
    </>
  );
}

function defaultsOf(panel: ExpensePaymentPanel): Values {
  const current = panel.payment_orders.find((order) => order.in_current_regie);
  return { payment_order_id: current ? String(current.id) : '', payment_method: '', payment_reference: panel.default_reference };
}

function PaymentForm({ panel }: { panel: ExpensePaymentPanel }) {
  const pay = usePayExpense();
  const createOrder = useCreatePaymentOrder();
  const [toConfirm, setToConfirm] = useState<(PaymentToConfirm & { orderId: number }) | null>(null);
  const { control, handleSubmit, setError, setValue, getValues } = useForm<Values>({ defaultValues: defaultsOf(panel) });
  const payment = useSaveForm({
    setError,
    fields: SERVER_FIELDS,
    save: ({ orderId, method, reference, bankDetailsConfirmed }: PaymentToConfirm & { orderId: number; bankDetailsConfirmed: boolean }) =>
      pay.mutateAsync({
        training_expense_id: panel.expense.id,
        payment_order_id: orderId,
        payment_method: method,
        payment_reference: reference,
        ...(bankDetailsConfirmed ? { confirm_bank_details_change: true } : {}),
      }),
    success: MESSAGES.paymentScheduled,
    onSuccess: () => setToConfirm(null),
    onFailure: () => setToConfirm(null),
  });
  // The section loads again with the new order, which the effect below then chooses.
  const orderCreation = useSaveForm({ save: () => createOrder.mutateAsync({ training_expense_id: panel.expense.id }), success: (created) => serverMessage(created.message) });
  const failure = payment.failure ?? orderCreation.failure;
  const setFailure = payment.setFailure;

  // A payment order just made is chosen at once.
  const currentOrder = panel.payment_orders.find((order) => order.in_current_regie);
  useEffect(() => {
    if (currentOrder && getValues('payment_order_id') === '') setValue('payment_order_id', String(currentOrder.id));
  }, [currentOrder, getValues, setValue]);

  const canCreateOrder = panel.can_create_payment_order && panel.payment_orders.length < MAX_PAYMENT_ORDERS_PER_EXPENSE;

  // The form only opens the confirmation: nothing is paid before it is confirmed.
  const submit = handleSubmit((values) => {
    setFailure(null);
    orderCreation.setFailure(null);
    const reference = values.payment_reference.trim();
    if (values.payment_order_id === '' || values.payment_method === '' || reference === '') {
      setFailure({ title: SAVE_FAILED_TITLE, message: MESSAGES.paymentFieldsMissing.text, details: [] });
      return;
    }
    const order = panel.payment_orders.find((o) => String(o.id) === values.payment_order_id);
    setToConfirm({
      orderId: Number(values.payment_order_id),
      orderNumber: order?.order_number ?? '',
      method: values.payment_method,
      methodLabel: PAYMENT_METHOD_LABELS[values.payment_method as keyof typeof PAYMENT_METHOD_LABELS] ?? values.payment_method,
      reference,
    });
  });

  const confirmPayment = async (bankDetailsConfirmed: boolean) => {
    if (!toConfirm) return;
    orderCreation.setFailure(null);
    await payment.submit({ ...toConfirm, bankDetailsConfirmed });
  };

  const addOrder = async () => {
    payment.setFailure(null);
    await orderCreation.submit(undefined);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Mise en paiement" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2">
        Montant à payer : <strong>{formatEuros(panel.expense.amount)}</strong>
        {panel.current_regie ? ` — régie en cours : ${panel.current_regie.order_number}` : null}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <FormSelectField
          control={control}
          name="payment_order_id"
          label="Ordre de paiement"
          required
          emptyLabel={panel.payment_orders.length === 0 ? 'Aucun ordre de paiement' : 'Choisir un ordre de paiement'}
          options={panel.payment_orders.map((order) => ({
            value: String(order.id),
            label: order.in_current_regie ? order.order_number : `${order.order_number} (régie close)`,
            disabled: !order.in_current_regie,
          }))}
        />
        {canCreateOrder ? (
          <Button variant="outlined" startIcon={<Add />} onClick={addOrder} disabled={createOrder.isPending} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
            Créer un ordre de paiement
          </Button>
        ) : null}
      </Stack>
      <FormSelectField
        control={control}
        name="payment_method"
        label="Mode de paiement"
        required
        emptyLabel="Choisir un mode de paiement"
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
      />
      <FormTextField control={control} name="payment_reference" label="Référence de paiement" required slotProps={{ htmlInput: { maxLength: 100 } }} />
      {failure ? <SaveFailureAlert {...failure} /> : null}
      <Box>
        <Button type="submit" variant="contained" disabled={pay.isPending}>
          Mettre en paiement
        </Button>
      </Box>
      <PaymentConfirmDialog panel={panel} payment={toConfirm} pending={pay.isPending} onConfirm={(confirmed) => void confirmPayment(confirmed)} onClose={() => setToConfirm(null)} />
    </Box>
  );
}
