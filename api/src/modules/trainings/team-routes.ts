/**
 * The team of a training:
 * teachers and pedagogical supervisors, their needs and hours. Expected hours change while the Ares
 * status is below 2, actual hours once the training has ended, the Ares status by an administrateur
 * only, remuneration for intervenants only; null hours are refused. Hours and remuneration change only
 * on a training of the caller's 'editHours' scope (scopes.ts), and hours changed once the contract is
 * validated go to the audit trail with their values before and after.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUDIT_ACTIONS } from '../../contract/audit';
import { ROLE, type MessageResponse } from '../../contract/common';
import { CAN_MANAGE_TEAMS, CAN_SEE_TEAMS, CAN_SET_ARES_STATUS } from '../../contract/roles';
import { ARES_STATUS } from '../../contract/statuses';
import { TRAINING_TEAM_MESSAGES, hetd, type StaffType, type TeamMember } from '../../contract/training-team';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, validationError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-sessions';
import { requireAuth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { checkBooking, recordConfirmedConflicts } from '../conflicts';
import { reapplyExpenseLines } from '../expenses';
import { requireStaffTraining, TRAINING_NOT_FOUND } from './detail';
import { hasEnded } from './lifecycle';
import {
  aresStatusExists,
  deleteMember,
  findMember,
  insertMember,
  listTeam,
  lockMember,
  profileRole,
  updateMember,
  type StaffKind,
  type TeamMemberRecord,
} from './team-queries';
import { trainingInScope } from './queries';
import { scopeParams, trainingScope } from './scopes';
import { lockTraining } from './write-queries';

/** The staff query's `type` → the column's value. */
const KINDS: Record<StaffType, StaffKind> = { teachers: 'teacher', pedagogical_supervisors: 'pedagogical_supervisor' };

const hours = (value: string | null): number | null => (value === null ? null : Number(value));

function toMember(r: TeamMemberRecord, trainingEnded: boolean, editable: boolean): TeamMember {
  const expected = { lecture: hours(r.expected_lecture_hours), tutorial: hours(r.expected_tutorial_hours) };
  const actual = { lecture: hours(r.actual_lecture_hours), tutorial: hours(r.actual_tutorial_hours) };
  return {
    profile_id: r.profile_id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    url: r.url,
    role: { id: r.role_id, name: r.role_name },
    expected_lecture_hours: expected.lecture,
    expected_tutorial_hours: expected.tutorial,
    actual_lecture_hours: actual.lecture,
    actual_tutorial_hours: actual.tutorial,
    expected_hetd: hetd(expected.lecture, expected.tutorial),
    actual_hetd: hetd(actual.lecture, actual.tutorial),
    ares_status_id: r.ares_status_id,
    ares_status: r.ares_status_id === null || r.ares_status_name === null ? null : { id: r.ares_status_id, name: r.ares_status_name },
    needs_accommodation: r.needs_accommodation,
    reimbursed_transportation: r.reimbursed_transportation,
    is_remunerated: r.is_remunerated,
    can_edit_expected_hours: editable && expectedHoursOpen(r.ares_status_id),
    can_edit_actual_hours: editable && trainingEnded,
  };
}

/** Expected hours change while the Ares status is below 2 (contract validated). */
function expectedHoursOpen(aresStatusId: number | null): boolean {
  return aresStatusId === null || aresStatusId < ARES_STATUS.validated;
}

const hoursText = (value: number) => value.toFixed(2);

/** Whether the caller changes the hours of this training's team (scope 'editHours' of scopes.ts). */
function editsHours(db: Parameters<typeof trainingInScope>[0], auth: AuthContext, trainingId: number): Promise<boolean> {
  return trainingInScope(db, trainingId, trainingScope(auth, 'editHours'), scopeParams(auth, new Date()));
}

type HourColumns = Pick<TeamMemberRecord, 'expected_lecture_hours' | 'expected_tutorial_hours' | 'actual_lecture_hours' | 'actual_tutorial_hours'>;

