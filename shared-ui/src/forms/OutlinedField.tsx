import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface OutlinedFieldProps {
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  color?: 'success' | 'error';
  endAdornment?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A text field drawn as MUI's outlined TextField draws one (label, outlined input, helper text, tied
 * together by ids), from the pieces themselves: TextField also carries its `select` mode (Select, Menu,
 * Popover, Modal…), which a login page does not need and would download first.
 */
export function OutlinedField({ name, value, onChange, onBlur, inputRef, label, type = 'text', autoComplete, required, disabled, error, helperText, color, endAdornment, sx }: OutlinedFieldProps) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth required={required} disabled={disabled} error={error} color={color} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        inputRef={inputRef}
        label={label}
        type={type}
        autoComplete={autoComplete}
        endAdornment={endAdornment}
        inputProps={helperId ? { 'aria-describedby': helperId } : undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
