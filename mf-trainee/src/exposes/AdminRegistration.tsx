/**
 * Exposed as `mf_trainee/AdminRegistration`: the wide slide-over of an administrator-made registration,
 * which the staff's Stagiaires tab (mf_trainings) renders for the administrateur. Not a route: a
 * stagiaire never loads it (only its line in the remote entry).
 */
export { AdminRegistrationDrawer as default, type AdminRegistrationProps } from '../features/admin-registration/pages/AdminRegistrationDrawer';
