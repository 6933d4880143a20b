import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

export interface PasswordFieldProps extends Omit<OutlinedFieldProps, 'type' | 'endAdornment' | 'color' | 'sx'> {
  /** Field type when shown: 'text' for passwords, 'email' for an email. */
  visibleType?: 'text' | 'email';
  /** Whether the value starts hidden (passwords) or shown. */
  initiallyHidden?: boolean;
  /** What the toggle's label names: 'le mot de passe', 'la confirmation du mot de passe', 'l’email'. */
  toggleNoun?: string;
  /** Paints the field green or red (a matching confirmation), without marking it invalid. */
  tone?: 'success' | 'error';
  sx?: SxProps<Theme>;
}

/**
 * A field whose value can be shown or hidden with an accessible toggle, not bound to any form library:
 * the login page draws it with its own state (react-hook-form is not in its first wave), the other forms
 * through `FormPasswordField`.
 */
export function PasswordField({ visibleType = 'text', initiallyHidden = true, toggleNoun = 'le mot de passe', tone, sx, ...field }: PasswordFieldProps) {
  const [hidden, setHidden] = useState(initiallyHidden);
  return (
    <OutlinedField
      {...field}
      type={hidden ? 'password' : visibleType}
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
