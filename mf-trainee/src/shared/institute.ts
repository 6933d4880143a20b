/** The institute's contact address (the one of the legal pages), given to a trainee who needs to ask. */
export const INSTITUTE_CONTACT_EMAIL = 'contact@irt-demo.fr';
