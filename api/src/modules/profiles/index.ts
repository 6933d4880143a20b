/** What other modules may use of the profiles module (the rest is its own). */
export { computeProfileCompletion, type CompletionContext } from './completion';
export { profilePictureUrl } from './pictures';
export { readsOwnTrainingsTraineesOnly, registeredOnTrainingOf } from './scopes';
export { filesStorage } from './uploads';
export { formChanges, unknownReference } from './account-service';
export { insertProfile, nextProfileNumber } from './account-queries';
export { profileFor } from './account-routes';
export { vehicleRegistrationUrl } from './account-service';
export { bankDetailsAfter, bankDetailsToConfirm, recordBankDetailsWrite } from './bank-changes';
