import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useController, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { OutlinedField } from './OutlinedField';

export interface FormPasswordFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  rules?: UseControllerProps<T, N>['rules'];
  label: string;
  autoComplete: string;
  /** Field type when shown: 'text' for passwords, 'email' for an email. */
  visibleType?: 'text' | 'email';
  /** Whether the value starts hidden (passwords) or shown. */
  initiallyHidden?: boolean;
  /** What the toggle's label names: 'le mot de passe', 'la confirmation du mot de passe', 'l’email'. */
  toggleNoun?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** A message shown as an error while typing, before any validation ran (the live mismatch rule). */
  liveError?: string;
  /** Paints the field green or red (a matching confirmation), without marking it invalid. */
  tone?: 'success' | 'error';
  sx?: SxProps<Theme>;
}

/** A field whose value can be shown or hidden with an accessible toggle, bound to a form field. */
export function FormPasswordField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  rules,
  label,
  autoComplete,
  visibleType = 'text',
  initiallyHidden = true,
  toggleNoun = 'le mot de passe',
  helperText,
  required = true,
  disabled,
  liveError,
  tone,
  sx,
}: FormPasswordFieldProps<T, N>) {
  const [hidden, setHidden] = useState(initiallyHidden);
  const { field, fieldState } = useController({ control, name, rules });
  const error = fieldState.error?.message ?? liveError;
  return (
    <OutlinedField
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      type={hidden ? 'password' : visibleType}
      autoComplete={autoComplete}
      required={required}
      disabled={disabled}
      error={!!error}
      helperText={error ?? helperText}
      color={tone}
      sx={[
        tone
          ? (theme: Theme) => {
              const paint = theme.palette[tone].main;
              return {
                '& .MuiOutlinedInput-notchedOutline': { borderColor: paint },
                '& .MuiOutlinedInput-root:hover .MuiOutlinedInput-notchedOutline': { borderColor: paint },
                '& .MuiInputLabel-root': { color: paint },
                '& .MuiFormHelperText-root': { color: paint },
              };
            }
          : {},
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={hidden ? `Afficher ${toggleNoun}` : `Masquer ${toggleNoun}`}
            aria-pressed={!hidden}
            onClick={() => setHidden((value) => !value)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
          >
            {hidden ? <Visibility /> : <VisibilityOff />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
