import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fact } from '../components/Fact';
import { notify } from '../components/notifications';
import { MESSAGES } from '../messages';
import { FormNumberField } from '../forms/FormNumberField';
import { FormSelectField } from '../forms/FormSelectField';
import { FormTextField } from '../forms/FormTextField';
import { SaveFailureAlert } from '../forms/SaveFailureAlert';
import { saveFailureOf } from '../forms/useSaveForm';
import type { ExpenseDetail, ExpensePanel, ExpenseStatusChange, ExpenseUpdate, TransportCalculation, VehicleCategory } from '@irt/api/contract';
import { EXPENSE_STATUS } from '@irt/api/constants';
import { amountRule, DISTANCE_METHOD_LABELS, euros, km, toAmount, toField, toForced } from './amounts';

export interface ExpenseFormValues {
  vehicle_category_id: number | '';
  evening_meals: string;
  transport_costs: string;
  accommodation_costs: string;
  other_costs: string;
  other_costs_comment: string;
  toll_parking_costs: string;
  public_transport_costs: string;
  total_forced_amount: string;
  /** One-way km typed when the communes' positions are unknown. */
  manual_distance: string;
}

/** The form's values; a line that does not apply is empty, so a save sends 0 for it (the server counts only the lines that apply). */
function valuesOf(panel: ExpensePanel, expense: ExpenseDetail): ExpenseFormValues {
  const { allows } = panel;
  const line = (applies: boolean, amount: string | null) => (applies ? toField(amount) : '');
  return {
    vehicle_category_id: expense.vehicle_category_id ?? panel.person.vehicle_category_id ?? '',
    evening_meals: line(allows.evening_meals, expense.evening_meals),
    transport_costs: line(allows.transport, expense.transport_forced_amount),
    accommodation_costs: line(allows.accommodation, expense.accommodation_costs),
    other_costs: line(allows.other, expense.other_costs),
    other_costs_comment: expense.other_costs_comment ?? '',
    toll_parking_costs: line(allows.toll_parking, expense.toll_parking_costs),
    public_transport_costs: line(allows.public_transport, expense.public_transport_costs),
    total_forced_amount: toField(expense.total_forced_amount),
    manual_distance: expense.distance_method === 'manuelle' && expense.calculated_distance !== null ? expense.calculated_distance.replace('.', ',') : '',
  };
}

/** A typed distance as km (one decimal at most, "23,5" or "23.5"), or null when empty or not a distance. */
export function parseDistance(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,4}(\.\d)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 && value <= 2000 ? value : null;
}

const distanceRule = {
  validate: (value: unknown) =>
    value === '' || value === undefined || parseDistance(String(value)) !== null || 'Saisissez une distance en kilomètres, par exemple 23,5.',
};

type FieldName = keyof ExpenseFormValues;

/**
 * The fields the form shows for this expense (the server's field names are the form's): a line the
 * person is not offered, or a forced amount the caller may not set and none is set, is not shown.
 */
function shownFields({ allows, rights, person }: ExpensePanel, expense: ExpenseDetail): ReadonlySet<FieldName> {
  const shown: FieldName[] = [];
  if (allows.toll_parking) shown.push('toll_parking_costs');
  if (allows.public_transport) shown.push('public_transport_costs');
  if (allows.other) shown.push('other_costs', 'other_costs_comment');
  if (allows.transport) shown.push('vehicle_category_id');
  // Communes without a position: the distance is typed by hand.
  if (allows.transport && !person.distance_known) shown.push('manual_distance');
  if (allows.transport && (rights.can_force_transport || expense.transport_forced_amount !== null)) shown.push('transport_costs');
  if (allows.evening_meals) shown.push('evening_meals');
  if (allows.accommodation) shown.push('accommodation_costs');
  if (rights.can_force_total || expense.total_forced_amount !== '0.00') shown.push('total_forced_amount');
  return new Set(shown);
}

/** Asked before the panel closes on typed amounts not saved. */
export const UNSAVED_EXPENSE_CHANGES = 'Les montants saisis n’ont pas été enregistrés : ils seront perdus si vous fermez le panneau.';

