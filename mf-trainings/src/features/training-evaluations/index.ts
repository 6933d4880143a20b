/** What the training page composes of the evaluations feature: its Évaluations tab. */
export { TrainingEvaluationsTab } from './components/TrainingEvaluationsTab';
