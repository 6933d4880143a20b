/** Exposed as `mf_trainee/Catalogue`: the training catalogue, for every role (enrol button for a stagiaire). */
export { default } from '../features/catalogue/pages/CataloguePage';
