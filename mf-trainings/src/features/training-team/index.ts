/** What the training page composes of the team feature: its Équipe tab. */
export { TrainingTeamTab } from './components/TrainingTeamTab';
