import type { FieldPath, FieldValues, Validate } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { numberRule, type NumberRule } from './validation';

export type FormNumberFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<FormTextFieldProps<T, N>, 'type'> &
  Omit<NumberRule, 'required'> & {
    /** The message for a blank field; without it a blank field is valid (it reads as null). */
    requiredMessage?: string;
  };

/**
 * A number bound to a text form field: a text input, since a number input drops a decimal comma its
 * browser's locale does not know; read with `parseDecimal`. Its own rules (a number, whole if
 * `integer`, within `min` and `max`) run after the caller's, whose messages come first.
 */
export function FormNumberField<T extends FieldValues, N extends FieldPath<T>>({
  integer = false,
  min,
  max,
  requiredMessage,
  rules,
  slotProps,
  ...props
}: FormNumberFieldProps<T, N>) {
  const own = numberRule({ required: requiredMessage, integer, min, max }) as Validate<unknown, T>;
  const extra = rules?.validate;
  const validate = typeof extra === 'function' ? { field: extra, number: own } : { ...extra, number: own };
  return (
    <FormTextField
      {...props}
      rules={{ ...rules, validate } as FormTextFieldProps<T, N>['rules']}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: integer ? 'numeric' : 'decimal', autoComplete: 'off', ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}
