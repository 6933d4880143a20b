import type { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { useWatch, type Control } from 'react-hook-form';
import type { TrainingPlace } from '@irt/api/contract';
import { DatesProvider } from '@irt/shared-ui/DatesProvider';
import { placeWithCity } from '@irt/shared-ui/formatters';
import { FormDateTimeField } from '@irt/shared-ui/forms/FormDateTimeField';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';

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
}

/** What a postponement asks: the new start and end (date and time, in French) and the new place. */
export function DeferralFields({ control, places }: DeferralFieldsProps) {
  const start = useWatch({ control, name: 'new_start_date' });
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
          options={places?.map((place) => ({ value: place.id, label: placeWithCity(place.name, place.city?.name) }))}
        />
      </Stack>
    </DatesProvider>
  );
}
