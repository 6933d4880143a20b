/**
 * Evaluations (the trainee's evaluation panel and the staff's Évaluations tab): a trainee evaluates a
 * finished training once, from a validated registration; staff read the list of a training.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EVALUATION_MESSAGES, type Evaluation, type EvaluationCreated, type EvaluationRef } from '../../contract/evaluations';
import { CAN_EVALUATE_TRAININGS, CAN_KEEP_PROFILE, CAN_READ_EVALUATIONS } from '../../contract/roles';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import { HttpError, isUniqueViolation, MESSAGES } from '../../lib/errors';
import { iso } from '../../lib/values';
import { endpointRoute } from '../../lib/endpoint-route';
import { requireAuth } from '../../plugins/auth';
import { profilePictureUrl } from '../profiles';
import {
  evaluationsOfTraining,
  findEvaluation,
  findRegistrationStatus,
  findTraining,
  insertEvaluation,
  profileExists,
  teaches,
} from './queries';
import { evaluationListScope, mayEvaluate, mayReadOwnEvaluation } from './scopes';

const TAGS = ['Évaluations'];

type Row = Awaited<ReturnType<typeof evaluationsOfTraining>>[number];

function toEvaluation(r: Row): Evaluation {
  return {
    id: r.id,
    training_id: r.training_id,
    profile: { id: r.profile_id, name: r.name, email: r.email, profile_picture: profilePictureUrl(r.profile_id, r.profile_picture) },
    documentation: r.documentation,
    training_methods: r.training_methods,
    willingness_to_continue: r.willingness_to_continue,
    group_life: r.group_life,
    material_conditions: r.material_conditions,
    knowledge_contribution: r.knowledge_contribution,
    overall_satisfaction: r.overall_satisfaction,
    comment: r.comment,
    created_at: iso(r.created_at),
  };
}

const evaluationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function existing(trainingId: number, profileId: number) {
    if (!(await findTraining(app.db, trainingId)) || !(await profileExists(app.db, profileId))) {
      throw new HttpError(404, MESSAGES.notFound);
    }
  }

  app.route({
    ...endpointRoute('POST /evaluations/:trainingId/:profileId', {
      roles: CAN_EVALUATE_TRAININGS,
      tags: TAGS,
      summary: 'Évaluation d’une formation terminée par un stagiaire inscrit et validé (une seule fois) : sept notes et un commentaire libre',
    }),
    handler: async (request, reply): Promise<EvaluationCreated> => {
      const auth = requireAuth(request);
      const { trainingId, profileId } = request.params;
      await existing(trainingId, profileId);
      if (!mayEvaluate(auth, profileId)) throw new HttpError(403, MESSAGES.forbidden);
      const training = (await findTraining(app.db, trainingId))!;
      if ((await findRegistrationStatus(app.db, trainingId, profileId)) !== REGISTRATION_STATUS.valide) {
        throw new HttpError(422, EVALUATION_MESSAGES.notValidated);
      }
      if (training.end_date.getTime() > Date.now()) throw new HttpError(422, EVALUATION_MESSAGES.notEnded);
      if (await findEvaluation(app.db, trainingId, profileId)) throw new HttpError(422, EVALUATION_MESSAGES.alreadyDone);
      try {
        // The row's training and trainee come from the URL checked above; the body gives the scores and the comment.
        const scores = request.body;
        const comment = scores.comment?.trim() || null;
        await insertEvaluation(app.db, {
          training_id: trainingId,
          profile_id: profileId,
          documentation: scores.documentation,
          training_methods: scores.training_methods,
          willingness_to_continue: scores.willingness_to_continue,
          group_life: scores.group_life,
          material_conditions: scores.material_conditions,
          knowledge_contribution: scores.knowledge_contribution,
          overall_satisfaction: scores.overall_satisfaction,
          comment,
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(422, EVALUATION_MESSAGES.alreadyDone);
        throw err;
      }
      reply.code(201);
      return { message: EVALUATION_MESSAGES.created, evaluation: toEvaluation((await findEvaluation(app.db, trainingId, profileId))!) };
    },
  });

  app.route({
    ...endpointRoute('GET /evaluations/evaluation/:trainingId/:profileId', {
      roles: CAN_KEEP_PROFILE,
      tags: TAGS,
      summary: 'L’évaluation d’un stagiaire pour une formation : son identifiant, ou null s’il n’y en a pas encore',
    }),
    handler: async (request): Promise<EvaluationRef> => {
      const auth = requireAuth(request);
      const { trainingId, profileId } = request.params;
      await existing(trainingId, profileId);
      if (!mayReadOwnEvaluation(auth, profileId)) throw new HttpError(403, MESSAGES.forbidden);
      // An intervenant sees the evaluations of the trainings they teach only, as in the Évaluations tab.
      if (evaluationListScope(auth) === 'taught' && !(auth.profileId !== null && (await teaches(app.db, trainingId, auth.profileId)))) {
        throw new HttpError(403, MESSAGES.forbidden);
      }
      const found = await findEvaluation(app.db, trainingId, profileId);
      return { id: found?.id ?? null };
    },
  });

  app.route({
    ...endpointRoute('GET /evaluations/:trainingId', {
      roles: CAN_READ_EVALUATIONS,
      tags: TAGS,
      summary: 'Évaluations d’une formation (onglet Évaluations ; un intervenant : ses formations)',
    }),
    handler: async (request): Promise<Evaluation[]> => {
      const auth = requireAuth(request);
      const { trainingId } = request.params;
      if (!(await findTraining(app.db, trainingId))) throw new HttpError(404, MESSAGES.notFound);
      if (evaluationListScope(auth) === 'taught' && !(auth.profileId !== null && (await teaches(app.db, trainingId, auth.profileId)))) {
        throw new HttpError(403, MESSAGES.forbidden);
      }
      return (await evaluationsOfTraining(app.db, trainingId)).map(toEvaluation);
    },
  });
};

export default evaluationRoutes;
