/**
 * `@irt/shared-ui/forms`: the text fields and rules every form of the portal uses. The other fields
 * (select, switch, checkbox, number) and the save-failure banner are entries of their own
 * (`@irt/shared-ui/forms/FormSelectField`…), so a form pays only for what it renders.
 */
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { FormEmailField, type FormEmailFieldProps } from './FormEmailField';
export { FormPasswordField, type FormPasswordFieldProps } from './FormPasswordField';
export { PasswordPairFields, type PasswordPairFieldsProps } from './PasswordPairFields';
export { applyServerErrors } from './server-errors';
export {
  CHOICE_REQUIRED,
  EMAIL_INVALID,
  INTEGER_INVALID,
  NUMBER_INVALID,
  numberRule,
  requiredChoice,
  type NumberRule,
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
