/** What the other features of the trainings remote use of the documents (the tabs are loaded by their own paths). */
export { TraineeEmailButtons } from './components/TraineeEmailButtons';
