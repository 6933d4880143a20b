import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormToggleField, type FormToggleFieldProps } from './FormToggleField';

export type FormSwitchFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormToggleFieldProps<T, N>;

/** A yes/no field drawn as a switch (role 'switch', named by its label), bound to a boolean form field. */
export function FormSwitchField<T extends FieldValues, N extends FieldPath<T>>(props: FormSwitchFieldProps<T, N>) {
  return <FormToggleField {...props} kind="switch" />;
}
