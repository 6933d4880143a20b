import type { Dayjs } from 'dayjs';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { TrainingPlace } from '@irt/api/contract';
import { DatesProvider } from '@irt/shared-ui/DatesProvider';
import { placeWithCity } from '@irt/shared-ui/formatters';
import { INSTITUTE_TIME_ZONE } from '@irt/shared-ui/paris-time';

export interface DeferralFieldsProps {
  start: Dayjs | null;
  end: Dayjs | null;
  onStartChange: (value: Dayjs | null) => void;
  onEndChange: (value: Dayjs | null) => void;
  placeId: number | '';
  onPlaceChange: (value: number | '') => void;
  /** undefined while the places load. */
  places: TrainingPlace[] | undefined;
  /** Messages by field of the deferral payload. */
  errors: Record<string, string>;
}

/** What a postponement asks: the new start and end (date and time, in French) and the new place. */
export function DeferralFields({ start, end, onStartChange, onEndChange, placeId, onPlaceChange, places, errors }: DeferralFieldsProps) {
  return (
    <DatesProvider>
      <Stack spacing={2}>
        <DateTimePicker
          label="Nouvelle date de début"
          value={start}
          onChange={onStartChange}
          ampm={false}
          timezone={INSTITUTE_TIME_ZONE}
          slotProps={{ textField: { fullWidth: true, error: !!errors.new_start_date, helperText: errors.new_start_date } }}
        />
        <DateTimePicker
          label="Nouvelle date de fin"
          value={end}
          onChange={onEndChange}
          ampm={false}
          timezone={INSTITUTE_TIME_ZONE}
          minDateTime={start ?? undefined}
          slotProps={{ textField: { fullWidth: true, error: !!errors.new_end_date, helperText: errors.new_end_date } }}
        />
        <TextField
          select
          fullWidth
          label="Nouveau lieu"
          value={places ? placeId : ''}
          onChange={(event) => onPlaceChange(event.target.value === '' ? '' : Number(event.target.value))}
          error={!!errors.training_place_id}
          helperText={errors.training_place_id}
          disabled={!places}
        >
          <MenuItem value="">
            <em>Aucun lieu</em>
          </MenuItem>
          {(places ?? []).map((place) => (
            <MenuItem key={place.id} value={place.id}>
              {placeWithCity(place.name, place.city?.name)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </DatesProvider>
  );
}
