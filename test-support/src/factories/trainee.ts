/** A trainee's registrations, absences and evaluations. */
import type { Absence, Evaluation, LeaveBalance, LeaveCheckAnswer, RegistrationListItem, TraineeTrainingItem, TrainingTrainee } from '@irt/api/contract';
import { newId } from './ids';

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
    waiting_list_position: null,
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
    is_active: true,
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
    leave: null,
    ...overrides,
  };
}

/** One absence of GET /api/absences/by-training/{id}. */
export function anAbsence(overrides: Partial<Absence> = {}): Absence {
  return { id: newId(), profile_id: 1, training_id: 1, absence_date: '2026-03-02', half_day: 'morning', ...overrides };
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
    comment: null,
    created_at: '2026-03-05T10:00:00',
    ...overrides,
  };
}

/**
 * A leave checked for a training (registration-options' `leaves`, a trainee row's `leave`): continuing
 * training of a conseiller prud'hommes, 8 days used this year, 3 days more: the yearly cap exceeded.
 */
export function aLeaveCheck(overrides: Partial<LeaveCheckAnswer> = {}): LeaveCheckAnswer {
  return {
    kind: 'cph_continue',
    label: 'Formation continue des conseillers prud’hommes',
    caps: [
      { days: 30, period: 'mandat', article: 'L. 1442-2', used: 12, adding: 3, left: 18, exceeded: false },
      { days: 10, period: 'annee_civile', article: 'D. 1442-7', used: 8, adding: 3, left: 2, exceeded: true },
    ],
    exceeded: true,
    notice_days: 30,
    notice_deadline: '2026-11-20',
    notice_passed: false,
    ...overrides,
  };
}

/** The union leave, nothing used, in time. */
export function aUnionLeaveCheck(overrides: Partial<LeaveCheckAnswer> = {}): LeaveCheckAnswer {
  return {
    kind: 'cfess',
    label: 'Congé de formation économique, sociale, environnementale et syndicale',
    caps: [{ days: 12, period: 'annee_civile', article: 'L. 2145-7', used: 0, adding: 3, left: 12, exceeded: false }],
    exceeded: false,
    notice_days: 30,
    notice_deadline: '2026-11-20',
    notice_passed: false,
    ...overrides,
  };
}

/** A trainee's balance of one leave (GET /api/profile/leave-balances): a councillor's continuing training. */
export function aLeaveBalance(overrides: Partial<LeaveBalance> = {}): LeaveBalance {
  return {
    kind: 'cph_continue',
    label: 'Formation continue des conseillers prud’hommes',
    periods: [
      { label: 'Mandat en cours', period: 'mandat', from: '2023-01-15', to: null, cap_days: 30, article: 'L. 1442-2', used: 14, planned: 2, left: 14, exceeded: false },
      { label: 'Année 2026', period: 'annee_civile', from: '2026-01-01', to: '2026-12-31', cap_days: 10, article: 'D. 1442-7', used: 6, planned: 2, left: 2, exceeded: false },
      { label: 'Année 2025', period: 'annee_civile', from: '2025-01-01', to: '2025-12-31', cap_days: 10, article: 'D. 1442-7', used: 8, planned: 0, left: 2, exceeded: false },
    ],
    ...overrides,
  };
}
