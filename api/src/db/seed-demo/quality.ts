/**
 * The demo's complaints and improvement actions: a few complaints in each status — the demo trainee's
 * about one of their trainings, answered by the gestionnaire —, actions to do and done, one born of a
 * training's evaluation results. Deterministic: the rows chosen are the first by id, the times fixed
 * offsets from `now`; no random draw.
 */
import type { Dayjs } from 'dayjs';
import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ROLE } from '../../contract/constants/roles';
import type { Tx } from '../client';
import * as s from '../schema';
import { DEMO_ACCOUNTS } from './data';

export async function seedQuality(tx: Tx, now: Dayjs): Promise<number> {
  const accounts = await tx
    .select({ email: s.users.email, user_id: s.users.id, profile_id: s.profiles.id })
    .from(s.users)
    .leftJoin(s.profiles, eq(s.profiles.user_id, s.users.id))
    .where(inArray(s.users.email, Object.values(DEMO_ACCOUNTS)));
  const account = (email: string) => accounts.find((a) => a.email === email);
  const trainee = account(DEMO_ACCOUNTS.stagiaire);
  const manager = account(DEMO_ACCOUNTS.gestionnaire);
  const admin = account(DEMO_ACCOUNTS.administrateur);
  const teacher = account(DEMO_ACCOUNTS.intervenant);
  if (!trainee?.profile_id || !manager || !admin || !teacher) return 0;

  // The demo trainee's most recent training that has ended.
  const [ownTraining] = await tx
    .select({ id: s.trainings.id })
    .from(s.registrations)
    .innerJoin(s.trainings, eq(s.trainings.id, s.registrations.training_id))
    .where(and(eq(s.registrations.profile_id, trainee.profile_id), lt(s.trainings.end_date, now.toDate())))
    .orderBy(desc(s.trainings.end_date), asc(s.trainings.id))
    .limit(1);
  // Two other trainees, the first by id.
  const others = await tx
    .select({ user_id: s.users.id, profile_id: s.profiles.id })
    .from(s.profiles)
    .innerJoin(s.users, eq(s.users.id, s.profiles.user_id))
    .where(and(eq(s.profiles.role_id, ROLE.stagiaire), sql`${s.users.email} <> ${DEMO_ACCOUNTS.stagiaire}`))
    .orderBy(asc(s.profiles.id))
    .limit(2);
  // The most recent training with evaluations: its results open an action.
  const [evaluated] = await tx
    .select({ id: s.trainings.id })
    .from(s.trainings)
    .where(sql`EXISTS (SELECT 1 FROM ${s.evaluations} WHERE ${s.evaluations.training_id} = ${s.trainings.id})`)
    .orderBy(desc(s.trainings.end_date), asc(s.trainings.id))
    .limit(1);

  const at = (daysAgo: number, hour: number) => now.subtract(daysAgo, 'day').hour(hour).minute(0).second(0).millisecond(0).toDate();
  const rows: (typeof s.complaints.$inferInsert)[] = [
    {
      user_id: trainee.user_id,
      profile_id: trainee.profile_id,
      training_id: ownTraining?.id ?? null,
      subject: 'Salle trop froide le deuxième jour',
      text: 'Le chauffage de la salle ne fonctionnait pas le deuxième jour de la formation : nous avons gardé nos manteaux toute la matinée.',
      status: 'traitee',
      answer:
        'Merci pour votre signalement. Le chauffage de la salle a été réparé la semaine suivante et une vérification est désormais faite la veille de chaque formation.\n\nNous vous prions de nous excuser pour ce désagrément.',
      answered_by: manager.user_id,
      answered_at: at(18, 15),
      created_at: at(21, 10),
    },
    {
      user_id: others[0]?.user_id ?? trainee.user_id,
      profile_id: others[0]?.profile_id ?? null,
      subject: 'Convocation reçue trop tard',
      text: 'J’ai reçu ma convocation deux jours avant la formation seulement, ce qui ne m’a pas laissé le temps de prévenir mon employeur.',
      status: 'en_cours',
      created_at: at(6, 9),
    },
    {
      user_id: teacher.user_id,
      profile_id: teacher.profile_id,
      subject: 'Vidéoprojecteur de la salle 2 en panne',
      text: 'Le vidéoprojecteur de la salle 2 s’éteint au bout de dix minutes. Il faudrait le faire réparer ou le remplacer.',
      status: 'recue',
      created_at: at(2, 17),
    },
    {
      user_id: others[1]?.user_id ?? trainee.user_id,
      profile_id: others[1]?.profile_id ?? null,
      subject: 'Remboursement des frais de transport',
      text: 'Je n’ai pas encore été remboursé de mes frais de transport pour la formation du mois dernier. Pouvez-vous me dire où en est ma demande ?',
      status: 'recue',
      created_at: at(1, 11),
    },
    {
      user_id: admin.user_id,
      profile_id: admin.profile_id,
      subject: 'Plan d’accès absent des convocations',
      text: 'Plusieurs stagiaires se sont perdus : les convocations devraient joindre un plan d’accès au lieu de formation.',
      status: 'traitee',
      answer: 'Le plan d’accès est désormais joint à chaque convocation envoyée.',
      answered_by: manager.user_id,
      answered_at: at(30, 14),
      created_at: at(35, 9),
    },
  ];
  const inserted = await tx.insert(s.complaints).values(rows.map((row) => ({ ...row, updated_at: row.answered_at ?? row.created_at }))).returning({ id: s.complaints.id, subject: s.complaints.subject });
  const id = (subject: string) => inserted.find((row) => row.subject === subject)!.id;
  const day = (offset: number) => now.add(offset, 'day').format('YYYY-MM-DD');

  const actions: (typeof s.improvementActions.$inferInsert)[] = [
    {
      what: 'Vérifier le chauffage et l’éclairage des salles la veille de chaque formation',
      owner_user_id: manager.user_id,
      due_date: day(-19),
      done_at: at(19, 16),
      origin: 'complaint',
      complaint_id: id('Salle trop froide le deuxième jour'),
      training_id: ownTraining?.id ?? null,
      created_by: manager.user_id,
      created_at: at(20, 9),
    },
    {
      what: 'Envoyer les convocations trois semaines avant le début de la formation',
      owner_user_id: manager.user_id,
      due_date: day(14),
      origin: 'complaint',
      complaint_id: id('Convocation reçue trop tard'),
      created_by: admin.user_id,
      created_at: at(5, 10),
    },
    {
      what: 'Joindre un plan d’accès à chaque convocation',
      owner_name: 'Service communication',
      due_date: day(-31),
      done_at: at(31, 11),
      origin: 'complaint',
      complaint_id: id('Plan d’accès absent des convocations'),
      created_by: admin.user_id,
      created_at: at(34, 9),
    },
    {
      what: 'Mettre à jour les supports de cours, jugés datés par les stagiaires',
      owner_user_id: admin.user_id,
      due_date: day(30),
      origin: evaluated ? 'survey' : 'other',
      training_id: evaluated?.id ?? null,
      created_by: admin.user_id,
      created_at: at(3, 14),
    },
    {
      what: 'Faire le bilan annuel des réclamations avec l’équipe pédagogique',
      owner_user_id: admin.user_id,
      due_date: day(60),
      origin: 'other',
      created_by: admin.user_id,
      created_at: at(4, 10),
    },
  ];
  await tx.insert(s.improvementActions).values(actions);
  return inserted.length;
}
