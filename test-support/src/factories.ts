/**
 * Test data of every front-end package, typed by the API contract: a change of the contract breaks
 * the factories at typecheck time, not the tests at random. Each factory takes overrides.
 */
import type {
  Absence,
  CalendarTraining,
  CatalogueTraining,
  CurrentTraining,
  Evaluation,
  ExpenseSummary,
  ExpenseTrackingRow,
  LoginResponse,
  OwnProfile,
  Paged,
  ProfileDetail,
  ProfileSearchItem,
  ReferenceItem,
  RegistrationListItem,
  RoleId,
  RoleSlug,
  TeamMember,
  TraineeTrainingItem,
  TrainingDeferral,
  TrainingDetail,
  TrainingRow,
  TrainingSearchItem,
  TrainingTrainee,
  User,
  ValidatedContractHoursRow,
  ValidatedExpensesTraining,
} from '@irt/api/contract';
import { ROLE } from '@irt/api/constants';

const ROLES: Record<RoleSlug, { id: RoleId; name: string }> = {
  administrateur: { id: ROLE.administrateur, name: 'Administrateur' },
  gestionnaire: { id: ROLE.gestionnaire, name: 'Gestionnaire' },
  'responsable-pedagogique': { id: ROLE['responsable-pedagogique'], name: 'Responsable pédagogique' },
  intervenant: { id: ROLE.intervenant, name: 'Intervenant' },
  stagiaire: { id: ROLE.stagiaire, name: 'Stagiaire' },
};

export function aRole(slug: RoleSlug) {
  return { ...ROLES[slug], slug };
}

let nextId = 100;
const newId = () => ++nextId;

/** A user as GET /api/user (and the login answer) carries it. */
export function aUser(role: RoleSlug = 'stagiaire', overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'Camille Martin',
    name: 'Camille Martin',
    email: 'camille.martin@example.fr',
    role: aRole(role),
    temporary_profile_picture_url: null,
    accepted_terms: 1,
    profile_completion: 100,
    current_training: null,
    email_verified: true,
    ...overrides,
  };
}

/** GET /api/profile. */
export function aProfile(role: RoleSlug = 'stagiaire', overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 70,
    profile_number: '2026-00070',
    phone: null,
    is_active: true,
    role: aRole(role),
    user: { name: 'Camille Martin', email: 'camille.martin@example.fr' },
    profile_picture: null,
    temporary_profile_picture_url: null,
    profile_completion: 100,
    missing_fields: [],
    ...overrides,
  };
}

