/**
 * The fields of the account form: text, select and switch bound to react-hook-form. A field the
 * server lists as missing (spec 002 §5, "highlighted in the form") shows the server's message under it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@irt/shared-ui/forms';
import type { MissingField } from '@irt/api/contract';

const MissingFieldsContext = createContext<ReadonlyMap<string, string>>(new Map());

export function MissingFieldsProvider({ missing, children }: { missing: readonly MissingField[]; children: ReactNode }) {
  return <MissingFieldsContext.Provider value={new Map(missing.map((field) => [field.id, field.message]))}>{children}</MissingFieldsContext.Provider>;
}

// The message stays readable on a field disabled for now (the town until a postal code is typed).
const MISSING_STYLE = {
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main' },
  '& .MuiFormHelperText-root, & .MuiFormHelperText-root.Mui-disabled': { color: 'warning.dark' },
};

type AccountTextFieldProps<T extends FieldValues, N extends FieldPath<T>> = FormTextFieldProps<T, N> & {
  /** Id of the field in the server's missing_fields, when it differs from `name`. */
  missingId?: string;
};

/** A text field (or, with `select`, a drop-down) of the account form. */
export function AccountTextField<T extends FieldValues, N extends FieldPath<T>>({ missingId, helperText, sx, ...props }: AccountTextFieldProps<T, N>) {
  const missing = useContext(MissingFieldsContext).get(missingId ?? props.name);
  return <FormTextField {...props} helperText={missing ?? helperText} sx={missing ? { ...MISSING_STYLE, ...sx } : sx} />;
}

export interface Option {
  id: number;
  name: string;
}

type SelectFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<AccountTextFieldProps<T, N>, 'select' | 'children'> & {
  options: readonly Option[] | undefined;
};

/** A drop-down of a reference list; its value is the id as a string ('' for none). */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({ options, ...props }: SelectFieldProps<T, N>) {
  return (
    <AccountTextField {...props} select>
      <MenuItem value="">
        <em>Non renseigné</em>
      </MenuItem>
      {(options ?? []).map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </AccountTextField>
  );
}

export interface SwitchFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  label: string;
  disabled?: boolean;
  /** Called with the new value instead of changing the field (a switch that asks first). */
  onToggle?: (checked: boolean) => void;
}

export function SwitchField<T extends FieldValues, N extends FieldPath<T>>({ control, name, label, disabled, onToggle }: SwitchFieldProps<T, N>) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Switch
          name={field.name}
          slotProps={{ input: { ref: field.ref } }}
          checked={Boolean(field.value)}
          onBlur={field.onBlur}
          onChange={(_event, checked) => (onToggle ? onToggle(checked) : field.onChange(checked))}
        />
      }
    />
  );
}
