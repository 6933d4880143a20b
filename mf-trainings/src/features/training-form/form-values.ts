/**
 * The training form: its
 * values as typed, the payload sent, the rules of the fields and of the submit button.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldPath } from 'react-hook-form';
import type { ConflictCheck, RoleSlug, TrainingDetail, TrainingPayload } from '@irt/api/contract';
import { decimalText, parseDecimal } from '@irt/shared-ui/forms';
import { CAN_SET_TRAINING_FEES, roleCan, TRAINING_MAX_ATTENDEES, TRAINING_MAX_COUNT, TRAINING_MAX_PRICE } from '@irt/api/constants';

/** What the fields hold: select values are ids or '' (none chosen), numbers are typed text. */
export interface TrainingFormValues {
  title: string;
  complement: string;
  training_category_id: number | '';
  training_type_id: number | '';
  training_theme_id: number | '';
  training_place_id: number | '';
  /** The form sends one union; '' for none. */
  union_id: number | '';
  start_date: Dayjs | null;
  end_date: Dayjs | null;
  max_attendees: string;
  reserved: boolean;
  is_visio: boolean;
  visio_url: string;
  waitlist_offers_seat: boolean;
  paid_training: boolean;
  amount: string;
  transportation_fees: boolean;
  number_of_round_trips: string;
  dinners: string;
  accommodation: boolean;
}

export const EMPTY_TRAINING_FORM: TrainingFormValues = {
  title: '',
  complement: '',
  training_category_id: '',
  training_type_id: '',
  training_theme_id: '',
  training_place_id: '',
  union_id: '',
  start_date: null,
  end_date: null,
  max_attendees: '',
  reserved: false,
  is_visio: false,
  visio_url: '',
  waitlist_offers_seat: false,
  paid_training: false,
  amount: '',
  transportation_fees: false,
  number_of_round_trips: '0',
  dinners: '0',
  accommodation: false,
};

/** The form filled with a training as the API answers it (the edit screen). */
export function valuesOfTraining(training: TrainingDetail): TrainingFormValues {
  return {
    title: training.title,
    complement: training.complement ?? '',
    training_category_id: training.training_category_id,
    training_type_id: training.training_type_id,
    training_theme_id: training.training_theme_id,
    training_place_id: training.training_place_id ?? '',
    union_id: training.unions[0]?.id ?? '',
    start_date: dayjs(training.start_date),
    end_date: dayjs(training.end_date),
    max_attendees: String(training.max_attendees),
    reserved: training.reserved,
    is_visio: training.is_visio,
    visio_url: training.visio_url ?? '',
    waitlist_offers_seat: training.waitlist_offers_seat ?? false,
    paid_training: training.paid_training,
    amount: decimalText(training.amount),
    transportation_fees: training.transportation_fees,
    number_of_round_trips: String(training.number_of_round_trips),
    dinners: String(training.dinners),
    accommodation: training.accommodation,
  };
}

/** A date and time as the API reads it: ISO 8601 with the offset of the picker's zone (Paris). */
export function isoOf(date: Dayjs | null): string {
  return date ? date.format('YYYY-MM-DDTHH:mm:ssZ') : '';
}

/** A typed number ('12', '12,5'): French decimal comma accepted; NaN when it is not one (blank too). */
export function numberOf(text: string): number {
  return parseDecimal(text) ?? Number.NaN;
}

/**
 * The payload of POST /api/trainings and PUT /api/trainings/{id}, from valid values. The round trips
 * count only with transportation and the price only for a paid training, as the server keeps them.
 */
export function payloadOf(values: TrainingFormValues): TrainingPayload {
  const complement = values.complement.trim();
  return {
    title: values.title.trim(),
    complement: complement === '' ? null : complement,
    training_category_id: Number(values.training_category_id),
    training_type_id: Number(values.training_type_id),
    training_theme_id: Number(values.training_theme_id),
    training_place_id: values.training_place_id === '' ? null : values.training_place_id,
    unions: values.union_id === '' ? [] : [values.union_id],
    start_date: isoOf(values.start_date),
    end_date: isoOf(values.end_date),
    max_attendees: numberOf(values.max_attendees),
    reserved: values.reserved,
    is_visio: values.is_visio,
    visio_url: values.is_visio && values.visio_url.trim() ? values.visio_url.trim() : null,
    waitlist_offers_seat: values.waitlist_offers_seat,
    paid_training: values.paid_training,
    amount: values.paid_training ? numberOf(values.amount) : null,
    transportation_fees: values.transportation_fees,
    number_of_round_trips: values.transportation_fees ? numberOf(values.number_of_round_trips) : 0,
    dinners: numberOf(values.dinners),
    accommodation: values.accommodation,
  };
}

