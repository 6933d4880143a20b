/** Exposed as `mf_trainings/TrainingsList`: the staff trainings list (/formations). */
export { default } from '../features/trainings-list/pages/TrainingsListPage';
