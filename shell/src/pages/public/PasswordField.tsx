import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export interface MaskableFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete: string;
  /** Field type when shown: 'text' for passwords, 'email' for an email. */
  visibleType?: 'text' | 'email';
  /** Whether the value starts hidden (passwords) or shown. */
  initiallyHidden?: boolean;
  /** What the toggle's label names: 'le mot de passe', 'la confirmation', 'l’email'. */
  toggleNoun?: string;
  helperText?: string;
  sx?: TextFieldProps['sx'];
  color?: TextFieldProps['color'];
  required?: boolean;
  /** Paints the field green or red (the reset form's confirmation), without marking it invalid. */
  tone?: 'success' | 'error';
}

/** A text field whose value can be shown or hidden with an accessible toggle button. */
export function MaskableField({
  label,
  registration,
  error,
  autoComplete,
  visibleType = 'text',
  initiallyHidden = true,
  toggleNoun = 'le mot de passe',
  helperText,
  sx,
  color,
  required = true,
  tone,
}: MaskableFieldProps) {
  const [hidden, setHidden] = useState(initiallyHidden);
  const { ref, ...inputProps } = registration;
  return (
    <TextField
      {...inputProps}
      inputRef={ref}
      label={label}
      type={hidden ? 'password' : visibleType}
      autoComplete={autoComplete}
      required={required}
      fullWidth
      error={!!error}
      helperText={error ?? helperText}
      color={color ?? tone}
      sx={[
        tone
          ? (theme) => {
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
      slotProps={{
        input: {
          endAdornment: (
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
          ),
        },
      }}
    />
  );
}
