/** What other modules may use of the profiles module (the rest is its own). */
export { COMPLETION_FIELDS, computeProfileCompletion, type CompletionContext } from './completion';
export { profilePictureUrl } from './pictures';
export { profileFor, readsOwnTrainingsTraineesOnly } from './scopes';
export { filesStorage } from './upload-routes';
export { formChanges, unknownReference } from './account-service';
export { insertProfile, nextProfileNumber, registeredOnTrainingOf } from './account-queries';
export { vehicleRegistrationUrl } from './account-service';
export { bankDetailsAfter, bankDetailsToConfirm, recordBankDetailsWrite } from './bank-changes';
