/** Exposed as `mf_trainings/TrainingDetail`: the staff page of one training (/formations/:id). */
export { default } from '../features/training-detail/pages/TrainingDetailPage';
