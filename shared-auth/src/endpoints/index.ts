/**
 * `@irt/shared-auth/endpoints`: the calls several front ends make to the same endpoint, written once
 * (one key, one cache, one invalidation): a postal code's communes, a training, one's own password, a
 * person's expense and its receipts, a profile read and written, an unregistration, the staff's training
 * search, the published satisfaction results. A module here keeps no state at its top level (the query client holds the cache).
 */
export { ZIP_CODE_PATTERN, citiesQueryOptions, useCities } from './cities';
export { trainingKeys, trainingQueryOptions, useTraining } from './training';
export {
  expensePanelKeys,
  expensePanelQueryOptions,
  useExpensePanel,
  useTransportPreview,
  useCreateExpense,
  useSaveExpense,
  useSetExpenseStatus,
  useDeleteExpense,
  useAddReceipt,
  useDeleteReceipt,
  useExpenseFormCalls,
  type ReceiptUpload,
  type TransportPreview,
} from './expenses';
export { useChangeOwnPassword } from './password';
export {
  improvementActionKeys,
  improvementActionOwnersQueryOptions,
  useImprovementActionOwners,
  useCreateImprovementAction,
} from './improvement-actions';
export { useUnregister } from './registrations';
export { staffTrainingSearchQueryOptions, useStaffTrainingSearch } from './training-search';
export {
  profileKeys,
  profileQueryOptions,
  useProfile,
  useProfileWrite,
  useUpdateProfile,
  useUploadProfilePicture,
  useUpdateEmail,
  type PictureUpload,
} from './profile';
export { publishedResultsQueryOptions, usePublishedResults } from './published-results';