/** A refused write: its title, the server's message, and the field messages no shown field carries. */
interface Failure {
  title: string;
  message: string | null;
  details: string[];
}

/** The transport the server computes for the chosen vehicle (or its reason for not computing it). */
type TransportPreview = { calculation: TransportCalculation; failure: null } | { calculation: null; failure: string };

/**
 * What the form asks the server, handed over by the screen that shows it (the design kit makes no call):
 * `useExpenseFormCalls` of `@irt/shared-auth/endpoints`.
 */
export interface ExpenseFormCalls {
  save: { mutateAsync: (body: ExpenseUpdate) => Promise<unknown>; isPending: boolean };
  setStatus: {
    mutate: (body: ExpenseStatusChange, handlers: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
    isPending: boolean;
  };
  categories: { data: VehicleCategory[] | undefined; isPending: boolean };
  /** A hook, called at each render with what the form holds. */
  useTransportPreview: (
    trainingId: number,
    profileId: number,
    vehicleCategoryId: number | null,
    enabled: boolean,
    manualDistance: number | null,
  ) => { data: TransportPreview | undefined };
}

export interface ExpenseFormProps {
  panel: ExpensePanel;
  /** Its calls for this expense: `useCalls={useExpenseFormCalls}`. */
  useCalls: (expenseId: number) => ExpenseFormCalls;
  expense: ExpenseDetail;
  /** The administrator keeps the panel open after 'À payer'; anyone else no longer edits it then. */
  keepOpenWhenToPay: boolean;
  onClose: () => void;
  /** Told whether the form holds typed changes not saved (the panel then asks before closing). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * The lines of an expense: transport computed by the server from the
 * communes for the chosen fiscal power (its distance and method shown, or the server's reason as a
 * warning), tolls and parking, public transport, evening meals with their cap and maximum,
 * accommodation, other costs and comment, forced transport and forced total for whom the server
 * allows; 'Enregistrer' (status 1), 'À payer' (2), 'Modifier' (back to 1) and 'En attente de pièces'
 * (3) as the rights say. Each write is told: its success toast, or the banner of its refusal.
 */
export function ExpenseForm({ panel, useCalls, expense, keepOpenWhenToPay, onClose, onDirtyChange }: ExpenseFormProps) {
  const { rights, allows, meals, training, person } = panel;
  // A field is checked when left, then at each keystroke once it was left: an error shown goes away
  // as the value is corrected, not when the pointer presses a button (the buttons would move under it
  // and the click be lost). A new answer of the server keeps what is being typed.
  const form = useForm<ExpenseFormValues>({ values: valuesOf(panel, expense), mode: 'onTouched', resetOptions: { keepDirtyValues: true } });
  const { save, setStatus, categories, useTransportPreview } = useCalls(expense.id);
  const [failure, setFailure] = useState<Failure | null>(null);
  const shown = shownFields(panel, expense);
  const { isDirty } = form.formState;
  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const disabled = !rights.can_edit;
  const categoryId = form.watch('vehicle_category_id');
  // A read-only expense (paid, À payer for its owner, closed training) shows the transport it was saved
  // with; only an expense being edited asks the server for a new calculation.
  // Communes without a position: the staff type the distance, and the calculation waits for it (asked
  // once the typing pauses, not at every key).
  const typedDistance = person.distance_known ? null : parseDistance(form.watch('manual_distance') ?? '');
  const [manualDistance, setManualDistance] = useState(typedDistance);
  useEffect(() => {
    const timer = setTimeout(() => setManualDistance(typedDistance), 400);
    return () => clearTimeout(timer);
  }, [typedDistance]);
  const transport = useTransportPreview(
    training.id,
    person.profile_id,
    categoryId === '' ? null : categoryId,
    allows.transport && categoryId !== '' && !disabled && (person.distance_known || manualDistance !== null),
    manualDistance,
  );

  const submit = (status: 1 | 2) =>
    form.handleSubmit(async (values) => {
      setFailure(null);
      const body: ExpenseUpdate = {
        vehicle_category_id: values.vehicle_category_id === '' ? null : values.vehicle_category_id,
        evening_meals: toAmount(values.evening_meals),
        transport_costs: toForced(values.transport_costs),
        accommodation_costs: toAmount(values.accommodation_costs),
        other_costs: toAmount(values.other_costs),
        other_costs_comment: values.other_costs_comment.trim() || null,
        toll_parking_costs: toAmount(values.toll_parking_costs),
        public_transport_costs: toAmount(values.public_transport_costs),
        training_expense_status_id: status,
        total_forced_amount: toAmount(values.total_forced_amount),
        ...(person.distance_known ? {} : { manual_distance: parseDistance(values.manual_distance) }),
      };
      try {
        await save.mutateAsync(body);
        // What was typed is saved: nothing left to lose when the panel closes.
        form.reset(values);
        notify(MESSAGES.itemUpdated);
        if (status === EXPENSE_STATUS.toPay && !keepOpenWhenToPay) onClose();
      } catch (error) {
        // Every refusal is said in the banner; a field message goes under its field when the form shows
        // it, else in the banner (an error on a field not shown would stop every later save).
        const onShown = Object.fromEntries([...shown].map((field) => [field, field]));
        setFailure(saveFailureOf(error, { setError: form.setError, fields: onShown, title: MESSAGES.expenseUpdateFailed.text }));
      }
    })();

  /** A change of status alone: 'Modifier' (back to En cours) or 'En attente de pièces'. */
  const changeStatus = (status: 1 | 3) => {
    setFailure(null);
    setStatus.mutate(
      { training_expense_status_id: status },
      {
        onSuccess: () => notify(MESSAGES.expenseStatusChanged),
        onError: (error) => setFailure(saveFailureOf(error, {})),
      },
    );
  };

  const pending = save.isPending || setStatus.isPending;
  const forcedTotal = form.watch('total_forced_amount');

  return (
    <Box component="form" noValidate aria-label="Lignes du défraiement" onSubmit={(event) => event.preventDefault()}>
      <Stack spacing={2}>
        {shown.has('vehicle_category_id') && (
          <Stack spacing={1} component="section" aria-labelledby="expense-transport">
            <Typography id="expense-transport" variant="subtitle1" component="h3">
              Frais kilométriques
            </Typography>
            <FormSelectField
              control={form.control}
              name="vehicle_category_id"
              label="Puissance fiscale"
              emptyLabel="Aucun véhicule"
              options={categories.data?.map((c) => ({ value: c.id, label: c.category }))}
              loading={categories.isPending}
              disabled={disabled}
            />
            {disabled && expense.calculated_distance !== null && expense.distance_method !== null && (
              <Box component="dl" sx={{ m: 0 }} aria-label="Transport enregistré">
                <Fact label="Distance (aller)">{`${km(expense.calculated_distance)} (${DISTANCE_METHOD_LABELS[expense.distance_method]})`}</Fact>
                <Fact label="Transport">{euros(expense.transport_costs)}</Fact>
              </Box>
            )}
            {!person.distance_known && !disabled && (
              <>
                <Alert severity="warning">
                  {person.commune
                    ? `La position de la commune ${person.commune} ou du lieu de la formation est inconnue : la distance ne peut pas être calculée.`
                    : 'La commune de cette personne n’est pas renseignée : la distance ne peut pas être calculée.'}{' '}
                  Saisissez la distance aller en kilomètres.
                </Alert>
                <FormTextField
                  control={form.control}
                  name="manual_distance"
                  label="Distance aller (km)"
                  helperText="Distance saisie à la main, par exemple 23,5."
                  rules={distanceRule}
                />
              </>
            )}
            {categoryId !== '' && transport.data?.failure && <Alert severity="warning">{transport.data.failure}</Alert>}
            {categoryId !== '' && transport.data?.calculation && (
              <Box component="dl" sx={{ m: 0 }} aria-label="Calcul du transport">
                <Fact label="Trajet">{`${transport.data.calculation.profile_address || 'Domicile'} → ${transport.data.calculation.training_address}`}</Fact>
                <Fact label="Distance (aller)">{`${km(transport.data.calculation.calculated_distance)} (${DISTANCE_METHOD_LABELS[transport.data.calculation.distance_method]})`}</Fact>
                <Fact label="Allers-retours">{String(transport.data.calculation.round_trips)}</Fact>
                <Fact label="Indemnité kilométrique">{`${transport.data.calculation.indemnity.replace('.', ',')} € / km`}</Fact>
                <Fact label="Transport calculé">{euros(transport.data.calculation.transport_costs)}</Fact>
              </Box>
            )}
            {shown.has('transport_costs') ? (
              <FormNumberField
                control={form.control}
                name="transport_costs"
                label="Transport forcé (€)"
                helperText="Laisser vide pour appliquer le transport calculé."
                min={0}
                rules={amountRule}
                disabled={disabled || !rights.can_force_transport}
              />
            ) : null}
          </Stack>
        )}
        {shown.has('toll_parking_costs') && (
          <FormNumberField control={form.control} name="toll_parking_costs" label="Péage et stationnement (€)" min={0} rules={amountRule} disabled={disabled} />
        )}
        {shown.has('public_transport_costs') && (
          <FormNumberField control={form.control} name="public_transport_costs" label="Transports en commun (€)" min={0} rules={amountRule} disabled={disabled} />
        )}
        {shown.has('evening_meals') && (
          <FormNumberField
            control={form.control}
            name="evening_meals"
            label="Repas du soir (€)"
            helperText={`Plafond : ${euros(meals.cap_amount)} par repas — maximum : ${euros(meals.maximum)}`}
            min={0}
            rules={amountRule}
            disabled={disabled}
          />
        )}
        {shown.has('accommodation_costs') && (
          <FormNumberField control={form.control} name="accommodation_costs" label="Hébergement (€)" min={0} rules={amountRule} disabled={disabled} />
        )}
        {shown.has('other_costs') && (
          <>
            <FormNumberField control={form.control} name="other_costs" label="Autres frais (€)" min={0} rules={amountRule} disabled={disabled} />
            <FormTextField control={form.control} name="other_costs_comment" label="Commentaire (autres frais)" multiline minRows={2} disabled={disabled} />
          </>
        )}
        {shown.has('total_forced_amount') && (
          <FormNumberField
            control={form.control}
            name="total_forced_amount"
            label="Montant total forcé (€)"
            helperText="0 : le total calculé s’applique."
            min={0}
            rules={amountRule}
            disabled={disabled || !rights.can_force_total}
          />
        )}
        <Box component="dl" sx={{ m: 0 }} aria-label="Montants du défraiement">
          <Fact label="Transport appliqué">{euros(expense.transport_costs)}</Fact>
          <Fact label="Total calculé">{euros(expense.total_amount)}</Fact>
          <Fact label="Montant retenu">
            <strong>{euros(expense.amount)}</strong>
            {forcedTotal !== '' && forcedTotal !== '0,00' && forcedTotal !== '0' ? ' (montant forcé)' : ''}
          </Fact>
        </Box>
        {/* Beside the buttons, where the eyes are after a click: a banner at the top of a long form scrolled away went unseen. */}
        {failure && <SaveFailureAlert title={failure.title} message={failure.message} details={failure.details} />}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {rights.can_edit && rights.can_save_in_progress && (
            <Button variant="outlined" disabled={pending} onClick={() => void submit(EXPENSE_STATUS.inProgress)}>
              Enregistrer
            </Button>
          )}
          {rights.can_edit && rights.can_set_to_pay && (
            <Button variant="contained" disabled={pending} onClick={() => void submit(EXPENSE_STATUS.toPay)}>
              À payer
            </Button>
          )}
          {rights.can_reopen && expense.training_expense_status_id === EXPENSE_STATUS.toPay && (
            <Button variant="outlined" color="secondary" disabled={pending} onClick={() => changeStatus(EXPENSE_STATUS.inProgress)}>
              Modifier
            </Button>
          )}
          {rights.can_await_receipts && (
            <Button variant="outlined" color="secondary" disabled={pending} onClick={() => changeStatus(EXPENSE_STATUS.awaitingReceipts)}>
              En attente de pièces
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
