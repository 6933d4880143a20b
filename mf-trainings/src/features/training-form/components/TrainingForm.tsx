import { useEffect, useRef, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DatesProvider } from '@irt/shared-ui/DatesProvider';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { FormDateTimeField } from '@irt/shared-ui/forms/FormDateTimeField';
import { FormTextField, requiredChoice, requiredText } from '@irt/shared-ui/forms';
import { FormNumberField } from '@irt/shared-ui/forms/FormNumberField';
import { FormSelectField, type SelectOption } from '@irt/shared-ui/forms/FormSelectField';
import { FormSwitchField } from '@irt/shared-ui/forms/FormSwitchField';
import { SaveFailureAlert, SAVE_FAILED_TITLE } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { ConflictAlert } from '@irt/shared-ui/components/ConflictAlert';
import { useConflictCheck } from '../../../shared/api/check-conflicts';
import type { TrainingPayload } from '@irt/api/contract';
import {
  canSubmit,
  conflictCheckOf,
  MESSAGES,
  payloadOf,
  SERVER_FIELDS,
  validateAmount,
  validateCount,
  validateDate,
  validateEnd,
  validatePlaces,
  type TrainingFormValues,
} from '../form-values';
import { useTrainingLookups, type Option, type TrainingReferences } from './lookups';

/** Said when no answer (or one without words) came back. */
const NO_ANSWER = 'Le serveur ne répond pas. Vos saisies sont conservées : réessayez.';

/** The title of every save failure. */
export const SAVE_FAILED = SAVE_FAILED_TITLE;

/** A list of the form as the select's choices. */
const choices = (options: Option[]): SelectOption<number>[] => options.map((option) => ({ value: option.id, label: option.label }));

/** Fields of the fee section and the price, hidden from a responsable pédagogique. */
const FEE_FIELDS = new Set<string>(['paid_training', 'amount', 'transportation_fees', 'number_of_round_trips', 'dinners', 'accommodation']);

