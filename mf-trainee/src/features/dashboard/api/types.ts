/** Contract types the trainee dashboard uses (api/src/contract). */
export type { RegistrationStatusSlug, TraineeTrainingItem as TraineeRegistration } from '@irt/api/contract';
