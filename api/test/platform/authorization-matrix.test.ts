/**
 * Role × endpoint authorization matrix over EVERY route of the API, read from the OpenAPI document
 * (each operation carries its rule in `x-roles`), checked against the expected table below. For each route: anonymous callers get 401 unless the
 * route is public, each role outside the rule gets 403, each role inside it gets past the guard
 * (any answer but 401/403: 200, 400 for a missing body, 404 for an unknown id…).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RoleSlug } from '../../src/contract/common';
import { loginAs } from '../factories';
import { bearer, createTestApp, type TestApp } from '../helpers';

const ROLES: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'];
type Rule = 'public' | 'authenticated' | RoleSlug[] | null;
interface Operation {
  method: string;
  path: string;
  rule: Rule;
}

const STAFF: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];
const ALL: RoleSlug[] = [...STAFF, 'stagiaire'];
const ADMIN_MANAGER: RoleSlug[] = ['administrateur', 'gestionnaire'];
const ADMIN_LEAD: RoleSlug[] = ['administrateur', 'responsable-pedagogique'];
const EDITORS: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique'];

/**
 * Who may call each route: the spec's route table and dashboards turned into
 * endpoint rules, with the choices recorded in docs/decisions.md. A new route must be added here.
 */
const EXPECTED_RULES: Record<string, Rule> = {
  'POST /api/login': 'public',
  'GET /api/user': 'authenticated',
  'GET /api/profile': 'authenticated',
  'POST /api/logout': 'authenticated',
  'GET /api/validate-token': 'authenticated',
  'POST /api/register': 'public',
  'POST /api/email/verify': 'public',
  // The link sent to the old address of a change of the login email (docs/decisions.md).
  'POST /api/email/undo-change': 'public',
  'POST /api/password/email': 'public',
  'POST /api/password/reset': 'public',
  // The accessibility statement's feedback form, open to anyone (docs/decisions.md, 'Accessibilité').
  'POST /api/accessibility-feedback': 'public',
  'POST /api/profile/accept-terms': 'authenticated',
  'PUT /api/user/password': 'authenticated',
  'GET /api/training-categories': 'authenticated',
  'GET /api/training-types': 'authenticated',
  'GET /api/training-themes': 'authenticated',
  'GET /api/training-statuses': 'authenticated',
  'GET /api/training-places': 'authenticated',
  'GET /api/unions': 'authenticated',
  'GET /api/mandates': 'authenticated',
  'GET /api/ares-statuses': 'authenticated',
  'GET /api/registration-statuses': 'authenticated',
  'GET /api/roles': 'authenticated',
  'GET /api/genres': 'authenticated',
  'GET /api/profiles-search': STAFF,
  'GET /api/trainings/search': STAFF,
  'GET /api/catalog/trainings/search': ALL,
  'GET /api/trainings': STAFF,
  'GET /api/trainings/{id}': ALL,
  'GET /api/admin-dashboard-stats': ['administrateur'],
  'GET /api/trainees-per-year': ['administrateur'],
  'GET /api/trainings/upcoming-without-teachers': ADMIN_LEAD,
  'GET /api/trainings/upcoming-without-hours': ADMIN_LEAD,
  'GET /api/trainings/past-without-actual-hours': ADMIN_LEAD,
  'GET /api/trainings/last-15-days': STAFF,
  'GET /api/trainings/next-15-days': STAFF,
  'GET /api/trainings/upcoming': ADMIN_MANAGER,
  'GET /api/trainings/without-attendance-sheets': ADMIN_MANAGER,
  'GET /api/trainings/low-inscription-alert': ADMIN_MANAGER,
  'GET /api/trainings/validated-contract-hours': ['administrateur'],
  'GET /api/trainings/validated-expenses': ADMIN_MANAGER,
  'GET /api/trainings/pending-expenses': ADMIN_MANAGER,
  'GET /api/registrations': ADMIN_MANAGER,
  'GET /api/trainee/trainings/upcoming': ['stagiaire'],
  'GET /api/trainee/trainings/past': ['stagiaire'],
  'GET /api/catalog/trainings': ALL,
  'GET /api/councils': 'authenticated',
  'GET /api/council-sections': 'authenticated',
  'GET /api/seniorities': 'authenticated',
  'GET /api/training-durations': 'authenticated',
  'GET /api/referral-sources': 'authenticated',
  'GET /api/degrees': 'authenticated',
  'GET /api/professional-categories': 'authenticated',
  'GET /api/professional-situations': 'authenticated',
  'GET /api/activity-sectors': 'authenticated',
  'GET /api/company-sizes': 'authenticated',
  // The reference editor (/referentiel): writes for the administrateur only.
  'POST /api/referral-sources': ['administrateur'],
  'PUT /api/referral-sources/{id}': ['administrateur'],
  'POST /api/degrees': ['administrateur'],
  'PUT /api/degrees/{id}': ['administrateur'],
  'POST /api/professional-categories': ['administrateur'],
  'PUT /api/professional-categories/{id}': ['administrateur'],
  'POST /api/activity-sectors': ['administrateur'],
  'PUT /api/activity-sectors/{id}': ['administrateur'],
  'POST /api/professional-situations': ['administrateur'],
  'PUT /api/professional-situations/{id}': ['administrateur'],
  'POST /api/company-sizes': ['administrateur'],
  'PUT /api/company-sizes/{id}': ['administrateur'],
  'POST /api/council-sections': ['administrateur'],
  'PUT /api/council-sections/{id}': ['administrateur'],
  'POST /api/councils': ['administrateur'],
  'PUT /api/councils/{id}': ['administrateur'],
  'POST /api/mandates': ['administrateur'],
  'PUT /api/mandates/{id}': ['administrateur'],
  'POST /api/training-themes': ['administrateur'],
  'PUT /api/training-themes/{id}': ['administrateur'],
  'POST /api/training-places': ['administrateur'],
  'PUT /api/training-places/{id}': ['administrateur'],
  'PUT /api/training-categories/{id}': ['administrateur'],
  'DELETE /api/mandates/{id}': ['administrateur'],
  'GET /api/deleted-mandates': ['administrateur'],
  'GET /api/vehicle-categories': 'authenticated',
  'GET /api/cities': 'authenticated',
  'GET /api/profiles/{id}': ALL,
  'POST /api/profiles': ['administrateur', 'stagiaire'],
  'PUT /api/profiles/{id}': ALL,
  'POST /api/profile/bank-details/confirm': ALL,
  'PUT /api/user/update-name': 'authenticated',
  'POST /api/update-email': 'authenticated',
  'POST /api/profiles/{id}/unions': ALL,
  'PUT /api/profiles/{id}/unions/pivot/{pivotId}': ALL,
  'POST /api/profiles/{id}/mandates': ALL,
  'PUT /api/profiles/{id}/mandates/{pivotId}': ALL,
  'POST /api/profile/picture': ALL,
  'POST /api/vehicle/profile': ALL,
  'POST /api/vehicle/delete': ALL,
  'DELETE /api/vehicle/delete': ALL,
  'GET /api/profiles/{id}/picture': ALL,
  'GET /api/profiles/{id}/vehicle-registration': ALL,
  'GET /api/trainings/{id}/registration-options': ['administrateur', 'stagiaire'],
  'POST /api/trainings/{id}/register': ['administrateur', 'stagiaire'],
  'GET /api/trainee/trainings/{id}/clashes': ['stagiaire'],
  'DELETE /api/trainings/{id}/unregister/{profileId}': ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'stagiaire'],
  'POST /api/evaluations/{trainingId}/{profileId}': ['stagiaire'],
  'GET /api/evaluations/evaluation/{trainingId}/{profileId}': ALL,
  'GET /api/evaluations/{trainingId}': STAFF,
  'GET /api/surveys/cold/{trainingId}': ['stagiaire'],
  'POST /api/surveys/cold/{trainingId}': ['stagiaire'],
  'GET /api/surveys/team/{trainingId}': ['responsable-pedagogique', 'intervenant'],
  'POST /api/surveys/team/{trainingId}': ['responsable-pedagogique', 'intervenant'],
  'GET /api/surveys/results/{trainingId}': STAFF,
  // Satisfaction results (docs/decisions.md): the roles of the Évaluations tab; the published ones to anyone.
  'GET /api/evaluations/{trainingId}/results': STAFF,
  'GET /api/quality/results': STAFF,
  'GET /api/quality/results/export': STAFF,
  'GET /api/catalog/published-results': 'public',
  'GET /api/training/{trainingId}/profile/{profileId}/expense': ALL,
  'POST /api/training-expenses': ALL,
  'DELETE /api/training-expenses/{id}': ALL,
  'POST /api/receipts': ALL,
  'DELETE /api/receipts/{id}': ALL,
  'GET /api/receipts/{id}/file': ALL,
  // Payments of expenses and the monthly régie: the administrateur only.
  'GET /api/last-payment-order': ['administrateur'],
  'POST /api/payment-orders': ['administrateur'],
  'POST /api/training-expense-payments/attach': ['administrateur'],
  'POST /api/training-expense-payments/{paymentId}/cancel': ['administrateur'],
  'GET /api/regies': ['administrateur'],
  'GET /api/training-expenses/{id}/payment': ['administrateur'],
  'GET /api/financial-report/{paymentOrderId}': ['administrateur'],
  'GET /api/financial-report-export/excel/{paymentOrderId}': ['administrateur'],
  'GET /api/training-expenses/by-training/{trainingId}': ADMIN_MANAGER,
  'GET /api/training-expenses/by-training/{trainingId}/profiles/{profileId}': ALL,
  'GET /api/training-expenses/{id}': ALL,
  'PUT /api/training-expenses/{id}': ALL,
  'PATCH /api/training-expenses/{id}/status': ADMIN_MANAGER,
  'GET /api/training-expense-statuses': ALL,
  'POST /api/training-expense-statuses/{statusId}/attach': ADMIN_MANAGER,
  'GET /api/training-expenses/{trainingId}/{profileId}/calculate-evening-meals': ALL,
  'GET /api/training-expense-checks': ['administrateur'],
  'PATCH /api/trainings-expenses/{trainingId}/profiles/{profileId}/calculate-transport-cost': ALL,
  'POST /api/trainings': EDITORS,
  'PUT /api/trainings/{id}': EDITORS,
  'PATCH /api/trainings/{id}': EDITORS,
  'POST /api/training-deferrals': ADMIN_MANAGER,
  'GET /api/pedagogical-supervisor/assigned-trainings': ['responsable-pedagogique'],
  'GET /api/trainings/{id}/trainees': STAFF,
  // /stagiaires is open to the four staff roles.
  'GET /api/users/by-role/stagiaire': STAFF,
  // /formateurs is open to administrateur, gestionnaire and responsable pédagogique.
  'GET /api/teachers': EDITORS,
  // The trainer hours report 'Heures formateurs' and its export (route /formateurs/heures).
  'GET /api/trainings/with-staff': ADMIN_LEAD,
  'GET /api/export-training-staff-hours': ADMIN_LEAD,
  'GET /api/team': EDITORS,
  'GET /api/employment-statuses': 'authenticated',
  'POST /api/register/admin': ['administrateur'],
  'POST /api/register/manager': ['administrateur'],
  'POST /api/register/pedagogical-supervisor': ADMIN_MANAGER,
  'POST /api/register/teacher': EDITORS,
  // The person's trainings (staff), expenses (administrateur,
  // gestionnaire: 'Remboursements et justificatifs') and the closing of the account.
  'GET /api/profiles/{id}/trainings': STAFF,
  'GET /api/profiles/{id}/expenses': ADMIN_MANAGER,
  'POST /api/profiles/{id}/deactivate': ADMIN_MANAGER,
  'POST /api/profiles/{id}/reactivate': ['administrateur'],
  'POST /api/trainings/{id}/update-status': EDITORS,
  'PATCH /api/trainings/{id}/trainees/{traineeId}/reimbursed': ADMIN_MANAGER,
  // Correcting a registration's training leave: whoever sets its status.
  'PUT /api/trainings/{id}/trainees/{traineeId}/leave': EDITORS,
  'GET /api/profile/leave-balances': ['stagiaire'],
  'GET /api/trainings/{id}/export-attendees': STAFF,
  'GET /api/absences/by-training/{id}': STAFF,
  'POST /api/absences': STAFF,
  'DELETE /api/absences/{id}': STAFF,
  'GET /api/trainings/{id}/staff': EDITORS,
  'POST /api/trainings/{id}/teachers': ADMIN_LEAD,
  'PUT /api/trainings/{id}/teachers/{profileId}': ADMIN_LEAD,
  'DELETE /api/trainings/{id}/teachers/{profileId}': ADMIN_LEAD,
  'POST /api/trainings/{id}/pedagogical-supervisors': ADMIN_LEAD,
  'PUT /api/trainings/{id}/pedagogical-supervisors/{profileId}': ADMIN_LEAD,
  'DELETE /api/trainings/{id}/pedagogical-supervisors/{profileId}': ADMIN_LEAD,
  'GET /api/trainings/{id}/convocation/{registrationId}': ALL,
  'GET /api/certificate/{trainingId}/{registrationId}': ALL,
  'GET /api/trainings/{id}/convocations': STAFF,
  'GET /api/certificate/{trainingId}': STAFF,
  'GET /api/generate-attendance-sheet/{trainingId}': STAFF,
  'POST /api/send-convocations/{trainingId}': STAFF,
  'POST /api/send-certificates-email/{trainingId}': STAFF,
  'POST /api/send-convocation/{trainingId}/{traineeId}': STAFF,
  'POST /api/send-certificate-email/{trainingId}/{traineeId}': STAFF,
  // The letters to the employer of a registration on a training leave: a trainee their own (object rule).
  'GET /api/employer-letters/{registrationId}': ALL,
  'GET /api/employer-letters/{registrationId}/notice': ALL,
  'POST /api/employer-letters/{registrationId}/notice/email': ALL,
  'GET /api/employer-letters/{registrationId}/certificate': ALL,
  'GET /api/trainings/{id}/employer-letters': STAFF,
  'GET /api/trainings/month/{month}/{year}': STAFF,
  'GET /api/trainings/day/{date}': STAFF,
  // Double bookings: the check before a save (who creates, edits, postpones or staffs trainings), the conflicts to come.
  'POST /api/trainings/conflicts': EDITORS,
  'GET /api/conflicts/upcoming': ADMIN_MANAGER,
  // The emails recorded by the portal, one-time links masked (the anonymous GET /api/dev/outbox exists
  // only when a test harness sets OUTBOX_API=1, so it is not a route of the app tested here).
  'GET /api/outbox': ['administrateur'],
  // The scheduled jobs and 'Relancer' (Administration › Tâches planifiées).
  'GET /api/jobs': ['administrateur'],
  'POST /api/jobs/{id}/retry': ['administrateur'],
  // The audit trail (README, "Sécurité").
  'GET /api/audit-events': ['administrateur'],
  'GET /api/audit-events/chain': ['administrateur'],
  // A part of a page that failed in the browser, logged (rate-limited, nothing stored).
  'POST /api/client-errors': 'authenticated',
  // Exports and statistics (/exports): the administrateur only.
  'GET /api/training-stats': ['administrateur'],
  'GET /api/percentage-training-stats': ['administrateur'],
  'GET /api/training-top-staff': ['administrateur'],
  'GET /api/export/export-cph-trainings': ['administrateur'],
  'GET /api/export/labor-tribunal-trainings': ['administrateur'],
  'GET /api/export-newsletter-subscribers': ['administrateur'],
  'GET /api/export-personnel-representatives': ['administrateur'],
  'GET /api/export-union-trainings': ['administrateur'],
  // The waiting trainee answers the seat offered to them.
  'POST /api/trainings/{id}/seat-offer/accept': ['stagiaire'],
  'POST /api/trainings/{id}/seat-offer/decline': ['stagiaire'],
  // Private calendar feeds: each user's own address; the feed itself is read by calendar applications
  // without a session, its secret address being the key.
  'GET /api/calendar-feed': 'authenticated',
  'POST /api/calendar-feed': 'authenticated',
  'GET /api/calendar/{file}': 'public',
  // Émargement: the teacher's screen and device (an intervenant: their trainings), the trainee's own phone.
  'GET /api/trainings/{id}/signing': STAFF,
  'GET /api/trainings/{id}/signatures': STAFF,
  'POST /api/trainings/{id}/signatures/trainee': STAFF,
  'POST /api/trainings/{id}/signatures/trainer': STAFF,
  'GET /api/signing/{token}': ['stagiaire'],
  'POST /api/signing/{token}': ['stagiaire'],
  // Half-days marked present by the staff (with the reason): read where the Présences tab is, written by
  // the administrateur and the gestionnaire.
  'GET /api/trainings/{id}/attendance-marks': STAFF,
  'POST /api/trainings/{id}/attendance-marks': ADMIN_MANAGER,
  'DELETE /api/attendance-marks/{id}': ADMIN_MANAGER,
  // Complaints: everyone logged in files one and reads their own with the answers; the administrateur
  // and the gestionnaire list them, answer them and keep the improvement actions.
  'POST /api/complaints': ALL,
  'GET /api/complaints/mine': ALL,
  'GET /api/complaints/trainings': ALL,
  'GET /api/complaints': ADMIN_MANAGER,
  'GET /api/complaints/{id}': ADMIN_MANAGER,
  'PATCH /api/complaints/{id}/status': ADMIN_MANAGER,
  'POST /api/complaints/{id}/answer': ADMIN_MANAGER,
  'GET /api/improvement-actions': ADMIN_MANAGER,
  'GET /api/improvement-actions/owners': ADMIN_MANAGER,
  'POST /api/improvement-actions': ADMIN_MANAGER,
  'PATCH /api/improvement-actions/{id}': ADMIN_MANAGER,
  'DELETE /api/improvement-actions/{id}': ADMIN_MANAGER,
  // The BPF of a year (Exports): read, completed, closed and exported by the administrateur only.
  'GET /api/bpf/{year}': ['administrateur'],
  'GET /api/bpf/{year}/figures/{key}': ['administrateur'],
  'PUT /api/bpf/{year}/manual': ['administrateur'],
  'POST /api/bpf/{year}/close': ['administrateur'],
  'GET /api/bpf/{year}/export': ['administrateur'],
};

