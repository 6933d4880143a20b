import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { frenchDay, parseFrenchDay } from '../formatters';

export const DAY_TEXT_INVALID = 'Date invalide : jj/mm/aaaa.';

export interface DayTextFieldProps {
  label: string;
  /** The day in force, 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with a real day ('YYYY-MM-DD') once one is typed in full, or '' when the field is emptied. */
  onChange: (isoDay: string) => void;
  /** A message of the caller's (a period in the wrong order), shown instead of the help text. */
  error?: string;
}

/**
 * A day typed the French way (jj/mm/aaaa) wherever the device's language is, for filters that apply as
 * soon as they change: the caller hears only of complete, real days (or of the field being emptied); a
 * day half typed or impossible stays in the field, says so when the field is left, and changes nothing.
 */
export function DayTextField({ label, value, onChange, error }: DayTextFieldProps) {
  const [text, setText] = useState(() => frenchDay(value));
  const [invalid, setInvalid] = useState(false);

  // A day set from elsewhere (the address, a reset) replaces what the field shows.
  useEffect(() => {
    setText((current) => (parseFrenchDay(current) === value || (!value && !current.trim()) ? current : frenchDay(value)));
  }, [value]);

  const type = (next: string) => {
    setText(next);
    if (!next.trim()) {
      setInvalid(false);
      onChange('');
      return;
    }
    const day = parseFrenchDay(next);
    if (day) {
      setInvalid(false);
      onChange(day);
    }
  };

  const message = error ?? (invalid ? DAY_TEXT_INVALID : undefined);
  return (
    <TextField
      label={label}
      value={text}
      placeholder="jj/mm/aaaa"
      autoComplete="off"
      onChange={(event) => type(event.target.value)}
      onBlur={() => setInvalid(!!text.trim() && !parseFrenchDay(text))}
      error={!!message}
      helperText={message}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
    />
  );
}
