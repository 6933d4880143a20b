import type { Dayjs } from 'dayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { INSTITUTE_TIME_ZONE } from '../paris-time';
import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

export interface FormDateTimeFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  /** A form field holding a dayjs date (null when empty; an invalid date while half typed). */
  name: N;
  label: string;
  rules?: UseControllerProps<T, N>['rules'];
  required?: boolean;
  helperText?: string;
  disabled?: boolean;
  /** The earliest date and time the picker offers (an end after its start). */
  minDateTime?: Dayjs | null;
}

/**
 * A date and time typed or picked in French (jj/mm/aaaa hh:mm), at Paris time whatever the device's
 * zone, bound to a react-hook-form field, its
 * error (client or server) under it. Renders MUI's pickers: wrap the form in `DatesProvider`
 * (`@irt/shared-ui/DatesProvider`). A kit entry of its own, so only the forms that show a date pay for
 * the pickers.
 */
export function FormDateTimeField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
  rules,
  required,
  helperText,
  disabled,
  minDateTime,
}: FormDateTimeFieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <DateTimePicker
      label={label}
      value={(field.value as Dayjs | null | undefined) ?? null}
      onChange={(value) => field.onChange(value)}
      onClose={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      minDateTime={minDateTime?.isValid() ? minDateTime : undefined}
      ampm={false}
      timezone={INSTITUTE_TIME_ZONE}
      slotProps={{
        textField: {
          name: field.name,
          required,
          fullWidth: true,
          onBlur: field.onBlur,
          error: !!fieldState.error,
          helperText: fieldState.error?.message ?? helperText,
        },
      }}
    />
  );
}
