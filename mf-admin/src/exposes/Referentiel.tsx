/** Exposed as `mf_admin/Referentiel`: the reference-data editor (/referentiel, administrateur). */
export { default } from '../features/reference-editor/pages/ReferenceEditorPage';
