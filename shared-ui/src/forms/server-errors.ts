import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts a server's field errors (`{ field: [messages] }`, as the API answers 400/422) under the form's
 * own fields: `fields` maps the server's names to the form's (password_confirmation →
 * passwordConfirmation). Answers whether any error found its field; the caller shows the others.
 */
export function applyServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: Record<string, string[]>,
  fields: Partial<Record<string, FieldPath<T>>>,
): boolean {
  let mapped = false;
  for (const [serverName, messages] of Object.entries(errors)) {
    const target = fields[serverName];
    if (target && messages[0]) {
      setError(target, { type: 'server', message: messages[0] }, { shouldFocus: !mapped });
      mapped = true;
    }
  }
  return mapped;
}
