/**
 * The quality surveys of the demo (no draw on the shared random sequence: its own one): the cold
 * survey of the trainings whose three months are past (most answered, some relanced) and the team's
 * survey of the ended trainings. Two requests are left to the scheduled work, which sends them at the
 * server's start: the demo stagiaire's cold survey of the training that ended about three months ago,
 * and the demo intervenant's survey of the last training they taught.
 */
import { sql } from 'drizzle-orm';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/statuses';
import { halfDaySlots } from '../../lib/half-days';
import { INSTITUTE_TIME_ZONE } from '../../lib/paris-time';
import { queryRows } from '../../lib/sql';
import { SURVEY_TIMING } from '../../modules/surveys';
import * as s from '../schema';
import { createRandom, type SeedContext } from './data';

const DAY = 86_400_000;
const HELD = sql.raw([TRAINING_STATUS.published, TRAINING_STATUS.postponed, TRAINING_STATUS.toClose, TRAINING_STATUS.closed].join(', '));
const ZONE = sql.raw(`'${INSTITUTE_TIME_ZONE}'`);

const CHANGES = [
  'Je prépare désormais les réunions du CSE avec un ordre du jour écrit et je relis les procès-verbaux.',
  'J’ai pu accompagner deux salariés lors d’un entretien préalable en connaissant mieux la procédure.',
  'Je m’appuie sur le code du travail et sur la convention collective avant de répondre aux collègues.',
  'Nous avons mis en place une permanence syndicale mensuelle.',
  'Meilleure maîtrise des délais de consultation du comité.',
  'Pas encore eu l’occasion de mettre en pratique, mais les documents remis me servent de référence.',
  '',
  '',
];

const TEAM_COMMENTS = [
  'Groupe très impliqué, beaucoup d’échanges à partir des situations vécues.',
  'Salle un peu petite pour le travail en sous-groupes ; le vidéoprojecteur a bien fonctionné.',
  'Niveaux hétérogènes : prévoir un temps de remise à niveau le premier matin.',
  'Très bonne organisation, les documents étaient prêts à l’arrivée.',
  'La connexion de la visio a coupé deux fois l’après-midi.',
  '',
];

interface ColdCandidate {
  training_id: number;
  start_date: Date | string;
  end_date: Date | string;
  profile_id: number;
  absent_half_days: number;
  due: Date | string;
}

export async function seedSurveys(ctx: Pick<SeedContext, 'tx' | 'now'>, demo: { traineeId: number; teacherId: number }) {
  const { tx } = ctx;
  const now = ctx.now.toDate();
  const random = createRandom(20260301);
  const at = now.toISOString();

  /* ----- Cold surveys ----- */
  const candidates = await queryRows<ColdCandidate>(
    tx,
    sql`SELECT t.id AS training_id, t.start_date, t.end_date, r.profile_id,
        (SELECT count(*)::int FROM absences a WHERE a.training_id = t.id AND a.profile_id = r.profile_id) AS absent_half_days,
        ((((t.end_date AT TIME ZONE ${ZONE})::date + ${sql.raw(`interval '${SURVEY_TIMING.coldMonths} months'`)})::date
          + ${sql.raw(`time '${String(SURVEY_TIMING.coldHour).padStart(2, '0')}:00'`)}) AT TIME ZONE ${ZONE}) AS due
      FROM trainings t
      JOIN registrations r ON r.training_id = t.id AND r.registration_status_id = ${REGISTRATION_STATUS.valide}
      WHERE t.training_status_id IN (${HELD}) AND t.end_date > ${at}::timestamptz - interval '400 days'
      ORDER BY t.id, r.profile_id`,
  );
  const coldRows: (typeof s.coldSurveys.$inferInsert)[] = [];
  for (const c of candidates) {
    const due = new Date(c.due);
    if (due > now) continue;
    if (c.absent_half_days >= halfDaySlots(c.start_date, c.end_date).length) continue;
    // Left to the scheduled work: it sends this one at the start.
    if (c.profile_id === demo.traineeId && now.getTime() - due.getTime() < SURVEY_TIMING.coldWindowDays * DAY) continue;
    const relanceAt = new Date(due.getTime() + SURVEY_TIMING.coldRelanceDays * DAY);
    const answers = random.chance(0.65);
    const answeredAt = new Date(due.getTime() + random.int(0, 18) * DAY + random.int(1, 10) * 3_600_000);
    const answered = answers && answeredAt <= now;
    coldRows.push({
      training_id: c.training_id,
      profile_id: c.profile_id,
      requested_at: due,
      relanced_at: (!answered || answeredAt > relanceAt) && relanceAt <= now ? relanceAt : null,
      answered_at: answered ? answeredAt : null,
      practice: answered ? random.int(4, 10) : null,
      changes: answered ? random.pick(CHANGES) : null,
      recommend: answered ? random.chance(0.85) : null,
    });
  }
  if (coldRows.length > 0) await tx.insert(s.coldSurveys).values(coldRows);

  /* ----- Team surveys ----- */
  const staff = await queryRows<{ training_id: number; profile_id: number; end_date: Date | string }>(
    tx,
    sql`SELECT DISTINCT t.id AS training_id, st.profile_id, t.end_date
      FROM trainings t JOIN training_staff st ON st.training_id = t.id
      WHERE t.training_status_id IN (${HELD}) AND t.end_date <= ${at}::timestamptz AND t.end_date > ${at}::timestamptz - interval '400 days'
      ORDER BY t.id, st.profile_id`,
  );
  const teamRows: (typeof s.teamSurveys.$inferInsert)[] = [];
  for (const m of staff) {
    const end = new Date(m.end_date);
    if (m.profile_id === demo.teacherId && now.getTime() - end.getTime() < SURVEY_TIMING.teamWindowDays * DAY) continue;
    const relanceAt = new Date(end.getTime() + SURVEY_TIMING.teamRelanceDays * DAY);
    const answeredAt = new Date(end.getTime() + random.int(0, 9) * DAY + random.int(1, 6) * 3_600_000);
    const answered = random.chance(0.8) && answeredAt <= now;
    teamRows.push({
      training_id: m.training_id,
      profile_id: m.profile_id,
      requested_at: new Date(end.getTime() + 5 * 60_000),
      relanced_at: (!answered || answeredAt > relanceAt) && relanceAt <= now ? relanceAt : null,
      answered_at: answered ? answeredAt : null,
      group_rating: answered ? random.int(5, 10) : null,
      conditions_rating: answered ? random.int(4, 10) : null,
      comment: answered ? random.pick(TEAM_COMMENTS) : null,
    });
  }
  if (teamRows.length > 0) await tx.insert(s.teamSurveys).values(teamRows);
  return { cold: coldRows.length, team: teamRows.length };
}
