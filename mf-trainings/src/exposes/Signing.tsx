/** Exposed as `mf_trainings/Signing`: the 'Émargement' screen of a training's half-day (/formations/:id/emargement). */
export { default } from '../features/signing/pages/SigningSheetPage';