/** An unsigned JWT-shaped token with exactly these claims (the client never verifies signatures). */
export function aJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.c2lnbmF0dXJl`;
}

/** A session token valid for an hour (the client reads its `exp`). */
export function aToken(claims: Record<string, unknown> = {}): string {
  return aJwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims });
}

/** POST /api/login. */
export function aLoginAnswer(user: User = aUser(), token: string = aToken()): LoginResponse {
  return { token, user };
}

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

export function aContractHoursRow(overrides: Partial<ValidatedContractHoursRow> = {}): ValidatedContractHoursRow {
  return {
    ...aTrainingRow(),
    contract_hours: { staff_count: 2, lecture_hours: 6, tutorial_hours: 3.5, hetd: 12.5 },
    ...overrides,
  };
}

/** One of the trainee's registrations (GET /api/trainee/trainings/upcoming|past). */
export function aTraineeRegistration(overrides: Partial<TraineeTrainingItem> = {}): TraineeTrainingItem {
  const id = newId();
  return {
    registration_id: id + 1000,
    training_id: id,
    training_name: `Formation ${id}`,
    registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' },
    start_date: '2026-05-11T09:00:00',
    end_date: '2026-05-13T17:00:00',
    training_status: { id: 3, name: 'Publiée' },
    category: { id: 2, name: 'Prud’hommes' },
    color: '#00695c',
    place: { id: 1, name: 'Maison des syndicats', city: 'Strasbourg' },
    ...overrides,
  };
}

/** A registration to process (GET /api/registrations). */
export function aRegistrationToProcess(overrides: Partial<RegistrationListItem> = {}): RegistrationListItem {
  return {
    id: newId(),
    created_at: '2026-02-01T10:00:00',
    registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' },
    profile: { id: 3, name: 'Camille Martin', email: 'camille@example.fr', profile_picture: null },
    training: { id: 8, title: 'Prud’hommes niveau 1', start_date: '2026-04-01T07:00:00.000Z' },
    ...overrides,
  };
}

export function anExpense(overrides: Partial<ExpenseSummary> = {}): ExpenseSummary {
  const id = newId();
  return {
    id,
    profile_id: 40 + id,
    profile_name: 'Jean Dupont',
    role: 'Stagiaire',
    amount: 50,
    status: { id: 2, name: 'À payer' },
    ...overrides,
  };
}

export function aTrainingWithExpensesToPay(overrides: Partial<ValidatedExpensesTraining> = {}): ValidatedExpensesTraining {
  return {
    training_id: newId(),
    title: 'Santé au travail',
    start_date: '2026-01-08T09:00:00',
    end_date: '2026-01-10T17:00:00',
    expenses: [anExpense()],
    ...overrides,
  };
}

export function anExpenseTrackingRow(overrides: Partial<ExpenseTrackingRow> = {}): ExpenseTrackingRow {
  return {
    training_id: newId(),
    training_title: 'Comptabilité du CSE',
    profile_name: 'Jean Dupont',
    training_end_date: '2026-01-20T16:00:00.000Z',
    statuses: { 'En cours': [anExpense({ status: { id: 1, name: 'En cours' } })] },
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

/** One result of GET /api/profiles-search. */
export function aProfileSearchItem(overrides: Partial<ProfileSearchItem> = {}): ProfileSearchItem {
  const id = overrides.id ?? newId();
  return {
    id,
    profile_number: '2026-00041',
    user: { id: id * 10, name: 'Anna Keller', email: 'anna.keller@example.fr' },
    phone: '06 12 34 56 78',
    url: null,
    is_active: true,
    role: aRole('stagiaire'),
    profile_picture: null,
    ...overrides,
  };
}

/** One page of a paged answer, as the API sends it. */
export function pageOf<T>(data: T[], { page = 1, lastPage = 1, total = data.length, perPage = 7 } = {}): Paged<T> {
  return { data, current_page: page, last_page: lastPage, per_page: perPage, total };
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
    attendance_sheet_done: false,
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
    ...overrides,
  };
}

/* ---------- Trainees of a training (Stagiaires, Présences, Actions par stagiaire) ---------- */

/** One registration of GET /api/trainings/{id}/trainees: a validated trainee with a CPH mandate. */
export function aTrainingTrainee(overrides: Partial<TrainingTrainee> = {}): TrainingTrainee {
  const id = overrides.id ?? newId();
  const profileId = overrides.profile_id ?? 1000 + id;
  return {
    id,
    profile_id: profileId,
    name: `Stagiaire ${id}`,
    email: `stagiaire${id}@courriel-demo.fr`,
    phone: '06 12 34 56 78',
    zip_code: '67000',
    profile_picture: null,
    union: { id: 1, name: 'CFDT' },
    mandates: [{ id: 1, name: 'Conseiller Prud’hommes', council: 'CPH de Strasbourg', council_section: 'Industrie', used_in_training: true }],
    company_name: 'Brasserie du Rhin',
    company_size: { id: 2, name: '50 à 249 salariés' },
    registration_status: { id: 2, name: 'Validé', slug: 'valide' },
    refusal_reason: null,
    council: 'CPH de Strasbourg',
    council_section: 'Industrie',
    seniority: 'Moins de 5 ans',
    training_duration: '2',
    reimbursed: true,
    needs_accommodation: false,
    convocation_sent_at: null,
    certificate_sent_at: null,
    registered_at: '2026-01-05T10:00:00.000Z',
    profile_created_at: '2024-09-15T10:00:00.000Z',
    ...overrides,
  };
}

/** One absence of GET /api/absences/by-training/{id}. */
export function anAbsence(overrides: Partial<Absence> = {}): Absence {
  return { id: newId(), profile_id: 1, training_id: 1, absence_date: '2026-03-02', half_day: 'morning', ...overrides };
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

/** A trainee's evaluation of a training (GET /api/evaluations/{trainingId}). */
export function anEvaluation(overrides: Partial<Evaluation> = {}): Evaluation {
  const id = overrides.id ?? newId();
  return {
    id,
    training_id: 1,
    profile: { id: id * 10, name: 'Anna Keller', email: 'anna.keller@example.fr', profile_picture: null },
    documentation: 8,
    training_methods: 7,
    willingness_to_continue: 9,
    group_life: 10,
    material_conditions: 5,
    knowledge_contribution: 3,
    overall_satisfaction: 1,
    created_at: '2026-03-05T10:00:00',
    ...overrides,
  };
}

/** GET /api/profiles/{id}: a trainee's full profile, complete (100 %) unless overridden. */
export function aProfileDetail(overrides: Partial<ProfileDetail> = {}): ProfileDetail {
  const id = overrides.id ?? 70;
  return {
    id,
    profile_number: '2026-00070',
    user: { id: 1, name: 'Camille Martin', email: 'camille.martin@example.fr', created_at: '2026-01-05T10:00:00.000Z' },
    name: 'Camille Martin',
    username: 'Camille Martin',
    role: aRole('stagiaire'),
    is_active: true,
    accepted_terms: 1,
    genre_id: 1,
    genre: { id: 1, name: 'Femme' },
    phone: '0612345678',
    birth_year: 1985,
    emails: [],
    street_number: '12',
    street_name: 'rue des Tanneurs',
    profile_zip_code: '67000',
    city_id: 1,
    city: { id: 1, name: 'Strasbourg', zip_code: '67000' },
    full_address: '12 rue des Tanneurs, 67000 Strasbourg',
    professional_situation_id: 1,
    professional_category_id: 1,
    degree_id: 1,
    activity_sector_id: 1,
    company_name: 'Alsace Métal',
    company_size_id: 1,
    company_zip_code: '67100',
    is_union_member: true,
    has_mandate: false,
    has_vehicle: false,
    vehicle_category_id: null,
    vehicle_registration_pdf: false,
    temporary_vehicle_registration_url: null,
    temporary_profile_picture_url: null,
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
    subscribed_to_newsletter: false,
    unions: [],
    current_union: null,
    mandates: [],
    title: null,
    employment_status_id: null,
    url: null,
    profile_completion: 100,
    missing_fields: [],
    created_at: '2026-01-05T10:00:00.000Z',
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
