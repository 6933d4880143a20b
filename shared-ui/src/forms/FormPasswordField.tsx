import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

export interface FormPasswordFieldProps<T extends FieldValues, N extends FieldPath<T>>
  extends Pick<PasswordFieldProps, 'label' | 'visibleType' | 'initiallyHidden' | 'toggleNoun' | 'disabled' | 'tone' | 'sx'> {
  control: Control<T>;
  name: N;
  rules?: UseControllerProps<T, N>['rules'];
  autoComplete: string;
  helperText?: string;
  required?: boolean;
  /** A message shown as an error while typing, before any validation ran (the live mismatch rule). */
  liveError?: string;
}

/** A field whose value can be shown or hidden with an accessible toggle, bound to a form field. */
export function FormPasswordField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  rules,
  helperText,
  required = true,
  liveError,
  ...shown
}: FormPasswordFieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name, rules });
  const error = fieldState.error?.message ?? liveError;
  return (
    <PasswordField
      {...shown}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      error={!!error}
      helperText={error ?? helperText}
    />
  );
}
