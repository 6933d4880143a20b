/** The wizard's last step as data: its fields, the payload it sends and the banner of a refused submit. */
import type { ProfileDetail, RegistrationOptions, RegistrationRequest } from '@irt/api/contract';
import type { LeaveKind } from '@irt/api/constants';
import { MESSAGES } from '@irt/shared-ui/messages';

export interface FinalisationValues {
  mandates_certified: boolean;
  seniority_id: number | '';
  training_duration_id: number | '';
  reimbursed: boolean;
  needs_accommodation: boolean;
  referral_source_id: number | '';
  /** The training leave the registration uses ('' : none). */
  leave_kind: LeaveKind | '';
}

export const EMPTY_FINALISATION: FinalisationValues = {
  mandates_certified: false,
  seniority_id: '',
  training_duration_id: '',
  reimbursed: false,
  needs_accommodation: false,
  referral_source_id: '',
  leave_kind: '',
};

/** The banner of a registration sent with fields missing. */
export const MISSING_FIELDS_TITLE = 'Veuillez remplir tous les champs';
export const MISSING_FIELDS_TEXT = 'Pour valider la préinscription, veuillez saisir tous les champs';
export const CERTIFY_MANDATES_TEXT = 'Vous devez notamment confirmer vos mandats en cours.';
/** A registration the server refused. */
export const REGISTRATION_FAILED_TITLE = MESSAGES.saveFailed.text;

export const FIELD_REQUIRED = 'Ce champ est obligatoire.';

/** The payload of POST /api/trainings/{id}/register: only what the options allow is sent. */
export function registrationPayload(
  values: FinalisationValues,
  profile: Pick<ProfileDetail, 'id' | 'mandates'>,
  options: Pick<RegistrationOptions, 'accommodation_allowed' | 'councillor_block_required' | 'leaves'>,
  waitingList = false,
): RegistrationRequest {
  const leave = (options.leaves ?? []).find((l) => l.kind === values.leave_kind);
  return {
    profile_id: profile.id,
    referral_source_id: values.referral_source_id === '' ? undefined : values.referral_source_id,
    mandates_certified: values.mandates_certified,
    mandate_profile_ids: profile.mandates.filter((mandate) => mandate.active).map((mandate) => mandate.id),
    reimbursed: values.reimbursed,
    needs_accommodation: options.accommodation_allowed && values.needs_accommodation,
    ...(waitingList ? { waiting_list: true } : {}),
    ...(leave ? { leave_kind: leave.kind } : {}),
    ...(options.councillor_block_required
      ? {
          seniority_id: values.seniority_id === '' ? null : values.seniority_id,
          training_duration_id: values.training_duration_id === '' ? null : values.training_duration_id,
        }
      : {}),
  };
}

/** Whether the wizard puts the trainee on the waiting list: the training is full and still takes registrations. */
export function joinsWaitingList(options: Pick<RegistrationOptions, 'registration_open' | 'places_left'>): boolean {
  return options.registration_open && options.places_left <= 0;
}

/**
 * Why the training takes no registration from this trainee now, or null when it does. A full training
 * takes its waiting list when `waitingList` is allowed (the trainee's own wizard).
 */
export function registrationBlocked(
  options: Pick<RegistrationOptions, 'registration_open' | 'places_left'>,
  alreadyRegistered: boolean,
  { waitingList = false }: { waitingList?: boolean } = {},
): string | null {
  if (alreadyRegistered) return 'Vous êtes déjà inscrit·e à cette formation.';
  if (!options.registration_open) return 'Les inscriptions à cette formation sont closes.';
  if (options.places_left <= 0 && !waitingList) return "La formation est complète, l'inscription est impossible.";
  return null;
}
