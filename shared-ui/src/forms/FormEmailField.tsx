import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { validateEmail } from './validation';

export type FormEmailFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<FormTextFieldProps<T, N>, 'rules' | 'type'>;

/** The email field of the portal's forms: required, checked with the one email rule, labelled 'Email'. */
export function FormEmailField<T extends FieldValues, N extends FieldPath<T>>({
  label = 'Email',
  autoComplete = 'email',
  required = true,
  ...props
}: FormEmailFieldProps<T, N>) {
  return (
    <FormTextField
      {...props}
      rules={{ validate: validateEmail }}
      label={label}
      type="email"
      autoComplete={autoComplete}
      required={required}
    />
  );
}
