import { useEffect, useState } from 'react';

/** Spec 001 §9: searches wait 600 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 600;

/** The trimmed value, once it has stopped changing for `delayMs` ('' at once when cleared). */
export function useDebouncedValue(value: string, delayMs: number = SEARCH_DEBOUNCE_MS): string {
  const trimmed = value.trim();
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), delayMs);
    return () => clearTimeout(timer);
  }, [trimmed, delayMs]);
  return trimmed === '' ? '' : settled;
}