/** "profil 4 : prévisionnel CM 20,00 h, TD 10,00 h ; réalisé CM 40,00 h, TD 40,00 h (HETD 100,00)" for the audit trail. */
export function hoursAuditText(profileId: number, h: HourColumns): string {
  const n = (value: string | null) => (value === null ? '—' : `${Number(value).toFixed(2).replace('.', ',')} h`);
  const equivalent = (lecture: string | null, tutorial: string | null) => {
    const value = hetd(lecture === null ? null : Number(lecture), tutorial === null ? null : Number(tutorial));
    return value === null ? '—' : value.toFixed(2).replace('.', ',');
  };
  return (
    `profil ${profileId} : prévisionnel CM ${n(h.expected_lecture_hours)}, TD ${n(h.expected_tutorial_hours)} (HETD ${equivalent(h.expected_lecture_hours, h.expected_tutorial_hours)}) ; ` +
    `réalisé CM ${n(h.actual_lecture_hours)}, TD ${n(h.actual_tutorial_hours)} (HETD ${equivalent(h.actual_lecture_hours, h.actual_tutorial_hours)})`
  );
}

const teamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /trainings/:id/staff', {
      roles: CAN_SEE_TEAMS,
      tags: ['Équipe'],
      summary: 'Intervenants (type=teachers) ou responsables pédagogiques (type=pedagogical_supervisors) d’une formation, avec leurs heures',
    }),
    handler: async (request): Promise<TeamMember[]> => {
      const auth = requireAuth(request);
      const training = await requireStaffTraining(app.db, auth, request.params.id);
      const ended = hasEnded(training, new Date());
      const editable = await editsHours(app.db, auth, training.id);
      return (await listTeam(app.db, training.id, KINDS[request.query.type])).map((r) => toMember(r, ended, editable));
    },
  });

  // The same three routes for each half of the team, one endpoint per URL.
  for (const [type, keys] of [
    [
      'teachers',
      {
        add: 'POST /trainings/:id/teachers',
        update: 'PUT /trainings/:id/teachers/:profileId',
        remove: 'DELETE /trainings/:id/teachers/:profileId',
      },
    ],
    [
      'pedagogical_supervisors',
      {
        add: 'POST /trainings/:id/pedagogical-supervisors',
        update: 'PUT /trainings/:id/pedagogical-supervisors/:profileId',
        remove: 'DELETE /trainings/:id/pedagogical-supervisors/:profileId',
      },
    ],
  ] as const) {
    const kind = KINDS[type];
    const label = kind === 'teacher' ? 'un intervenant' : 'un responsable pédagogique';

    app.route({
      ...endpointRoute(keys.add, { roles: CAN_MANAGE_TEAMS, tags: ['Équipe'], summary: `Ajouter ${label} à l’équipe de la formation` }),
      handler: async (request, reply): Promise<TeamMember> => {
        const auth = requireAuth(request);
        const body = request.body;
        const trainingId = request.params.id;
        const aresStatusId = body.ares_status_id ?? null;
        if (aresStatusId !== null && !CAN_SET_ARES_STATUS.includes(auth.role)) throw new HttpError(403, TRAINING_TEAM_MESSAGES.aresForbidden);
        await app.db.transaction(async (tx) => {
          const training = await lockTraining(tx, trainingId);
          if (!training) throw new HttpError(404, TRAINING_NOT_FOUND);
          const role = await profileRole(tx, body.profile_id);
          const allowedRoles: number[] = kind === 'teacher' ? [ROLE['responsable-pedagogique'], ROLE.intervenant] : [ROLE['responsable-pedagogique']];
          if (role === undefined || !allowedRoles.includes(role)) {
            throw validationError(TRAINING_TEAM_MESSAGES.invalid, { profile_id: [kind === 'teacher' ? TRAINING_TEAM_MESSAGES.notATeacher : TRAINING_TEAM_MESSAGES.notASupervisor] });
          }
          if (aresStatusId !== null && !(await aresStatusExists(tx, aresStatusId))) {
            throw validationError(TRAINING_TEAM_MESSAGES.invalid, { ares_status_id: [TRAINING_TEAM_MESSAGES.aresUnknown] });
          }
          if (await lockMember(tx, trainingId, kind, body.profile_id)) {
            throw validationError(TRAINING_TEAM_MESSAGES.invalid, { profile_id: [TRAINING_TEAM_MESSAGES.alreadyInTeam] });
          }
          // The person added is booked at the training's times: their other trainings are checked.
          const conflicts = await checkBooking(
            tx,
            { trainingId, start: training.start_date, end: training.end_date, placeId: null, statusId: training.training_status_id, profileIds: [body.profile_id] },
            body.confirm_conflicts === true,
          );
          await insertMember(tx, {
            training_id: trainingId,
            profile_id: body.profile_id,
            type: kind,
            reimbursed_transportation: body.reimbursed_transportation ?? false,
            needs_accommodation: body.needs_accommodation ?? false,
            ares_status_id: aresStatusId,
          });
          await recordConfirmedConflicts(tx, trainingId, conflicts, 'equipe', auth.userId);
        });
        const [member, training, editable] = await Promise.all([
          findMember(app.db, trainingId, kind, body.profile_id),
          requireStaffTraining(app.db, auth, trainingId),
          editsHours(app.db, auth, trainingId),
        ]);
        if (!member) throw new HttpError(404, TRAINING_TEAM_MESSAGES.memberNotFound);
        reply.code(201);
        return toMember(member, hasEnded(training, new Date()), editable);
      },
    });

    app.route({
      ...endpointRoute(keys.update, {
        roles: CAN_MANAGE_TEAMS,
        tags: ['Équipe'],
        summary: `Heures, besoins, statut Ares et rémunération d’${label.slice(3)} de la formation`,
      }),
      handler: async (request): Promise<TeamMember> => {
        const auth = requireAuth(request);
        const body = request.body;
        const { id: trainingId, profileId } = request.params;
        const now = new Date();
        const errors: Record<string, string[]> = {};
        if (body.expected_lecture_hours === null) errors.expected_lecture_hours = [TRAINING_TEAM_MESSAGES.expectedNull];
        if (body.expected_tutorial_hours === null) errors.expected_tutorial_hours = [TRAINING_TEAM_MESSAGES.expectedNull];
        if (body.actual_lecture_hours === null) errors.actual_lecture_hours = [TRAINING_TEAM_MESSAGES.actualNull];
        if (body.actual_tutorial_hours === null) errors.actual_tutorial_hours = [TRAINING_TEAM_MESSAGES.actualNull];
        if (Object.keys(errors).length > 0) throw validationError(TRAINING_TEAM_MESSAGES.invalid, errors);
        await requireStaffTraining(app.db, auth, trainingId);
        // Hours and remuneration set what the institute pays: changed only on a training of the caller's scope.
        const paysHere = await editsHours(app.db, auth, trainingId);
        const outOfScope = () => new HttpError(403, TRAINING_TEAM_MESSAGES.hoursOutOfScope);

        const training = await app.db.transaction(async (tx) => {
          const training = await lockTraining(tx, trainingId);
          if (!training) throw new HttpError(404, TRAINING_NOT_FOUND);
          const member = await lockMember(tx, trainingId, kind, profileId);
          if (!member) throw new HttpError(404, TRAINING_TEAM_MESSAGES.memberNotFound);
          const values: Parameters<typeof updateMember>[2] = {};

          const aresChanges = body.ares_status_id !== undefined && body.ares_status_id !== member.ares_status_id;
          if (aresChanges) {
            if (!CAN_SET_ARES_STATUS.includes(auth.role)) throw new HttpError(403, TRAINING_TEAM_MESSAGES.aresForbidden);
            if (body.ares_status_id != null && !(await aresStatusExists(tx, body.ares_status_id))) {
              throw validationError(TRAINING_TEAM_MESSAGES.invalid, { ares_status_id: [TRAINING_TEAM_MESSAGES.aresUnknown] });
            }
            values.ares_status_id = body.ares_status_id ?? null;
          }

          const changed = (value: number | null | undefined, stored: string | null) =>
            value !== undefined && value !== null && (stored === null || Number(stored) !== value);
          if (changed(body.expected_lecture_hours, member.expected_lecture_hours) || changed(body.expected_tutorial_hours, member.expected_tutorial_hours)) {
            if (!paysHere) throw outOfScope();
            // The status before this request decides: hours and a validated contract sent together are
            // entered first (an administrateur validating the contract sends the hours it validates).
            if (!expectedHoursOpen(member.ares_status_id)) throw new HttpError(422, TRAINING_TEAM_MESSAGES.expectedLocked);
          }
          if (body.expected_lecture_hours != null) values.expected_lecture_hours = hoursText(body.expected_lecture_hours);
          if (body.expected_tutorial_hours != null) values.expected_tutorial_hours = hoursText(body.expected_tutorial_hours);

          if (changed(body.actual_lecture_hours, member.actual_lecture_hours) || changed(body.actual_tutorial_hours, member.actual_tutorial_hours)) {
            if (!paysHere) throw outOfScope();
            if (!hasEnded(training, now)) throw new HttpError(422, TRAINING_TEAM_MESSAGES.actualTooEarly);
          }
          if (body.actual_lecture_hours != null) values.actual_lecture_hours = hoursText(body.actual_lecture_hours);
          if (body.actual_tutorial_hours != null) values.actual_tutorial_hours = hoursText(body.actual_tutorial_hours);

          if (body.is_remunerated !== undefined) {
            if (body.is_remunerated !== member.is_remunerated && !paysHere) throw outOfScope();
            if (body.is_remunerated && (await profileRole(tx, profileId)) !== ROLE.intervenant) {
              throw validationError(TRAINING_TEAM_MESSAGES.invalid, { is_remunerated: [TRAINING_TEAM_MESSAGES.remuneratedOnlyTeachers] });
            }
            values.is_remunerated = body.is_remunerated;
          }
          if (body.needs_accommodation !== undefined) values.needs_accommodation = body.needs_accommodation;
          if (body.reimbursed_transportation !== undefined) values.reimbursed_transportation = body.reimbursed_transportation;
          await updateMember(tx, member.id, values);
          // An expense never counts a line its person is no longer offered.
          if (values.needs_accommodation !== undefined || values.reimbursed_transportation !== undefined) await reapplyExpenseLines(tx, trainingId);
          // Hours changed once the contract is validated (before or by this request) set what is paid: audited.
          const after: HourColumns = {
            expected_lecture_hours: values.expected_lecture_hours ?? member.expected_lecture_hours,
            expected_tutorial_hours: values.expected_tutorial_hours ?? member.expected_tutorial_hours,
            actual_lecture_hours: values.actual_lecture_hours ?? member.actual_lecture_hours,
            actual_tutorial_hours: values.actual_tutorial_hours ?? member.actual_tutorial_hours,
          };
          const before = hoursAuditText(profileId, member);
          const validated = !expectedHoursOpen(member.ares_status_id) || !expectedHoursOpen(values.ares_status_id !== undefined ? values.ares_status_id : member.ares_status_id);
          if (validated && hoursAuditText(profileId, after) !== before) {
            await recordAudit(tx, { action: AUDIT_ACTIONS.hoursChanged, objectType: 'formation', objectId: trainingId, from: before, to: hoursAuditText(profileId, after) });
          }
          return training;
        });
        const member = await findMember(app.db, trainingId, kind, profileId);
        if (!member) throw new HttpError(404, TRAINING_TEAM_MESSAGES.memberNotFound);
        return toMember(member, hasEnded(training, now), paysHere);
      },
    });

    app.route({
      ...endpointRoute(keys.remove, {
        roles: CAN_MANAGE_TEAMS,
        tags: ['Équipe'],
        summary: `Retirer ${label} de l’équipe (impossible une fois son contrat Ares validé)`,
      }),
      handler: async (request): Promise<MessageResponse> => {
        const { id: trainingId, profileId } = request.params;
        await app.db.transaction(async (tx) => {
          const member = await lockMember(tx, trainingId, kind, profileId);
          if (!member) throw new HttpError(404, TRAINING_TEAM_MESSAGES.memberNotFound);
          if (!expectedHoursOpen(member.ares_status_id)) throw new HttpError(422, TRAINING_TEAM_MESSAGES.contractValidated);
          await deleteMember(tx, member.id);
        });
        return { message: TRAINING_TEAM_MESSAGES.removed };
      },
    });
  }
};

export default teamRoutes;
