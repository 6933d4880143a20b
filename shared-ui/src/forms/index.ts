/**
 * `@irt/shared-ui/forms`: react-hook-form fields and rules every form of the portal uses. Heavier
 * fields (date pickers, autocompletes) get their own entry, so a form pays only for what it renders.
 */
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { FormEmailField, type FormEmailFieldProps } from './FormEmailField';
export { FormPasswordField, type FormPasswordFieldProps } from './FormPasswordField';
export { PasswordPairFields, type PasswordPairFieldsProps } from './PasswordPairFields';
export { applyServerErrors } from './server-errors';
export {
  EMAIL_INVALID,
  EMAIL_PATTERN,
  EMAIL_REQUIRED,
  PASSWORD_MISMATCH,
  PASSWORD_REQUIRED,
  PHONE_INVALID,
  decimalText,
  liveMismatch,
  parseDecimal,
  requiredText,
  validateEmail,
  validatePhone,
} from './validation';
