/**
 * Trainings as the lists, the detail page, the catalogue, the calendar and the search show them, and
 * their teaching team.
 */
import type {
  CalendarTraining,
  CatalogueTraining,
  Conflict,
  CurrentTraining,
  ReferenceItem,
  TeamMember,
  TrainingDeferral,
  TrainingDetail,
  TrainingRow,
  TrainingSearchItem,
  UpcomingConflict,
} from '@irt/api/contract';
import { newId } from './ids';

export function aCurrentTraining(overrides: Partial<CurrentTraining> = {}): CurrentTraining {
  return {
    id: 12,
    title: 'Conseiller prud’homme : prise de fonction',
    start_date: '2026-02-02T09:00:00',
    end_date: '2026-02-06T17:00:00',
    place: 'Strasbourg',
    category: { id: 1, name: 'Prud’hommes' },
    color: '#1e88e5',
    ...overrides,
  };
}

/** A training as the trainings list and the dashboard panels show it. */
export function aTrainingRow(overrides: Partial<TrainingRow> = {}): TrainingRow {
  const id = overrides.id ?? newId();
  return {
    id,
    title: `Formation ${id}`,
    // Local times, so the expected French dates do not depend on the machine's time zone.
    start_date: '2026-03-02T09:00:00',
    end_date: '2026-03-04T17:00:00',
    place: { id: 1, name: 'Maison des syndicats' },
    category: { id: 1, name: 'Droit du travail' },
    type: { id: 1, name: 'Stage' },
    color: '#3f51b5',
    status: { id: 3, name: 'Publiée' },
    max_attendees: 20,
    registered_count: 12,
    confirmed_count: 10,
    pre_registered_count: 3,
    waiting_count: 0,
    inscription_rate: 60,
    invitationsTobeSent: 2,
    registeredTrainees: 15,
    expensesToHandle: 0,
    presenceCertificates: 0,
    alerts: [],
    totalAlerts: 0,
    createdBy: { id: 1, name: 'Admin Démo' },
    ...overrides,
  };
}

/** One result of the training searches. */
export function aTrainingSearchItem(overrides: Partial<TrainingSearchItem> = {}): TrainingSearchItem {
  const id = overrides.id ?? newId();
  return {
    id,
    title: `Formation ${id}`,
    start_date: '2026-11-21T09:00:00',
    end_date: '2026-11-23T16:30:00',
    category: { id: 3, name: 'Formation des conseillers prud’hommes' },
    ...overrides,
  };
}

/** One training as GET /api/trainings/{id} answers it to a stagiaire (no staff contacts, no postponements). */
export function aTrainingDetail(overrides: Partial<TrainingDetail> = {}): TrainingDetail {
  const id = overrides.id ?? newId();
  return {
    id,
    title: `Formation ${id}`,
    complement: null,
    start_date: '2026-03-02T09:00:00',
    end_date: '2026-03-04T17:00:00',
    training_category_id: 1,
    training_type_id: 1,
    training_theme_id: 1,
    training_place_id: 1,
    training_status_id: 3,
    category: { id: 1, name: 'Droit du travail', irt_link: null, color: '#3f51b5' },
    type: { id: 1, name: 'Stage' },
    theme: { id: 1, name: 'Négociation', numerotation: '1.1' },
    unions: [{ id: 1, name: 'CFDT' }],
    place: {
      id: 1,
      name: 'Maison des syndicats',
      address: '1 rue de la Division Leclerc',
      zip_code: '67000',
      type: 'Présentiel',
      city: { id: 1, name: 'Strasbourg', zip_code: '67000' },
    },
    status: { id: 3, name: 'Publiée' },
    color: '#3f51b5',
    reserved: false,
    is_visio: false,
    paid_training: false,
    amount: null,
    max_attendees: 20,
    registered_count: 12,
    confirmed_count: 10,
    pre_registered_count: 3,
    waiting_count: 0,
    inscription_rate: 60,
    // Open until 7 days before the start (2 March 2026), as the server would answer on 16 February.
    registration: { open: true, last_day: '2026-02-23', days_left: 7 },
    attendance_sheet_done: false,
    // 2 to 4 March, 09:00 to 17:00: both half-days of each day.
    attendance_half_days: [
      { date: '2026-03-02', half_days: ['morning', 'afternoon'] },
      { date: '2026-03-03', half_days: ['morning', 'afternoon'] },
      { date: '2026-03-04', half_days: ['morning', 'afternoon'] },
    ],
    dinners: 0,
    accommodation: false,
    transportation_fees: false,
    number_of_round_trips: 0,
    deferrals: [],
    pedagogical_supervisors: [],
    teachers: [],
    created_by: null,
    own_registration: null,
    own_team_membership: null,
    // What a stagiaire may do with a training: none of the staff actions.
    allowed_actions: {
      transitions: [],
      can_force_status: false,
      edit: 'none',
      can_edit_attendance: false,
      can_mark_attendance_done: false,
      can_cancel_attendance_done: false,
      can_issue_certificates: false,
    },
    ...overrides,
  };
}

