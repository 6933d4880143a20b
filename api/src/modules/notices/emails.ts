/** The French emails of the training notices: reminders, cancellation, satisfaction survey and relances. */
import { parisWallClock } from '../../contract/constants/institute';
import { composeEmail, type MailMessage } from '../../plugins/mail';
import type { NoticeTraining } from './queries';

const longDate = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** "lundi 7 décembre 2026"; the first of the month written "1er". */
export function frenchDay(date: Date): string {
  return longDate
    .formatToParts(date)
    .map((p) => (p.type === 'day' && p.value === '1' ? '1er' : p.value))
    .join('');
}

/** "9 h 00", Paris time. */
export function frenchHour(date: Date): string {
  const w = parisWallClock(date);
  return `${w.hour} h ${String(w.minute).padStart(2, '0')}`;
}

/** "le lundi 7 décembre 2026 de 9 h 00 à 17 h 00", or "du … à 9 h 00 au … à 17 h 00" over several days. */
export function frenchSpan(start: Date, end: Date): string {
  const first = frenchDay(start);
  const last = frenchDay(end);
  if (first === last) return `le ${first} de ${frenchHour(start)} à ${frenchHour(end)}`;
  return `du ${first} à ${frenchHour(start)} au ${last} à ${frenchHour(end)}`;
}

function inDays(days: number): string {
  if (days <= 0) return "aujourd'hui";
  if (days === 1) return 'demain';
  return `dans ${days} jours`;
}

export interface ReminderFacts {
  training: NoticeTraining;
  daysLeft: number;
  /** The place's address or the visio link, empty when none is known. */
  location: string;
  trainingUrl: string;
}

export function traineeReminderEmail(to: { name: string; email: string }, f: ReminderFacts): MailMessage {
  const t = f.training;
  const when = inDays(f.daysLeft);
  const paragraphs = [
    `Votre formation « ${t.title} » commence ${when} : elle se tient ${frenchSpan(t.start_date, t.end_date)}.`,
    ...(f.location ? [`Lieu : ${f.location}.`] : []),
    'Votre convocation reste valable. L’invitation jointe ajoute la formation à votre agenda.',
  ];
  return {
    to: to.email,
    subject: `Rappel : « ${t.title} » commence ${when}`,
    ...composeEmail({ greeting: `Bonjour ${to.name},`, paragraphs, action: { label: 'Voir la formation', url: f.trainingUrl } }),
  };
}

export function teamReminderEmail(to: { name: string; email: string }, f: ReminderFacts & { trainees: number }): MailMessage {
  const t = f.training;
  const when = inDays(f.daysLeft);
  const trainees = f.trainees === 0 ? 'Aucun stagiaire n’est encore validé.' : f.trainees === 1 ? 'Un stagiaire est validé à ce jour.' : `${f.trainees} stagiaires sont validés à ce jour.`;
  const paragraphs = [
    `La formation « ${t.title} », dont vous faites partie de l’équipe, commence ${when} : elle se tient ${frenchSpan(t.start_date, t.end_date)}.`,
    ...(f.location ? [`Lieu : ${f.location}.`] : []),
    trainees,
    'L’invitation jointe ajoute la formation à votre agenda.',
  ];
  return {
    to: to.email,
    subject: `Rappel (équipe) : « ${t.title} » commence ${when}`,
    ...composeEmail({ greeting: `Bonjour ${to.name},`, paragraphs, action: { label: 'Voir la formation', url: f.trainingUrl } }),
  };
}

export function cancellationEmail(to: { name: string; email: string }, t: NoticeTraining): MailMessage {
  return {
    to: to.email,
    subject: `Formation annulée : « ${t.title} »`,
    ...composeEmail({
      greeting: `Bonjour ${to.name},`,
      paragraphs: [
        `Nous sommes au regret de vous informer que la formation « ${t.title} », prévue ${frenchSpan(t.start_date, t.end_date)}, est annulée.`,
        'Les rappels prévus ne vous seront pas envoyés. Si vous aviez ajouté la formation à votre agenda, l’invitation jointe la retire.',
        'Nous vous prions de nous excuser pour la gêne occasionnée.',
      ],
    }),
  };
}

export function surveyEmail(to: { name: string; email: string }, t: NoticeTraining, kind: 'survey' | 'survey_relance_3' | 'survey_relance_10', formUrl: string): MailMessage {
  const span = frenchSpan(t.start_date, t.end_date);
  const ask = 'L’évaluation prend deux minutes : sept notes de 1 à 10 et, si vous le souhaitez, un commentaire libre.';
  const paragraphs =
    kind === 'survey'
      ? [`Merci d’avoir participé à la formation « ${t.title} » (${span}).`, `Votre avis nous aide à améliorer nos formations. ${ask}`]
      : [
          `Vous n’avez pas encore évalué la formation « ${t.title} » (${span}).`,
          `Votre avis compte pour améliorer nos formations. ${ask}`,
          ...(kind === 'survey_relance_10' ? ['C’est notre dernier rappel.'] : []),
        ];
  return {
    to: to.email,
    subject: kind === 'survey' ? `Votre avis sur la formation « ${t.title} »` : `Rappel : votre avis sur la formation « ${t.title} »`,
    ...composeEmail({ greeting: `Bonjour ${to.name},`, paragraphs, action: { label: 'Évaluer la formation', url: formUrl } }),
  };
}
