import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { useWatch, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

/** One choice of a drop-down: the value the form holds, the text the user reads. */
export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

/** The choices of a reference list as the API answers it (`{ id, name }`), the id as the value. */
export function choicesOf(items: readonly { id: number; name: string }[] | undefined): SelectOption<number>[] {
  return (items ?? []).map((item) => ({ value: item.id, label: item.name }));
}

export type FormSelectFieldProps<T extends FieldValues, N extends FieldPath<T>> = Omit<FormTextFieldProps<T, N>, 'select' | 'children'> & {
  /** The choices; undefined while the list loads. */
  options: readonly SelectOption[] | undefined;
  /** A choice for 'none' (value ''), first in the list. */
  emptyLabel?: ReactNode;
  /** Whether the empty choice's text shows in the closed field (the label then sits above it). */
  showEmpty?: boolean;
  /** The list is loading: the field waits, disabled, with a spinner. */
  loading?: boolean;
};

/**
 * A drop-down bound to a react-hook-form field: one option shape, an optional empty choice (value ''),
 * a loading state, and its error (client or server) under it.
 */
export function FormSelectField<T extends FieldValues, N extends FieldPath<T>>({
  options,
  emptyLabel,
  showEmpty = true,
  loading = false,
  disabled,
  slotProps,
  ...props
}: FormSelectFieldProps<T, N>) {
  const displayEmpty = emptyLabel !== undefined && showEmpty;
  const held: unknown = useWatch({ control: props.control, name: props.name });
  // The value the form holds while its list loads (or one the list no longer offers) keeps a hidden
  // choice, so the field keeps it instead of reading it as out of range.
  const heldMissing = held !== '' && held != null && !(options ?? []).some((option) => option.value === held);
  return (
    <FormTextField
      {...props}
      select
      disabled={disabled || loading}
      slotProps={{
        ...slotProps,
        ...(displayEmpty
          ? { select: { ...(slotProps?.select as object | undefined), displayEmpty: true }, inputLabel: { ...(slotProps?.inputLabel as object | undefined), shrink: true } }
          : {}),
        ...(loading
          ? {
              input: {
                ...(slotProps?.input as object | undefined),
                'aria-busy': true,
                startAdornment: (
                  <InputAdornment position="start">
                    <CircularProgress size={16} aria-hidden="true" />
                  </InputAdornment>
                ),
              },
            }
          : {}),
      }}
    >
      {emptyLabel !== undefined ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {heldMissing ? <MenuItem value={held as string | number} sx={{ display: 'none' }} aria-hidden="true" /> : null}
      {(options ?? []).map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
