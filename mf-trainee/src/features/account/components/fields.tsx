/**
 * The fields of the account form: the shared text and select fields, where a field the server lists
 * as missing shows the server's message under it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from '@irt/shared-ui/forms';
import { FormSelectField } from '@irt/shared-ui/forms/FormSelectField';
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

/** The server's message for a missing field, in place of the helper text, and the field painted. */
function useMissing(id: string, helperText: FormTextFieldProps<FieldValues, string>['helperText'], sx: SxProps<Theme> | undefined) {
  const missing = useContext(MissingFieldsContext).get(id);
  return { helperText: missing ?? helperText, sx: missing ? ({ ...MISSING_STYLE, ...sx } as SxProps<Theme>) : sx };
}

/** A text field of the account form. */
export function AccountTextField<T extends FieldValues, N extends FieldPath<T>>({ missingId, helperText, sx, ...props }: AccountTextFieldProps<T, N>) {
  return <FormTextField {...props} {...useMissing(missingId ?? props.name, helperText, sx)} />;
}

export interface Option {
  id: number;
  name: string;
}

type SelectFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<AccountTextFieldProps<T, N>, 'select' | 'children'> & {
  options: readonly Option[] | undefined;
};

/** A drop-down of a reference list; its value is the id as a string ('' for none, 'Non renseigné'). */
export function SelectField<T extends FieldValues, N extends FieldPath<T>>({ options, missingId, helperText, sx, ...props }: SelectFieldProps<T, N>) {
  return (
    <FormSelectField
      {...props}
      {...useMissing(missingId ?? props.name, helperText, sx)}
      emptyLabel={<em>Non renseigné</em>}
      showEmpty={false}
      options={options?.map((option) => ({ value: String(option.id), label: option.name }))}
    />
  );
}