/** One card of the catalogue (GET /api/catalog/trainings), open to registration. */
export function aCatalogueTraining(overrides: Partial<CatalogueTraining> = {}): CatalogueTraining {
  const id = overrides.id ?? newId();
  return {
    id,
    title: `Formation ${id}`,
    complement: null,
    start_date: '2026-03-02T09:00:00',
    end_date: '2026-03-04T17:00:00',
    category: { id: 1, name: 'Droit du travail', irt_link: null, color: '#3f51b5' },
    unions: [],
    place: {
      id: 1,
      name: 'Maison des syndicats',
      address: '1 rue de la Division Leclerc',
      zip_code: '67000',
      type: 'Présentiel',
      city: { id: 1, name: 'Strasbourg', zip_code: '67000' },
    },
    is_visio: false,
    paid_training: false,
    max_attendees: 20,
    registered_count: 12,
    places_left: 8,
    registration_open: true,
    registration_last_day: '2026-02-23',
    own_registration_status: null,
    ...overrides,
  };
}

/** A training in a day of the calendar (GET /api/trainings/month/{month}/{year}). */
export function aCalendarTraining(overrides: Partial<CalendarTraining> = {}): CalendarTraining {
  const id = overrides.id ?? newId();
  return {
    id,
    title: `Formation ${id}`,
    start_date: '2026-03-02T09:00:00',
    end_date: '2026-03-04T17:00:00',
    category: { id: 1, name: 'Droit du travail' },
    type: { id: 1, name: 'Stage' },
    color: '#3f51b5',
    status: { id: 3, name: 'Publiée' },
    pedagogical_supervisor: 'Sophie Weber',
    place: { id: 1, name: 'Maison des syndicats' },
    in_conflict: false,
    ...overrides,
  };
}

/** A member of a training's team (GET /api/trainings/{id}/staff): an intervenant without hours yet. */
export function aTeamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  const profileId = overrides.profile_id ?? newId();
  return {
    profile_id: profileId,
    name: 'Paul Schmitt',
    email: 'paul.schmitt@example.fr',
    phone: '06 22 33 44 55',
    url: null,
    role: { id: 4, name: 'Intervenant' },
    expected_lecture_hours: null,
    expected_tutorial_hours: null,
    actual_lecture_hours: null,
    actual_tutorial_hours: null,
    expected_hetd: null,
    actual_hetd: null,
    ares_status_id: null,
    ares_status: null,
    needs_accommodation: false,
    reimbursed_transportation: false,
    is_remunerated: false,
    can_edit_expected_hours: true,
    can_edit_actual_hours: false,
    ...overrides,
  };
}

/** An item of an editable reference list (référentiel: unions, degrees, mandates…), as the lookups answer it. */
export function aReferenceItem(id: number, name: string, overrides: Partial<ReferenceItem> = {}): ReferenceItem {
  return { id, name, created_at: '2025-09-01T08:00:00.000Z', deleted_at: null, ...overrides };
}

/** POST /api/training-deferrals: the recorded postponement, initial and new dates. */
export function aTrainingDeferral(overrides: Partial<TrainingDeferral> = {}): TrainingDeferral {
  return {
    id: newId(),
    initial_start_date: '2026-05-04T07:00:00.000Z',
    initial_end_date: '2026-05-05T14:30:00.000Z',
    new_start_date: '2026-06-01T07:00:00.000Z',
    new_end_date: '2026-06-02T14:30:00.000Z',
    created_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A double booking a save would create (409 answers, POST /api/trainings/conflicts): the place, with another training. */
export function aConflict(overrides: Partial<Conflict> = {}): Conflict {
  return {
    kind: 'place',
    resource: { id: 1, name: 'Maison des syndicats' },
    training: { id: 77, title: 'Négociation annuelle obligatoire', start_date: '2026-03-02T08:00:00.000Z', end_date: '2026-03-04T16:00:00.000Z' },
    exclusive: false,
    ...overrides,
  };
}

/** A conflict to come (GET /api/conflicts/upcoming): a teacher booked by two trainings, confirmed. */
export function anUpcomingConflict(overrides: Partial<UpcomingConflict> = {}): UpcomingConflict {
  return {
    kind: 'teacher',
    resource: { id: 8, name: 'Paul Schmitt' },
    trainings: [
      { id: 41, title: 'Santé au travail', start_date: '2026-03-02T08:00:00.000Z', end_date: '2026-03-03T16:00:00.000Z' },
      { id: 42, title: 'Le CSE en pratique', start_date: '2026-03-03T08:00:00.000Z', end_date: '2026-03-05T16:00:00.000Z' },
    ],
    overridden: { by: 'Claire Martin', at: '2026-02-10T13:05:00.000Z' },
    ...overrides,
  };
}
