/**
 * The quality surveys' scheduled work (docs/decisions.md, "Questionnaires"): at each pass it sends what
 * is due at `now`, each request or relance written in the same transaction as its email.
 * - the cold survey: to each validated trainee who attended (at least one half-day not recorded absent,
 *   or a signature or a presence marked by the staff), on the Paris calendar day three months after the
 *   training's last day, from 10:00; one relance ten days later, none once answered;
 * - the teaching team's survey: to each member of the team (intervenants, responsable pédagogique) as
 *   soon as the training has ended; one relance seven days later, none once answered.
 * A request or relance is sent only within a window after it fell due, so a server started after a long
 * stop (or a first deployment) does not write to everyone who trained in the past years.
 */
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { halfDaySlots } from '../../lib/half-days';
import type { Mailer } from '../../plugins/mail';
import { coldSurveyEmail, coldSurveyLink, teamSurveyEmail, teamSurveyLink } from './emails';
import { dueColdRequests, dueRelances, dueTeamRequests, insertRequest, markRelanced } from './queries';

export const SURVEY_TIMING = {
  coldMonths: 3,
  /** Paris hour of the cold survey's request, on its day. */
  coldHour: 10,
  coldRelanceDays: 10,
  teamRelanceDays: 7,
  /** How long after it fell due a request or relance is still sent. */
  coldWindowDays: 30,
  teamWindowDays: 14,
  relanceWindowDays: 30,
} as const;

export interface SurveyJobContext {
  db: Db;
  mail: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
}

export interface SurveyPass {
  coldRequests: number;
  coldRelances: number;
  teamRequests: number;
  teamRelances: number;
}

const asDate = (value: Date | string) => new Date(value);

/** Sends the surveys due at `now`; running it again at the same instant sends nothing more. */
export async function runQualitySurveys(ctx: SurveyJobContext, now: Date): Promise<SurveyPass> {
  const { db, mail, config } = ctx;
  const pass: SurveyPass = { coldRequests: 0, coldRelances: 0, teamRequests: 0, teamRelances: 0 };
  const t = SURVEY_TIMING;

  for (const row of await dueColdRequests(db, now, { months: t.coldMonths, hour: t.coldHour, windowDays: t.coldWindowDays })) {
    const training = { title: row.title, start_date: asDate(row.start_date), end_date: asDate(row.end_date) };
    const attended = row.signed_or_marked || row.absent_half_days < halfDaySlots(training.start_date, training.end_date).length;
    if (!attended) continue;
    await db.transaction(async (tx) => {
      if (!(await insertRequest(tx, 'cold', row.training_id, row.profile_id, now))) return;
      await mail.send(coldSurveyEmail({ to: row, training, link: coldSurveyLink(config.publicUrl, row.training_id), relance: false }), { db: tx });
      pass.coldRequests += 1;
    });
  }

  for (const row of await dueTeamRequests(db, now, { windowDays: t.teamWindowDays })) {
    const training = { title: row.title, start_date: asDate(row.start_date), end_date: asDate(row.end_date) };
    await db.transaction(async (tx) => {
      if (!(await insertRequest(tx, 'team', row.training_id, row.profile_id, now))) return;
      await mail.send(teamSurveyEmail({ to: row, training, link: teamSurveyLink(config.publicUrl, row.training_id), relance: false }), { db: tx });
      pass.teamRequests += 1;
    });
  }

  const relances = [
    { kind: 'cold' as const, table: 'cold_surveys' as const, afterDays: t.coldRelanceDays, email: coldSurveyEmail, link: coldSurveyLink },
    { kind: 'team' as const, table: 'team_surveys' as const, afterDays: t.teamRelanceDays, email: teamSurveyEmail, link: teamSurveyLink },
  ];
  for (const kind of relances) {
    for (const row of await dueRelances(db, kind.table, now, { afterDays: kind.afterDays, windowDays: t.relanceWindowDays })) {
      const training = { title: row.title, start_date: asDate(row.start_date), end_date: asDate(row.end_date) };
      await db.transaction(async (tx) => {
        if (!(await markRelanced(tx, kind.kind, row.id, now))) return;
        await mail.send(kind.email({ to: row, training, link: kind.link(config.publicUrl, row.training_id), relance: true }), { db: tx });
        if (kind.kind === 'cold') pass.coldRelances += 1;
        else pass.teamRelances += 1;
      });
    }
  }
  return pass;
}

/** The pass in one French line for the log, or nothing when it sent nothing. */
export function summarisePass(pass: SurveyPass): string | undefined {
  const parts = [
    [pass.coldRequests, 'questionnaire(s) à froid envoyé(s)'],
    [pass.coldRelances, 'relance(s) du questionnaire à froid'],
    [pass.teamRequests, 'questionnaire(s) de l’équipe pédagogique envoyé(s)'],
    [pass.teamRelances, 'relance(s) du questionnaire de l’équipe'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, what]) => `${n} ${what}`);
  return said.length > 0 ? said.join(', ') : undefined;
}