export interface TrainingFormProps {
  defaultValues: TrainingFormValues;
  /** The fee section and the price (administrateur and gestionnaire). */
  showFees: boolean;
  submitLabel: string;
  /** Sends the payload; a rejection with the API's 400/422 answer puts its messages under the fields. */
  onSubmit: (payload: TrainingPayload) => Promise<unknown>;
  /** The references of the training being edited, offered even if since removed from the lists. */
  current?: TrainingReferences;
  /** The training being edited (left out of its own conflicts, its team checked); absent on creation. */
  trainingId?: number;
  /** The team section (dimmed on creation). */
  team: ReactNode;
  back: { to: string; label: string };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `training-form-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
    </Paper>
  );
}

/** Spans both columns of a section. */
const wide = { gridColumn: '1 / -1' } as const;

/**
 * The create / edit training form: every field of the payload, the price only for a paid training,
 * the round trips only with transportation, the fees hidden from a responsable pédagogique, and the
 * submit button enabled once the required fields are filled (`canSubmit`). A failure keeps everything typed.
 */
export function TrainingForm({ defaultValues, showFees, submitLabel, onSubmit, current = {}, trainingId, team, back }: TrainingFormProps) {
  const lookups = useTrainingLookups(current);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<TrainingFormValues>({ defaultValues });
  const [title, category, type, theme, start, end, places, paid, transportation, visio, place] = useWatch({
    control,
    name: ['title', 'training_category_id', 'training_type_id', 'training_theme_id', 'start_date', 'end_date', 'max_attendees', 'paid_training', 'transportation_fees', 'is_visio', 'training_place_id'],
  });
  // Warned while the dates and the place are chosen; the save itself asks to confirm (409).
  const warnings = useConflictCheck(conflictCheckOf({ start_date: start, end_date: end, training_place_id: place }, trainingId));
  const ready = canSubmit({
    title,
    training_category_id: category,
    training_type_id: type,
    training_theme_id: theme,
    start_date: start,
    end_date: end,
    max_attendees: places,
  });

  const { submit, submitDespiteConflicts, failure, conflicts, pending } = useSaveForm({
    setError,
    // A field hidden from this user cannot show its message: the banner does.
    fields: Object.fromEntries(Object.entries(SERVER_FIELDS).filter(([, field]) => showFees || !FEE_FIELDS.has(field))),
    unreachable: NO_ANSWER,
    fallback: NO_ANSWER,
    save: (values: TrainingFormValues, confirmation) => onSubmit({ ...payloadOf(values), ...confirmation }),
  });
  // The refused save's conflicts appear by the submit button: brought into view.
  const conflictsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (conflicts) conflictsRef.current?.scrollIntoView?.({ block: 'center' });
  }, [conflicts]);

  // The lists first: a select must never show an id it has no choice for.
  if (lookups.pending) return <ListSkeleton rows={6} />;

  return (
    <DatesProvider>
      <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit(submit)} aria-label="Formulaire de formation">
        {failure ? (
          <SaveFailureAlert {...failure} />
        ) : null}

        <Section title="Informations générales">
          <Box sx={wide}>
            <FormTextField control={control} name="title" label="Intitulé" required rules={{ validate: requiredText(MESSAGES.titleRequired) }} />
          </Box>
          <Box sx={wide}>
            <FormTextField control={control} name="complement" label="Complément" multiline minRows={2} />
          </Box>
          <FormSelectField control={control} name="training_category_id" label="Catégorie" options={choices(lookups.categories)} required rules={{ validate: requiredChoice(MESSAGES.categoryRequired) }} />
          <FormSelectField control={control} name="training_type_id" label="Type" options={choices(lookups.types)} required rules={{ validate: requiredChoice(MESSAGES.typeRequired) }} />
          <FormSelectField control={control} name="training_theme_id" label="Thématique" options={choices(lookups.themes)} required rules={{ validate: requiredChoice(MESSAGES.themeRequired) }} />
          <FormSelectField control={control} name="union_id" label="Syndicat" options={choices(lookups.unions)} emptyLabel="Tous les syndicats" />
          <FormSwitchField control={control} name="reserved" label="Formation réservée" />
        </Section>

        <Section title="Dates, lieu et places">
          <FormDateTimeField control={control} name="start_date" label="Date de début" required rules={{ validate: validateDate }} />
          <FormDateTimeField control={control} name="end_date" label="Date de fin" required rules={{ validate: validateEnd }} />
          <FormSelectField control={control} name="training_place_id" label="Lieu" options={choices(lookups.places)} emptyLabel="Aucun lieu" />
          <FormNumberField control={control} name="max_attendees" label="Nombre de places" integer required rules={{ validate: validatePlaces }} />
          <FormSwitchField control={control} name="is_visio" label="Formation en visio" />
          {visio ? <FormTextField control={control} name="visio_url" label="Lien de la visio (https://…)" /> : <Box />}
          {warnings.length > 0 && !conflicts ? (
            <Box sx={wide}>
              <ConflictAlert conflicts={warnings} />
            </Box>
          ) : null}
          <Box sx={wide}>
            <FormSwitchField control={control} name="waitlist_offers_seat" label="Proposer la place pendant 48 heures" />
            <Typography variant="body2" color="text.secondary">
              Quand une place se libère, elle est proposée au premier de la liste d&apos;attente, qui a 48 heures pour l&apos;accepter ; sinon il est validé d&apos;office.
            </Typography>
          </Box>
        </Section>

        {showFees ? (
          <Section title="Tarif et défraiements">
            <FormSwitchField control={control} name="paid_training" label="Formation payante" />
            {paid ? (
              <FormNumberField control={control} name="amount" label="Prix (€)" required rules={{ validate: validateAmount }} />
            ) : (
              <Box />
            )}
            <FormSwitchField control={control} name="transportation_fees" label="Frais de transport pris en charge" />
            {transportation ? (
              <FormNumberField control={control} name="number_of_round_trips" label="Nombre d'allers-retours" integer rules={{ validate: validateCount }} />
            ) : (
              <Box />
            )}
            <FormNumberField control={control} name="dinners" label="Nombre de dîners pris en charge" integer rules={{ validate: validateCount }} />
            <FormSwitchField control={control} name="accommodation" label="Hébergement pris en charge" />
          </Section>
        ) : null}

        {team}

        {conflicts ? (
          <Box ref={conflictsRef}>
            <ConflictAlert conflicts={conflicts} pending={pending} onConfirm={() => void handleSubmit(submitDespiteConflicts)()} />
          </Box>
        ) : null}

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between', alignItems: 'center' }}>
          <Button component={RouterLink} to={back.to}>
            {back.label}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={!ready || isSubmitting}>
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </DatesProvider>
  );
}
