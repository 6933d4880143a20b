/** The institute as the public pages name it. */
export const INSTITUTE_NAME = 'Institut Régional du Travail';
/** Contact and data-protection requests (spec §2.7 {email}). */
export const CONTACT_EMAIL = 'contact@irt-demo.fr';
