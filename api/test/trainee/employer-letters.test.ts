/**
 * The letters to the employer of a registration on a training leave: the notice (wording and articles of
 * the leave, half-days with their hours, the notice deadline at 30 or 15 days), emailed to the trainee;
 * the attendance certificate after the training, from the half-days signed or marked present; who may
 * read them; the deadline reminders of the scheduled work, each sent once.
 */
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { after, before, describe, test } from 'node:test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { LeaveKind } from '../../src/contract/constants/leave-rules';
import { EMPLOYER_LETTER_MESSAGES } from '../../src/contract/employer-letters';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { parisDateTime } from '../../src/lib/paris-time';
import { sendLeaveNoticeReminders, timedHalfDays } from '../../src/modules/employer-letters';
import { callApi } from '../call';
import { createUser, loginAsUser, tokenFor } from '../factories';
import { addStaff, createTraining, register, startTestApp } from '../factories-trainings';
import type { TestApp } from '../helpers';

let t: TestApp;
let tokens: Record<'administrateur' | 'intervenant', string>;

before(async () => ({ t, tokens } = await startTestApp(['administrateur', 'intervenant'])));
after(() => t?.close());

async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  return (text as string).replace(/\s+/g, ' ');
}

/** "lundi 15 mars 2027", written here apart from the code. */
function longDay(day: string): string {
  const text = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T12:00:00Z`));
  return text.replace(/^(\S+) 1 /, '$1 1er ');
}

function dayBefore(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

/** A training from `first` 09:00 to the last of `days` days at 16:30 (Paris), published. */
function trainingOn(first: string, days: number, title = 'Le comité social et économique') {
  const last = new Date(`${first}T12:00:00Z`);
  last.setUTCDate(last.getUTCDate() + days - 1);
  return createTraining(t.db, {
    title,
    start_date: parisDateTime(first, 9),
    end_date: parisDateTime(last.toISOString().slice(0, 10), 16, 30),
    training_status_id: TRAINING_STATUS.published,
  });
}

async function traineeOn(trainingId: number, name: string, leave: LeaveKind | null, status: 'valide' | 'preinscription' = 'valide') {
  const user = await createUser(t.db, { role: 'stagiaire', name, withProfile: true });
  const registration = await register(t.db, trainingId, user.profileId!, status, { leave_kind: leave });
  return { user, registration, token: await tokenFor(t.app, user) };
}

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('hours of the half-days', () => {
  test('the training’s hours each day, mornings until 12:30 and afternoons from 14:00; a first day starting after noon, a last day ending by 14:00', () => {
    const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const show = (start: Date, end: Date) => timedHalfDays(start, end).map((h) => `${h.date} ${h.halfDay} ${hm(h.from)}-${hm(h.to)}`);
    assert.deepEqual(show(parisDateTime('2027-03-15', 9), parisDateTime('2027-03-16', 17)), [
      '2027-03-15 morning 09:00-12:30',
      '2027-03-15 afternoon 14:00-17:00',
      '2027-03-16 morning 09:00-12:30',
      '2027-03-16 afternoon 14:00-17:00',
    ]);
    assert.deepEqual(show(parisDateTime('2027-03-15', 13, 30), parisDateTime('2027-03-16', 12)), ['2027-03-15 afternoon 13:30-17:00', '2027-03-16 morning 09:00-12:00']);
    // Summer time: the same Paris hours.
    assert.deepEqual(show(parisDateTime('2027-07-05', 8, 30), parisDateTime('2027-07-05', 16)), ['2027-07-05 morning 08:30-12:30', '2027-07-05 afternoon 14:00-16:00']);
  });
});

describe('the notice to the employer', () => {
  test('a union training leave: the request citing its articles, the half-days and hours, the deadline 30 days before the first day', async () => {
    const first = '2027-03-15';
    const training = await trainingOn(first, 2);
    const { registration, token } = await traineeOn(training.id, 'Léa Martin', 'cfess');

    const summary = await callApi(t.app, 'GET /employer-letters/:registrationId', { params: { registrationId: registration.id }, token });
    assert.equal(summary.statusCode, 200, summary.body);
    const deadline = dayBefore(first, 30);
    assert.deepEqual(summary.json().leave, {
      registration_id: registration.id,
      kind: 'cfess',
      label: 'Congé de formation économique, sociale, environnementale et syndicale',
      notice_days: 30,
      notice_deadline: deadline,
      notice_article: 'R. 2145-4',
      certificate_article: 'R. 2145-6',
      certificate_available: false,
    });

    const res = await get(`/api/employer-letters/${registration.id}/notice`, token);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.match(res.headers['content-disposition'] as string, new RegExp(`f${training.id}-demande-employeur-lea-martin-${first}\\.pdf`));
    const text = await pdfText(res.rawPayload);
    assert.match(text, /DEMANDE D’AUTORISATION D’ABSENCE/);
    assert.match(text, /Léa Martin/);
    assert.match(text, /Le comité social et économique/);
    assert.match(text, new RegExp(`au plus tard le ${longDay(deadline)}`));
    assert.match(text, /30 jours avant le premier jour de formation \(article R\. 2145-4/);
    for (const article of ['L. 2145-5', 'L. 2145-6', 'R. 2145-6', 'L. 2145-2, 2°']) assert.ok(text.includes(article), article);
    assert.match(text, /Institut Régional du Travail/);
    assert.match(text, /Établissement rattaché à l’Université|établissement rattaché à l’Université/);
    // Two days of 09:00–16:30: mornings until 12:30, afternoons from 14:00.
    assert.equal(text.split('9 h 00 – 12 h 30').length - 1, 2);
    assert.equal(text.split('14 h 00 – 16 h 30').length - 1, 2);
    const minutes = 2 * (12 * 60 + 30 - 9 * 60) + 2 * (16 * 60 + 30 - 14 * 60);
    assert.ok(text.includes(`${Math.floor(minutes / 60)} h de formation`), `total ${minutes} minutes`);
    assert.ok(text.includes(longDay(first)) && text.includes(longDay('2027-03-16')));
  });

  test('a councillor: 15 days for an absence under 3 consecutive working days, 30 from 3; the information of the employer', async () => {
    const cases: [LeaveKind, number, number][] = [
      ['cph_continue', 2, 15],
      ['cph_continue', 3, 30],
      ['defenseur_syndical', 1, 15],
      ['defenseur_syndical', 4, 30],
      ['cph_initiale', 2, 15],
      ['conseiller_salarie', 1, 30],
    ];
    for (const [kind, days, notice] of cases) {
      const first = '2027-05-10';
      const training = await trainingOn(first, days);
      const { registration, token } = await traineeOn(training.id, `Conseiller ${kind} ${days}`, kind);
      const leave = (await callApi(t.app, 'GET /employer-letters/:registrationId', { params: { registrationId: registration.id }, token })).json().leave;
      assert.equal(leave?.notice_days, notice, `${kind}, ${days} jour(s)`);
      assert.equal(leave?.notice_deadline, dayBefore(first, notice), `${kind}, ${days} jour(s)`);
      if (kind === 'cph_continue' && days === 2) {
        const text = await pdfText((await get(`/api/employer-letters/${registration.id}/notice`, token)).rawPayload);
        assert.match(text, /INFORMATION DE L’EMPLOYEUR/);
        assert.match(text, /D\. 1442-7/);
        assert.match(text, /L\. 1442-6/);
        assert.match(text, new RegExp(`au plus tard le ${longDay(dayBefore(first, 15))}`));
      }
    }
  });

  test('M’envoyer par courriel: the notice to the trainee’s address, the PDF attached', async () => {
    const training = await trainingOn('2027-04-12', 1, 'Négocier dans l’entreprise');
    const { user, registration, token } = await traineeOn(training.id, 'Bruno Courriel', 'cfess');
    const res = await callApi(t.app, 'POST /employer-letters/:registrationId/notice/email', { params: { registrationId: registration.id }, token });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, EMPLOYER_LETTER_MESSAGES.sent);
    const mails = await t.db.select().from(s.outbox).where(eq(s.outbox.to, user.email));
    assert.equal(mails.length, 1);
    assert.equal(mails[0].subject, 'Courrier pour votre employeur : Négocier dans l’entreprise');
    assert.match(mails[0].text, new RegExp(longDay(dayBefore('2027-04-12', 30))));
    assert.equal(mails[0].attachments?.[0].content_type, 'application/pdf');
    assert.match(mails[0].attachments?.[0].filename ?? '', /demande-employeur-bruno-courriel/);
  });

  test('who may read: the trainee their own only, staff, an intervenant the trainings they teach; no leave, not validated', async () => {
    const training = await trainingOn('2027-04-19', 2);
    const own = await traineeOn(training.id, 'Chloé Propre', 'cfess');
    const other = await traineeOn(training.id, 'Denis Autre', 'cfess');
    const noLeave = await traineeOn(training.id, 'Eva Sans Congé', null);
    const pre = await traineeOn(training.id, 'Fanny Préinscrite', 'cfess', 'preinscription');
    const base = (r: { id: number }) => `/api/employer-letters/${r.id}`;

    for (const path of ['', '/notice', '/certificate']) {
      assert.equal((await get(`${base(other.registration)}${path}`, own.token)).statusCode, 403, path);
      assert.equal((await get(`/api/employer-letters/999999${path}`, own.token)).statusCode, 404, path);
    }
    const mail = await callApi(t.app, 'POST /employer-letters/:registrationId/notice/email', { params: { registrationId: other.registration.id }, token: own.token });
    assert.equal(mail.statusCode, 403);
    assert.equal((await get(`${base(own.registration)}/notice`, tokens.administrateur)).statusCode, 200);
    assert.equal((await get(`${base(own.registration)}/notice`, tokens.intervenant)).statusCode, 403);
    const teacher = await loginAsUser(t.app, 'intervenant');
    await addStaff(t.db, training.id, teacher.user.profileId!);
    assert.equal((await get(`${base(own.registration)}/notice`, teacher.token)).statusCode, 200);

    assert.deepEqual((await get(base(noLeave.registration), noLeave.token)).json(), { leave: null });
    const refused = await get(`${base(noLeave.registration)}/notice`, noLeave.token);
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().message, EMPLOYER_LETTER_MESSAGES.noLeave);
    assert.deepEqual((await get(base(pre.registration), pre.token)).json(), { leave: null });
    assert.equal((await get(`${base(pre.registration)}/notice`, pre.token)).statusCode, 422);

    const list = await callApi(t.app, 'GET /trainings/:id/employer-letters', { params: { id: training.id }, token: tokens.administrateur });
    assert.equal(list.statusCode, 200, list.body);
    assert.deepEqual(list.json().map((r) => r.name), ['Chloé Propre', 'Denis Autre']);
  });
});

describe('the attendance certificate for the employer', () => {
  test('refused before the end, with a French message', async () => {
    const training = await trainingOn('2027-06-07', 2);
    const { registration, token } = await traineeOn(training.id, 'Gaston Tôt', 'cfess');
    const res = await get(`/api/employer-letters/${registration.id}/certificate`, token);
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, EMPLOYER_LETTER_MESSAGES.certificateNotYet);
  });

  test('after the training: the half-days signed or marked present, their hours and total, citing the certificate’s article', async () => {
    // Two days, ended: four half-days; the trainee signed two, was marked present on one, missed one.
    const training = await createTraining(t.db, {
      title: 'Santé et sécurité au travail',
      start_date: parisDateTime('2026-10-05', 9),
      end_date: parisDateTime('2026-10-06', 16, 30),
      training_status_id: TRAINING_STATUS.toClose,
    });
    const { user, registration, token } = await traineeOn(training.id, 'Hélène Présente', 'cph_continue');
    const other = await traineeOn(training.id, 'Igor Voisin', 'cfess');
    const profileId = user.profileId!;
    const sign = (profile: number, date: string, half: 'morning' | 'afternoon') =>
      t.db.insert(s.attendanceSignatures).values({
        training_id: training.id,
        profile_id: profile,
        signer: 'stagiaire',
        sign_date: date,
        half_day: half,
        method: 'qr',
        image: Buffer.from('png'),
        image_sha256: '0'.repeat(64),
      });
    await sign(profileId, '2026-10-05', 'morning');
    await sign(profileId, '2026-10-05', 'afternoon');
    await sign(other.user.profileId!, '2026-10-06', 'afternoon');
    await t.db.insert(s.attendanceMarks).values({ training_id: training.id, profile_id: profileId, mark_date: '2026-10-06', half_day: 'morning', reason: 'Téléphone déchargé' });

    const summary = await get(`/api/employer-letters/${registration.id}`, token);
    assert.equal(summary.json().leave.certificate_available, true);
    const res = await get(`/api/employer-letters/${registration.id}/certificate`, token);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(res.headers['content-disposition'] as string, new RegExp(`f${training.id}-attestation-employeur-helene-presente-2026-10-05\\.pdf`));
    const text = await pdfText(res.rawPayload);
    assert.match(text, /ATTESTATION DE PRÉSENCE POUR L’EMPLOYEUR/);
    assert.match(text, /Hélène Présente/);
    assert.match(text, /D\. 1442-8/);
    const present = [
      { day: '2026-10-05', from: 9 * 60, to: 12 * 60 + 30 },
      { day: '2026-10-05', from: 14 * 60, to: 16 * 60 + 30 },
      { day: '2026-10-06', from: 9 * 60, to: 12 * 60 + 30 },
    ];
    const minutes = present.reduce((sum, p) => sum + p.to - p.from, 0);
    const total = `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${String(minutes % 60).padStart(2, '0')}` : ''}`;
    assert.ok(text.includes(`Total : 3 demi-journées sur 4, soit 1,5 jour et ${total} de formation`), text);
    assert.equal(text.split('9 h 00 – 12 h 30').length - 1, 2);
    assert.equal(text.split('14 h 00 – 16 h 30').length - 1, 1);
    assert.ok(text.includes(longDay('2026-10-06')));

    // Kept on paper (no signature, no mark): the half-days less the absences entered.
    const paper = await createTraining(t.db, {
      start_date: parisDateTime('2026-09-14', 9),
      end_date: parisDateTime('2026-09-14', 17),
      training_status_id: TRAINING_STATUS.closed,
    });
    const onPaper = await traineeOn(paper.id, 'Julie Papier', 'cfess');
    await t.db.insert(s.absences).values({ training_id: paper.id, profile_id: onPaper.user.profileId!, absence_date: '2026-09-14', half_day: 'afternoon' });
    const paperText = await pdfText((await get(`/api/employer-letters/${onPaper.registration.id}/certificate`, onPaper.token)).rawPayload);
    assert.ok(paperText.includes('Total : 1 demi-journée sur 2, soit 0,5 jour et 3 h 30 de formation'), paperText);
  });
});

