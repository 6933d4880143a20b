/**
 * The satisfaction results of the demo: evaluations of the institute's past trainings (those of
 * history.ts, held), and the trainees' comments in French on some evaluations, old and recent, so that
 * the Évaluations tab, the Qualité page of every year and the results the catalogue publishes show
 * realistic figures.
 *
 * Its own random sequence, run last: the rest of the demo is the same with or without it.
 */
import { and, asc, count, eq, gte, inArray, isNull, lt, ne, notInArray } from 'drizzle-orm';
import dayjs from 'dayjs';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import * as s from '../schema';
import { createRandom, notAfter, type SeedContext } from './data';

const CHUNK = 500;

/** What trainees write after a training: praise, reservations, wishes. */
const COMMENTS = [
  'Formation très claire, les exemples tirés de situations réelles m’ont beaucoup aidé.',
  'Bonne ambiance dans le groupe, les échanges entre collègues étaient riches.',
  'Le contenu était dense : une journée de plus aurait été bienvenue.',
  'La salle était trop petite et mal chauffée le matin.',
  'Formatrice à l’écoute, qui prend le temps de répondre à chaque question.',
  'Les supports remis sont complets, je m’en servirai dans mon mandat.',
  'J’aurais aimé davantage de cas pratiques et moins de théorie.',
  'Très utile pour préparer les réunions du CSE.',
  'Le rythme était un peu rapide pour les débutants.',
  'Repas de midi excellents, accueil chaleureux.',
  'Je recommande cette formation à tous les nouveaux élus.',
  'Les exercices de mise en situation étaient la meilleure partie.',
  'Quelques difficultés de connexion en visio le premier jour.',
  'Intervenant passionnant, on voit qu’il connaît le terrain.',
  'J’aimerais une suite pour approfondir la jurisprudence.',
];

/** Answers kept on the quietest theme of the last twelve months: fewer than the catalogue publishes. */
const QUIET_THEME_ANSWERS = 3;

export async function seedEvaluationResults(ctx: Pick<SeedContext, 'tx' | 'now'>, demoTraineeId: number): Promise<{ evaluations: number; comments: number }> {
  const { tx, now } = ctx;
  const random = createRandom(20261128);
  const score = (low: number) => random.int(low, 10);

  // Validated trainees of held trainings, ended, who did not evaluate them yet (the history's).
  const pending = await tx
    .select({ training_id: s.registrations.training_id, profile_id: s.registrations.profile_id, end_date: s.trainings.end_date })
    .from(s.registrations)
    .innerJoin(s.trainings, eq(s.trainings.id, s.registrations.training_id))
    .leftJoin(s.evaluations, and(eq(s.evaluations.training_id, s.registrations.training_id), eq(s.evaluations.profile_id, s.registrations.profile_id)))
    .where(
      and(
        eq(s.registrations.registration_status_id, REGISTRATION_STATUS.valide),
        inArray(s.trainings.training_status_id, [TRAINING_STATUS.toClose, TRAINING_STATUS.closed]),
        lt(s.trainings.end_date, now.toDate()),
        isNull(s.evaluations.id),
      ),
    )
    .orderBy(asc(s.registrations.id));

  const rows: (typeof s.evaluations.$inferInsert)[] = [];
  for (const r of pending) {
    if (!random.chance(0.55)) continue;
    rows.push({
      training_id: r.training_id,
      profile_id: r.profile_id,
      documentation: score(5),
      training_methods: score(5),
      willingness_to_continue: score(6),
      group_life: score(5),
      material_conditions: score(4),
      knowledge_contribution: score(5),
      overall_satisfaction: score(6),
      comment: random.chance(0.3) ? random.pick(COMMENTS) : null,
      created_at: notAfter(dayjs(r.end_date).add(random.int(0, 5), 'day'), now),
    });
  }
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(s.evaluations).values(rows.slice(i, i + CHUNK));

  // Comments on some of the evaluations the demo already had (its recent trainings).
  const recent = await tx
    .select({ id: s.evaluations.id })
    .from(s.evaluations)
    .where(isNull(s.evaluations.comment))
    .orderBy(asc(s.evaluations.id));
  let comments = rows.filter((r) => r.comment).length;
  for (const { id } of recent) {
    if (!random.chance(0.3)) continue;
    await tx.update(s.evaluations).set({ comment: random.pick(COMMENTS) }).where(eq(s.evaluations.id, id));
    comments++;
  }

  // The theme with the fewest answers over the last twelve months keeps only a few (the demo trainee's
  // first), so the catalogue shows one theme whose results are not published.
  const window = and(gte(s.trainings.end_date, now.subtract(1, 'year').add(1, 'day').toDate()), lt(s.trainings.end_date, now.toDate()), ne(s.trainings.training_status_id, TRAINING_STATUS.cancelled));
  const [quiet] = await tx
    .select({ theme: s.trainings.training_theme_id, answers: count(s.evaluations.id) })
    .from(s.evaluations)
    .innerJoin(s.trainings, eq(s.trainings.id, s.evaluations.training_id))
    .where(window)
    .groupBy(s.trainings.training_theme_id)
    .orderBy(asc(count(s.evaluations.id)), asc(s.trainings.training_theme_id))
    .limit(1);
  if (quiet && quiet.answers > QUIET_THEME_ANSWERS) {
    const answers = await tx
      .select({ id: s.evaluations.id, profile_id: s.evaluations.profile_id })
      .from(s.evaluations)
      .innerJoin(s.trainings, eq(s.trainings.id, s.evaluations.training_id))
      .where(and(window, eq(s.trainings.training_theme_id, quiet.theme)))
      .orderBy(asc(s.evaluations.id));
    const kept = [...answers.filter((a) => a.profile_id === demoTraineeId), ...answers.filter((a) => a.profile_id !== demoTraineeId)].slice(0, QUIET_THEME_ANSWERS);
    await tx.delete(s.evaluations).where(
      and(
        inArray(s.evaluations.id, answers.map((a) => a.id)),
        notInArray(s.evaluations.id, kept.map((a) => a.id)),
      ),
    );
  }
  return { evaluations: rows.length, comments };
}