const isSet = (date: Dayjs | null) => date !== null && date.isValid();

/**
 * The button is enabled only when the title, category, type, theme, start and end dates are
 * set and there is at least one place.
 */
export function canSubmit(values: Pick<TrainingFormValues, 'title' | 'training_category_id' | 'training_type_id' | 'training_theme_id' | 'start_date' | 'end_date' | 'max_attendees'>): boolean {
  return (
    values.title.trim() !== '' &&
    values.training_category_id !== '' &&
    values.training_type_id !== '' &&
    values.training_theme_id !== '' &&
    isSet(values.start_date) &&
    isSet(values.end_date) &&
    numberOf(values.max_attendees) >= 1
  );
}

/** The fee section and the price are hidden from a responsable pédagogique. */
export function showsFees(role: RoleSlug | undefined): boolean {
  return roleCan(CAN_SET_TRAINING_FEES, role);
}

/* ---------- Field rules (French messages): the bounds are the payload schema's, the server has the last word ---------- */

export const MESSAGES = {
  titleRequired: "L'intitulé de la formation est obligatoire.",
  categoryRequired: 'Choisissez une catégorie.',
  typeRequired: 'Choisissez un type.',
  themeRequired: 'Choisissez une thématique.',
  dateRequired: 'La date est obligatoire.',
  dateInvalid: "Cette date n'est pas valide.",
  endBeforeStart: 'La date de fin doit être postérieure à la date de début.',
  placesMin: 'Le nombre de places doit être un nombre entier, au moins 1.',
  amountRequired: 'Le prix est obligatoire pour une formation payante.',
  amountInvalid: 'Le prix doit être un montant positif.',
  countInvalid: `Saisissez un nombre entier entre 0 et ${TRAINING_MAX_COUNT}.`,
} as const;

export function validateDate(date: Dayjs | null): true | string {
  if (date === null) return MESSAGES.dateRequired;
  return date.isValid() || MESSAGES.dateInvalid;
}

export function validateEnd(end: Dayjs | null, values: TrainingFormValues): true | string {
  const valid = validateDate(end);
  if (valid !== true || end === null) return valid;
  const start = values.start_date;
  return !start || !start.isValid() || !end.isBefore(start) || MESSAGES.endBeforeStart;
}

export function validatePlaces(text: string): true | string {
  const places = numberOf(text);
  return (Number.isInteger(places) && places >= 1 && places <= TRAINING_MAX_ATTENDEES) || MESSAGES.placesMin;
}

export function validateAmount(text: string, values: TrainingFormValues): true | string {
  if (!values.paid_training) return true;
  if (text.trim() === '') return MESSAGES.amountRequired;
  const amount = numberOf(text);
  return (Number.isFinite(amount) && amount >= 0 && amount <= TRAINING_MAX_PRICE) || MESSAGES.amountInvalid;
}

export function validateCount(text: string): true | string {
  const count = numberOf(text);
  return (text.trim() !== '' && Number.isInteger(count) && count >= 0 && count <= TRAINING_MAX_COUNT) || MESSAGES.countInvalid;
}

/** The server's field names (400/422 answers) → the form's fields. */
export const SERVER_FIELDS: Record<string, FieldPath<TrainingFormValues>> = {
  title: 'title',
  complement: 'complement',
  training_category_id: 'training_category_id',
  training_type_id: 'training_type_id',
  training_theme_id: 'training_theme_id',
  training_place_id: 'training_place_id',
  unions: 'union_id',
  'unions.0': 'union_id',
  start_date: 'start_date',
  end_date: 'end_date',
  max_attendees: 'max_attendees',
  reserved: 'reserved',
  is_visio: 'is_visio',
  visio_url: 'visio_url',
  waitlist_offers_seat: 'waitlist_offers_seat',
  paid_training: 'paid_training',
  amount: 'amount',
  transportation_fees: 'transportation_fees',
  number_of_round_trips: 'number_of_round_trips',
  dinners: 'dinners',
  accommodation: 'accommodation',
};

/**
 * What the conflict check asks while the form is edited: its dates (both valid, the end after the
 * start) and its place; null while there is nothing to check. The team of an edited training is the
 * server's (`training_id`); a new training has none yet.
 */
export function conflictCheckOf(values: Pick<TrainingFormValues, 'start_date' | 'end_date' | 'training_place_id'>, trainingId?: number): ConflictCheck | null {
  const { start_date: start, end_date: end } = values;
  if (!start?.isValid() || !end?.isValid() || !end.isAfter(start)) return null;
  return {
    ...(trainingId === undefined ? {} : { training_id: trainingId }),
    start_date: isoOf(start),
    end_date: isoOf(end),
    training_place_id: values.training_place_id === '' ? null : values.training_place_id,
  };
}
