import {
  get,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import { FormPasswordField } from './FormPasswordField';
import { liveMismatch, PASSWORD_MISMATCH, PASSWORD_REQUIRED } from './validation';

export interface PasswordPairFieldsProps<T extends FieldValues, P extends FieldPath<T>, C extends FieldPath<T>> {
  control: Control<T>;
  /** The password field (required). */
  passwordName: P;
  /** Its confirmation (must be identical). */
  confirmationName: C;
  /** Paint the confirmation green when it matches and red otherwise (the reset screen). */
  paintMatch?: boolean;
  disabled?: boolean;
}

/**
 * The password and its confirmation, with the spec's rules and texts: the password is required, the
 * confirmation must be identical ('Le mot de passe est différent.'), reported while typing once the
 * confirmation is as long as the password, and on submit in any case.
 */
export function PasswordPairFields<T extends FieldValues, P extends FieldPath<T>, C extends FieldPath<T>>({
  control,
  passwordName,
  confirmationName,
  paintMatch = false,
  disabled,
}: PasswordPairFieldsProps<T, P, C>) {
  const password = (useWatch({ control, name: passwordName }) as PathValue<T, P> | undefined) ?? '';
  const confirmation = (useWatch({ control, name: confirmationName }) as PathValue<T, C> | undefined) ?? '';
  const typed = String(password);
  const repeated = String(confirmation);
  const matches = repeated !== '' && repeated === typed;
  return (
    <>
      <FormPasswordField
        control={control}
        name={passwordName}
        rules={{ required: PASSWORD_REQUIRED }}
        label="Mot de passe"
        autoComplete="new-password"
        disabled={disabled}
      />
      <FormPasswordField
        control={control}
        name={confirmationName}
        rules={{ validate: (value: unknown, values: T) => value === get(values, passwordName) || PASSWORD_MISMATCH }}
        label="Confirmation du mot de passe"
        toggleNoun="la confirmation du mot de passe"
        autoComplete="new-password"
        disabled={disabled}
        liveError={liveMismatch(typed, repeated) ? PASSWORD_MISMATCH : undefined}
        tone={paintMatch && repeated !== '' ? (matches ? 'success' : 'error') : undefined}
      />
    </>
  );
}
