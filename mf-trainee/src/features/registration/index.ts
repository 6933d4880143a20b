/** What the administrator's registration composes of the trainee's: the choices, the finalisation step and when a registration is blocked. */
export { useRegistrationOptions } from './api/get-registration-options';
export { FinalisationStep } from './components/FinalisationStep';
export { registrationBlocked } from './components/registration-form';
