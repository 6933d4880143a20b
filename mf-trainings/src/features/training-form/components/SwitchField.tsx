import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, type Control } from 'react-hook-form';
import type { TrainingFormValues } from '../form-values';

export interface SwitchFieldProps {
  control: Control<TrainingFormValues>;
  name: 'reserved' | 'is_visio' | 'paid_training' | 'transportation_fees' | 'accommodation';
  label: string;
}

/** A yes/no field of the training form (reserved, visio, paid, transportation, accommodation). */
export function SwitchField({ control, name, label }: SwitchFieldProps) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}
