/** Exposed as `mf_trainee/Signing`: signing a half-day from the teacher's QR code or a visio link (/emargement/:token). */
export { default } from '../features/signing/pages/SigningPage';
