/** What the training page composes of the documents feature: its Actions and Actions par stagiaire tabs. */
export { ActionsTab } from './components/ActionsTab';
export { TraineeActionsTab } from './components/TraineeActionsTab';
