import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { useWatch, type Control } from 'react-hook-form';
import type { ConflictCheck, TrainingPlace } from '@irt/api/contract';
import { DatesProvider } from '@irt/shared-ui/DatesProvider';
import { placeWithCity } from '@irt/shared-ui/formatters';
import { FormDateTimeField } from '@irt/shared-ui/forms/FormDateTimeField';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
import { ConflictAlert } from '@irt/shared-ui/components/ConflictAlert';
import { useConflictCheck } from '../../../shared/api/check-conflicts';

/** The status panel's form: the chosen change and, for a postponement, the deferral (named as the API names them). */
export interface StatusValues {
  /** The key of the chosen change; '' before a choice. */
  choice: string;
  new_start_date: Dayjs | null;
  new_end_date: Dayjs | null;
  /** '' for no place. */
  training_place_id: number | '';
}

const START_REQUIRED = 'La nouvelle date de début est obligatoire.';
const END_REQUIRED = 'La nouvelle date de fin est obligatoire.';

/** A postponement needs both new dates, each a full date and time. */
const required = (message: string) => (value: Dayjs | null) => (value !== null && value.isValid()) || message;

export interface DeferralFieldsProps {
  control: Control<StatusValues>;
  /** undefined while the places load. */
  places: TrainingPlace[] | undefined;
  /** The training postponed: its team and new place are checked for double bookings at the new dates. */
  trainingId: number;
  /** Whether to warn of the conflicts found (not while those of a refused save are shown). */
  warn: boolean;
}

/** The check of the new dates and place, once both dates are valid and in order. */
function checkOf(trainingId: number, start: Dayjs | null, end: Dayjs | null, place: number | ''): ConflictCheck | null {
  if (!start?.isValid() || !end?.isValid() || !end.isAfter(start)) return null;
  return { training_id: trainingId, start_date: start.toISOString(), end_date: end.toISOString(), training_place_id: place === '' ? null : place };
}

/** What a postponement asks: the new start and end (date and time, in French) and the new place. */
export function DeferralFields({ control, places, trainingId, warn }: DeferralFieldsProps) {
  const [start, end, place] = useWatch({ control, name: ['new_start_date', 'new_end_date', 'training_place_id'] });
  const warnings = useConflictCheck(warn ? checkOf(trainingId, start, end, place) : null);
  return (
    <DatesProvider>
      <Stack spacing={2}>
        <FormDateTimeField control={control} name="new_start_date" label="Nouvelle date de début" rules={{ validate: required(START_REQUIRED) }} />
        <FormDateTimeField control={control} name="new_end_date" label="Nouvelle date de fin" minDateTime={start} rules={{ validate: required(END_REQUIRED) }} />
        <FormSelectField
          control={control}
          name="training_place_id"
          label="Nouveau lieu"
          emptyLabel={<em>Aucun lieu</em>}
          showEmpty={false}
          loading={!places}
          options={places?.map((item) => ({ value: item.id, label: placeWithCity(item.name, item.city?.name) }))}
        />
        <ConflictAlert conflicts={warnings} />
      </Stack>
    </DatesProvider>
  );
}
