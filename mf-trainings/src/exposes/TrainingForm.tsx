/** Exposed as `mf_trainings/TrainingForm`: create or edit a training (/formations/creer-une-formation, /formations/editer-une-formation/:idTraining). */
export { default } from '../features/training-form/pages/TrainingFormPage';
