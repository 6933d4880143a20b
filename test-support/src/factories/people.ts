/** Users, profiles, roles and session tokens. */
import type {
  LoginResponse,
  OwnProfile,
  ProfileDetail,
  ProfileSearchItem,
  RoleId,
  RoleSlug,
  StaffHoursRow,
  TeacherListItem,
  TraineeListItem,
  TrainingWithStaff,
  User,
} from '@irt/api/contract';
import { ROLE } from '@irt/api/constants';
import { newId } from './ids';

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
    bank_details_to_confirm: null,
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

/** One row of GET /api/users/by-role/stagiaire (the trainee list): active, with a union, a mandate and a company. */
export function aTraineeListItem(overrides: Partial<TraineeListItem> = {}): TraineeListItem {
  const id = overrides.id ?? newId();
  return {
    id,
    user_id: id * 10,
    name: 'Camille Martin',
    email: 'camille.martin@example.fr',
    profile_number: '2026-00070',
    profile_picture: null,
    is_active: true,
    union: { id: 2, name: 'CFDT' },
    mandates: [{ id: id * 100, name: 'Conseiller prud’homme' }],
    company_name: 'Alsace Métal',
    company_size: { id: 3, name: '50 à 249 salariés' },
    ...overrides,
  };
}

/** One row of GET /api/teachers (the trainer list): an active intervenant with a status and a function. */
export function aTeacherListItem(overrides: Partial<TeacherListItem> = {}): TeacherListItem {
  const id = overrides.id ?? newId();
  return {
    id,
    user_id: id * 10,
    name: 'Marc Klein',
    email: 'marc.klein@example.fr',
    profile_number: '2026-00004',
    profile_picture: null,
    is_active: true,
    role: aRole('intervenant'),
    employment_status: { id: 4, name: 'Intervenant extérieur' },
    title: 'Avocat en droit du travail',
    ...overrides,
  };
}

/** One team row of the trainer hours report: an intervenant's expected and actual hours (HETD 12 and 11,50). */
export function aStaffHoursRow(overrides: Partial<StaffHoursRow> = {}): StaffHoursRow {
  return {
    role: 'teacher',
    expected_lecture_hours: 6,
    expected_tutorial_hours: 3,
    actual_lecture_hours: 5.5,
    actual_tutorial_hours: 3.25,
    expected_hetd: 12,
    actual_hetd: 11.5,
    ares_status: { id: 1, name: 'Contrat à établir' },
    is_remunerated: true,
    profile: { id: newId(), name: 'Marc Klein', email: 'marc.klein@example.fr', phone: null, role: ROLES.intervenant },
    ...overrides,
  };
}

/** One training of GET /api/trainings/with-staff with its team rows (one intervenant by default). */
export function aTrainingWithStaff(overrides: Partial<TrainingWithStaff> = {}): TrainingWithStaff {
  const staff = overrides.staff ?? [aStaffHoursRow()];
  const sum = (values: (number | null)[]) => Math.round(values.reduce<number>((total, v) => total + (v ?? 0), 0) * 100) / 100;
  return {
    training_id: newId(),
    training_name: 'Droit du travail : les fondamentaux',
    start_date: '2026-03-02T08:00:00.000Z',
    end_date: '2026-03-03T16:00:00.000Z',
    staff,
    expected_hetd: sum(staff.map((row) => row.expected_hetd)),
    actual_hetd: sum(staff.map((row) => row.actual_hetd)),
    ...overrides,
  };
}
