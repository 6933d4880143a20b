/** Exposed as `mf_trainee/TrainingView`: a training as a stagiaire sees it (/formations/:id). */
export { default } from '../features/training/pages/TraineeTrainingPage';
