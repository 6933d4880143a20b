import { useId, type ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import { useController, type Control, type FieldPath, type FieldValues, type RefCallBack, type UseControllerProps } from 'react-hook-form';

export interface FormToggleFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  /** A boolean form field. */
  name: N;
  /** The text beside the control, which is also its accessible name. */
  label: ReactNode;
  rules?: UseControllerProps<T, N>['rules'];
  disabled?: boolean;
  helperText?: ReactNode;
  /** Called with the new value instead of changing the field (a toggle that asks first). */
  onToggle?: (checked: boolean) => void;
  /** Styles of the label row. */
  sx?: SxProps<Theme>;
}

/**
 * The ref react-hook-form focuses when a submit is refused. A switch's input is wider than the switch,
 * which clips it: a plain focus() scrolls the switch's own box and leaves it drawn shifted and cut, so
 * the row is brought into view and the input focused without scrolling.
 */
export function toggleFocusRef(ref: RefCallBack): (input: HTMLInputElement | null) => void {
  return (input) =>
    ref(
      input && {
        focus: () => {
          input.closest('label')?.scrollIntoView?.({ block: 'center' });
          input.focus({ preventScroll: true });
        },
      },
    );
}

/** A yes/no field drawn as a switch or a checkbox, its label beside it and its error under it. */
export function FormToggleField<T extends FieldValues, N extends FieldPath<T>>({
  kind,
  control,
  name,
  label,
  rules,
  disabled,
  helperText,
  onToggle,
  sx,
}: FormToggleFieldProps<T, N> & { kind: 'switch' | 'checkbox' }) {
  const { field, fieldState } = useController({ control, name, rules });
  const helperId = useId();
  const message = fieldState.error?.message ?? helperText;
  const Toggle = kind === 'switch' ? Switch : Checkbox;
  return (
    <FormControl error={fieldState.invalid} disabled={disabled} sx={{ display: 'flex', alignItems: 'flex-start' }}>
      <FormControlLabel
        label={label}
        disabled={disabled}
        sx={[fieldState.invalid ? { color: 'error.main' } : {}, ...(Array.isArray(sx) ? sx : [sx])]}
        control={
          <Toggle
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(_event, checked) => (onToggle ? onToggle(checked) : field.onChange(checked))}
            onBlur={field.onBlur}
            slotProps={{
              input: {
                ref: toggleFocusRef(field.ref),
                'aria-invalid': fieldState.invalid || undefined,
                'aria-describedby': message ? helperId : undefined,
              },
            }}
          />
        }
      />
      {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
    </FormControl>
  );
}
