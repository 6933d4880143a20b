import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { OutlinedField } from './OutlinedField';

export interface FormPlainTextFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  rules?: UseControllerProps<T, N>['rules'];
  label: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
}

/**
 * A one-line text field bound to a form field, as `FormTextField` draws it, without TextField's other
 * modes (select, multiline…): the fields of the login page, the first screen every visitor downloads.
 */
export function FormPlainTextField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  rules,
  label,
  type = 'text',
  autoComplete,
  required,
  disabled,
  helperText,
}: FormPlainTextFieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name, rules });
  const error = fieldState.error?.message;
  return (
    <OutlinedField
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={type}
      autoComplete={autoComplete}
      required={required}
      disabled={disabled}
      error={!!error}
      helperText={error ?? helperText}
    />
  );
}