describe('the deadline reminders', () => {
  test('seven days before the deadline from 08:00 Paris and on the deadline day, once each, with the notice attached; nothing once the training started or for a cancelled one', async () => {
    const first = '2027-09-20';
    const deadline = dayBefore(first, 30);
    const training = await trainingOn(first, 2, 'Rappels de congé');
    const { user } = await traineeOn(training.id, 'Karim Rappel', 'cfess');
    const noLeave = await traineeOn(training.id, 'Lina Sans Congé', null);
    const cancelled = await trainingOn(first, 2, 'Formation annulée');
    await t.db.update(s.trainings).set({ training_status_id: TRAINING_STATUS.cancelled }).where(eq(s.trainings.id, cancelled.id));
    const cancelledTrainee = await traineeOn(cancelled.id, 'Marc Annulé', 'cfess');
    const ctx = { db: t.db, mail: t.app.mail, config: t.config };
    const mails = async (email: string) => t.db.select().from(s.outbox).where(eq(s.outbox.to, email)).orderBy(s.outbox.id);

    const weekBefore = dayBefore(deadline, 7);
    assert.equal(await sendLeaveNoticeReminders(ctx, parisDateTime(dayBefore(deadline, 8), 12)), 0);
    assert.equal(await sendLeaveNoticeReminders(ctx, parisDateTime(weekBefore, 7, 30)), 0);
    assert.equal(await sendLeaveNoticeReminders(ctx, parisDateTime(weekBefore, 8, 5)), 1);
    assert.equal(await sendLeaveNoticeReminders(ctx, parisDateTime(weekBefore, 9)), 0);
    assert.equal(await sendLeaveNoticeReminders(ctx, parisDateTime(dayBefore(deadline, 3), 9)), 0);
    let sent = await mails(user.email);
    assert.equal(sent.length, 1);
    assert.match(sent[0].subject, new RegExp(`avant le ${longDay(deadline)}`));
    assert.match(sent[0].text, /dans 7 jours/);
    assert.equal(sent[0].attachments?.[0].content_type, 'application/pdf');

    assert.equal(await sendLeaveNoticeReminders(ctx, parisDateTime(deadline, 7)), 0);
    assert.equal(await sendLeaveNoticeReminders(ctx, parisDateTime(deadline, 8)), 1);
    assert.equal(await sendLeaveNoticeReminders(ctx, parisDateTime(deadline, 18)), 0);
    assert.equal(await sendLeaveNoticeReminders(ctx, parisDateTime(dayBefore(first, 25), 9)), 0);
    sent = await mails(user.email);
    assert.equal(sent.length, 2);
    assert.match(sent[1].text, /C’est aujourd’hui/);
    const rows = await t.db.select().from(s.trainingNotices).where(and(eq(s.trainingNotices.training_id, training.id), eq(s.trainingNotices.profile_id, user.profileId!)));
    assert.deepEqual(rows.map((r) => [r.kind, r.reference]).sort(), [['leave_notice_due', deadline], ['leave_notice_j7', deadline]]);
    assert.equal((await mails(noLeave.user.email)).length, 0);
    assert.equal((await mails(cancelledTrainee.user.email)).length, 0);

    // Postponed by four weeks: a new deadline, reminded again.
    const later = '2027-10-18';
    await t.db
      .update(s.trainings)
      .set({ start_date: parisDateTime(later, 9), end_date: parisDateTime('2027-10-19', 16, 30), training_status_id: TRAINING_STATUS.postponed })
      .where(eq(s.trainings.id, training.id));
    const newDeadline = dayBefore(later, 30);
    assert.equal(await sendLeaveNoticeReminders(ctx, parisDateTime(dayBefore(newDeadline, 7), 9)), 1);
    assert.equal(await sendLeaveNoticeReminders(ctx, parisDateTime(dayBefore(newDeadline, 7), 10)), 0);
    sent = await mails(user.email);
    assert.equal(sent.length, 3);
    assert.match(sent[2].subject, new RegExp(`avant le ${longDay(newDeadline)}`));
  });
});
