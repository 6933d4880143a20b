import type { NamedItem } from './common';
import type { CitySummary, RegistrationStatus, TrainingPlaceType, TrainingStatus } from './lookups';

/** One result of the training searches (staff and catalogue). */
export interface TrainingSearchItem {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  category: NamedItem;
}

export interface TrainingCategorySummary extends NamedItem {
  irt_link: string | null;
  color: string;
}

export interface TrainingThemeSummary extends NamedItem {
  numerotation: string;
}

export interface TrainingPlaceSummary extends NamedItem {
  address: string | null;
  zip_code: string | null;
  type: TrainingPlaceType;
  city: CitySummary | null;
}

export interface TrainingDeferral {
  id: number;
  initial_start_date: string;
  initial_end_date: string;
  new_start_date: string;
  new_end_date: string;
  created_at: string;
}

/** A teacher or pedagogical supervisor of a training (contact details hidden from trainees). */
export interface TrainingStaffSummary {
  profile_id: number;
  name: string;
  email: string | null;
  phone: string | null;
}

/** The caller's own registration to the training (trainees only). */
export interface OwnRegistration {
  id: number;
  registration_status: RegistrationStatus;
  reimbursed: boolean;
  needs_accommodation: boolean;
}

/** Registration counters shared by the detail and the list rows. */
export interface TrainingCounts {
  max_attendees: number;
  /** Validated registrations (status 2 Validé): "inscrits / places". */
  registered_count: number;
  /** Validated registrations whose convocation has been sent. */
  confirmed_count: number;
  /** Pre-registrations waiting to be processed (status 1). */
  pre_registered_count: number;
  /** Registrations on the waiting list (status 4). */
  waiting_count: number;
  /** registered_count / max_attendees × 100, rounded to 2 decimals. */
  inscription_rate: number;
}

/** GET /api/trainings/{id}. */
export interface TrainingDetail extends TrainingCounts {
  id: number;
  title: string;
  complement: string | null;
  start_date: string;
  end_date: string;
  training_category_id: number;
  training_type_id: number;
  training_theme_id: number;
  training_place_id: number | null;
  training_status_id: number;
  category: TrainingCategorySummary;
  type: NamedItem;
  theme: TrainingThemeSummary;
  unions: NamedItem[];
  place: TrainingPlaceSummary | null;
  status: TrainingStatus;
  color: string;
  reserved: boolean;
  is_visio: boolean;
  paid_training: boolean;
  /** Price in euros when paid_training. */
  amount: number | null;
  attendance_sheet_done: boolean;
  dinners: number;
  accommodation: boolean;
  transportation_fees: boolean;
  number_of_round_trips: number;
  /** Postponements, oldest first (empty for trainees). */
  deferrals: TrainingDeferral[];
  /** Empty for trainees. */
  pedagogical_supervisors: TrainingStaffSummary[];
  teachers: TrainingStaffSummary[];
  created_by: NamedItem | null;
  /** The caller's registration when the caller is a trainee, otherwise null. */
  own_registration: OwnRegistration | null;
}

export type TrainingAlertKind = 'preinscriptions' | 'convocations' | 'expenses' | 'certificates';

/** A to-do attached to a training row; 'resolved' shows a green check, 'pending' a red warning. */
export interface TrainingAlert {
  kind: TrainingAlertKind;
  label: string;
  count: number;
  status: 'resolved' | 'pending';
}

/** A training as listed in GET /api/trainings and the dashboard panels. */
export interface TrainingRow extends TrainingCounts {
  id: number;
  title: string;
  start_date: string;
  end_date: string;
  place: NamedItem | null;
  category: NamedItem;
  type: NamedItem;
  color: string;
  status: TrainingStatus;
  /** Validated registrations without a convocation sent. */
  invitationsTobeSent: number;
  /** Active registrations (pre-registered, validated or waiting). */
  registeredTrainees: number;
  /** Expenses of the training still to be handled (En cours, À payer, En attente de pièces). */
  expensesToHandle: number;
  /** Validated trainees of an ended training whose attendance certificate was not sent yet. */
  presenceCertificates: number;
  alerts: TrainingAlert[];
  /** Number of alerts that are not resolved. */
  totalAlerts: number;
  createdBy: NamedItem | null;
}

export type TrainingTimeline = 'ongoing' | 'past' | 'upcoming';
