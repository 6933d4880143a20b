/** What the training page composes of the trainees feature: its Stagiaires tab. */
export { TraineesTab } from './components/TraineesTab';
