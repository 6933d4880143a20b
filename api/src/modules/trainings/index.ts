/** What other modules may use of the trainings module (the rest is its own). */
export { requireStaffTraining, teachesTraining, TRAINING_FORBIDDEN, TRAINING_NOT_FOUND } from './detail';
export { registrationWindow } from './enrolment-rules';
export { certificatesAvailable, hasEnded } from './lifecycle';
export { panelRowOf, trainingPanelPage } from './panel-rows';
export { catalogueToCome, catalogueUnderWay, scopeCondition, scopeParams, taughtByCaller, trainingScope, type TrainingScope } from './scopes';
export { lockTraining } from './write-queries';
export { expireSeatOffers, fillFreedSeats } from './waitlist';
