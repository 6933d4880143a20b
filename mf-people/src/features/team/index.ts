/** What the trainer list composes of the team: the buttons that create a member. */
export { CreateMemberButtons, TRAINER_BUTTONS } from './components/CreateMemberButtons';