/** Routes whose side effect would spoil the next requests of the same token. */
const SESSION_ENDING = new Set(['POST /api/logout']);

function operationsOf(doc: { paths: Record<string, Record<string, { 'x-roles'?: Rule }>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({ method: method.toUpperCase(), path, rule: operation['x-roles'] ?? null });
    }
  }
  return operations;
}

/** A concrete URL for a path template: unknown ids, so allowed callers get 404 rather than a side effect. */
function urlOf(path: string): string {
  return path.replace(/\{[^}]+\}/g, '999999');
}

function allows(rule: Rule, role: RoleSlug): boolean {
  return rule === 'public' || rule === 'authenticated' || (Array.isArray(rule) && rule.includes(role));
}

describe('authorization matrix (every route × every role)', () => {
  let t: TestApp;
  let operations: Operation[];
  const tokens = new Map<RoleSlug, string>();

  before(async () => {
    t = await createTestApp();
    operations = operationsOf((t.app as unknown as { swagger(): Parameters<typeof operationsOf>[0] }).swagger());
    for (const role of ROLES) tokens.set(role, await loginAs(t.app, role));
  });
  after(async () => {
    await t.close();
  });

  test('the rule of every route is the one the specification calls for', () => {
    const documented = Object.fromEntries(operations.map((op) => [`${op.method} ${op.path}`, op.rule]));
    const normalise = (rules: Record<string, Rule>) =>
      Object.fromEntries(
        Object.entries(rules)
          .map(([key, rule]): [string, Rule] => [key, Array.isArray(rule) ? [...rule].sort() : rule])
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    assert.deepEqual(normalise(documented), normalise(EXPECTED_RULES));
  });

  test('every route declares who may call it', () => {
    assert.ok(operations.length >= 40, `only ${operations.length} routes documented`);
    const undeclared = operations.filter((op) => op.rule === null).map((op) => `${op.method} ${op.path}`);
    assert.deepEqual(undeclared, []);
  });

  test('anonymous callers reach only the public routes', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const res = await t.app.inject({ method: op.method as 'GET', url: urlOf(op.path) });
      const refused = res.statusCode === 401;
      if (op.rule === 'public' ? refused || res.statusCode === 403 : !refused) {
        wrong.push(`${op.method} ${op.path} → ${res.statusCode}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  for (const role of ROLES) {
    test(`${role}: allowed routes pass the guard, the others answer 403`, async () => {
      const wrong: string[] = [];
      const ordered = [...operations].sort(
        (a, b) => Number(SESSION_ENDING.has(`${a.method} ${a.path}`)) - Number(SESSION_ENDING.has(`${b.method} ${b.path}`)),
      );
      for (const op of ordered) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: urlOf(op.path),
          headers: bearer(tokens.get(role)!),
        });
        const expectedAllowed = allows(op.rule, role);
        const guarded = res.statusCode === 401 || res.statusCode === 403;
        if (expectedAllowed === guarded || (!expectedAllowed && res.statusCode !== 403)) {
          wrong.push(`${op.method} ${op.path} → ${res.statusCode} (rule: ${JSON.stringify(op.rule)})`);
        }
      }
      assert.deepEqual(wrong, []);
    });
  }
});
