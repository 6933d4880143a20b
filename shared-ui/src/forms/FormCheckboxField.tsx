import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormToggleField, type FormToggleFieldProps } from './FormToggleField';

export type FormCheckboxFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormToggleFieldProps<T, N>;

/** A yes/no field drawn as a checkbox (named by its label), bound to a boolean form field. */
export function FormCheckboxField<T extends FieldValues, N extends FieldPath<T>>(props: FormCheckboxFieldProps<T, N>) {
  return <FormToggleField {...props} kind="checkbox" />;
}
