import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T>;
  name: N;
  rules?: UseControllerProps<T, N>['rules'];
};

/** A text field bound to a react-hook-form field: its value, and its error (client or server) under it. */
export function FormTextField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  rules,
  helperText,
  fullWidth = true,
  ...props
}: FormTextFieldProps<T, N>) {
  const { field, fieldState } = useController({ control, name, rules });
  return (
    <TextField
      {...props}
      fullWidth={fullWidth}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
