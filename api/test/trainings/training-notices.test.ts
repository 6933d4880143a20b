/**
 * The notices a training sends by itself, with the clock given to the job: the reminders J-7 and J-1
 * (validated trainees with the invitation, and the team), once each, moved by a postponement and dropped
 * by a cancellation, which is emailed; the satisfaction survey at the end to the trainees who attended,
 * its relances three and ten days later until the trainee has evaluated the training.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, desc, eq, like } from 'drizzle-orm';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { addDays, parisDateTime, parisDay } from '../../src/lib/paris-time';
import { sendDueTrainingNotices } from '../../src/modules/notices';
import { callApi } from '../call';
import { createUser, loginAsUser, tokenFor, type CreatedUser } from '../factories';
import { addStaff, createTraining, EVALUATION_SCORES, register, type RegistrationSlug } from '../factories-trainings';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let admin: { token: string };
before(async () => {
  t = await createTestApp();
  admin = await loginAsUser(t.app, 'administrateur');
});
after(() => t.close());

const pass = (now: Date) => sendDueTrainingNotices({ db: t.db, mail: t.app.mail, config: t.config }, now);

/** Every email recorded for the address, oldest first, with its attachments. */
async function mailsTo(email: string) {
  const rows = await t.db.select().from(s.outbox).where(eq(s.outbox.to, email)).orderBy(s.outbox.id);
  return rows.map((r) => ({ subject: r.subject, text: r.text, attachments: r.attachments ?? [] }));
}

const person = (role: 'stagiaire' | 'intervenant' | 'responsable-pedagogique') => createUser(t.db, { role, withProfile: true });

async function trainee(trainingId: number, status: RegistrationSlug = 'valide'): Promise<CreatedUser> {
  const user = await person('stagiaire');
  await register(t.db, trainingId, user.profileId!, status);
  return user;
}

/** The addresses that received an email whose subject contains `part`. */
async function recipientsOf(part: string, among: CreatedUser[]): Promise<string[]> {
  const found: string[] = [];
  for (const user of among) if ((await mailsTo(user.email)).some((m) => m.subject.includes(part))) found.push(user.email);
  return found.sort();
}

const emails = (users: CreatedUser[]) => users.map((u) => u.email).sort();

describe('reminders before the start', () => {
  test('J-7 from 08:00 Paris on the seventh day before (across the change to summer time), J-1 the day before, each once; to validated trainees with the invitation and to the team', async () => {
    const training = await createTraining(t.db, {
      title: 'Droit du travail et rappels',
      start_date: parisDateTime('2027-03-30', 9),
      end_date: parisDateTime('2027-03-31', 17),
      training_status_id: TRAINING_STATUS.published,
    });
    const validated = [await trainee(training.id), await trainee(training.id)];
    const others = [await trainee(training.id, 'preinscription'), await trainee(training.id, 'refuse'), await trainee(training.id, 'en_attente')];
    const teacher = await person('intervenant');
    const supervisor = await person('responsable-pedagogique');
    await addStaff(t.db, training.id, teacher.profileId!, 'teacher');
    await addStaff(t.db, training.id, supervisor.profileId!, 'pedagogical_supervisor');
    // Both teacher and supervisor: one email.
    await addStaff(t.db, training.id, supervisor.profileId!, 'teacher');
    const everyone = [...validated, ...others, teacher, supervisor];
    const expected = emails([...validated, teacher, supervisor]);

    await pass(parisDateTime('2027-03-23', 7, 59));
    assert.deepEqual(await recipientsOf('Rappel', everyone), [], 'nothing before 08:00 Paris');

    await pass(parisDateTime('2027-03-23', 8, 0));
    assert.deepEqual(await recipientsOf('commence dans 7 jours', everyone), expected);
    const [reminder] = await mailsTo(validated[0].email);
    assert.equal(reminder.subject, 'Rappel : « Droit du travail et rappels » commence dans 7 jours');
    assert.match(reminder.text, /mardi 30 mars 2027 à 9 h 00/);
    assert.match(reminder.text, new RegExp(`/formations/${training.id}`));
    assert.deepEqual(reminder.attachments.map((a) => a.filename), ['invitation.ics']);
    assert.match(Buffer.from(reminder.attachments[0].content ?? '', 'base64').toString('utf8'), /DTSTART;TZID=Europe\/Paris:20270330T090000/);
    const [teamReminder] = await mailsTo(teacher.email);
    assert.match(teamReminder.subject, /^Rappel \(équipe\)/);
    assert.match(teamReminder.text, /2 stagiaires sont validés/);
    assert.equal((await mailsTo(supervisor.email)).length, 1);

    // Later passes of the same days send nothing again.
    await pass(parisDateTime('2027-03-23', 8, 15));
    await pass(parisDateTime('2027-03-25', 10, 0));
    for (const user of [...validated, teacher, supervisor]) assert.equal((await mailsTo(user.email)).length, 1, user.email);

    // A trainee validated late gets the J-7 they missed, said with the days left.
    const late = await trainee(training.id);
    await pass(parisDateTime('2027-03-27', 10, 0));
    assert.deepEqual((await mailsTo(late.email)).map((m) => m.subject), ['Rappel : « Droit du travail et rappels » commence dans 3 jours']);

    await pass(parisDateTime('2027-03-29', 7, 30));
    assert.deepEqual(await recipientsOf('commence demain', everyone), []);
    await pass(parisDateTime('2027-03-29', 8, 0));
    await pass(parisDateTime('2027-03-29', 18, 0));
    await pass(parisDateTime('2027-03-30', 8, 30));
    assert.deepEqual(await recipientsOf('commence demain', [...everyone, late]), [...expected, late.email].sort());
    for (const user of validated) assert.equal((await mailsTo(user.email)).length, 2, 'J-7 and J-1, once each');
    const notices = await t.db.select().from(s.trainingNotices).where(eq(s.trainingNotices.training_id, training.id));
    assert.equal(notices.length, 2 * 4 + 2, 'one row per notice and person');
    assert.ok(notices.every((n) => n.outbox_id !== null && n.reference === training.start_date.toISOString()));
  });

  test('a postponement moves the reminders to the new start; a cancellation drops them and is emailed once, with the event cancelled', async () => {
    const training = await createTraining(t.db, {
      title: 'Négociation annuelle',
      start_date: parisDateTime('2027-06-14', 9),
      end_date: parisDateTime('2027-06-14', 17),
      training_status_id: TRAINING_STATUS.published,
    });
    const validated = await trainee(training.id);
    const preRegistered = await trainee(training.id, 'preinscription');
    const refused = await trainee(training.id, 'refuse');
    const teacher = await person('intervenant');
    await addStaff(t.db, training.id, teacher.profileId!);

    await pass(parisDateTime('2027-06-07', 9, 0));
    assert.equal((await mailsTo(validated.email)).length, 1);

    const deferral = await callApi(t.app, 'POST /training-deferrals', {
      token: admin.token,
      body: { training_id: training.id, new_start_date: parisDateTime('2027-06-28', 9).toISOString(), new_end_date: parisDateTime('2027-06-28', 17).toISOString() },
    });
    assert.equal(deferral.statusCode, 201, deferral.body);

    // The old J-1 is moot; the new start's J-7 is due on its own day.
    await pass(parisDateTime('2027-06-13', 9, 0));
    assert.equal((await mailsTo(validated.email)).length, 1, 'no reminder for the old date');
    await pass(parisDateTime('2027-06-21', 9, 0));
    const moved = await mailsTo(validated.email);
    assert.equal(moved.length, 2);
    assert.match(moved[1].text, /lundi 28 juin 2027 de 9 h 00 à 17 h 00/);
    assert.equal((await mailsTo(teacher.email)).length, 2);

    const cancel = await callApi(t.app, 'PATCH /trainings/:id', { token: admin.token, params: { id: training.id }, body: { training_status_id: TRAINING_STATUS.cancelled } });
    assert.equal(cancel.statusCode, 200, cancel.body);
    assert.deepEqual(await recipientsOf('Formation annulée', [validated, preRegistered, refused, teacher]), emails([validated, preRegistered, teacher]));
    const [cancellation] = (await mailsTo(validated.email)).filter((m) => m.subject.startsWith('Formation annulée'));
    assert.equal(cancellation.subject, 'Formation annulée : « Négociation annuelle »');
    assert.match(cancellation.text, /lundi 28 juin 2027/);
    const ics = Buffer.from(cancellation.attachments[0].content ?? '', 'base64').toString('utf8');
    assert.match(ics, /STATUS:CANCELLED/);

    // No J-1 for a cancelled training; a cancellation forced again is not emailed twice.
    await pass(parisDateTime('2027-06-27', 9, 0));
    for (const body of [{ training_status_id: TRAINING_STATUS.published, force: true }, { training_status_id: TRAINING_STATUS.cancelled, force: true }]) {
      const res = await callApi(t.app, 'PATCH /trainings/:id', { token: admin.token, params: { id: training.id }, body });
      assert.equal(res.statusCode, 200, res.body);
    }
    assert.equal((await mailsTo(validated.email)).length, 3, 'J-7, J-7 of the new date, the cancellation');
    assert.equal((await mailsTo(teacher.email)).length, 3);
  });
});

describe('hot satisfaction survey', () => {
  test('at the end to the validated trainees who attended, relances at J+3 and J+10 from 08:00 while they have not evaluated', async () => {
    // Ended a month ago (in real time too, so that the trainee may evaluate through the API).
    const day = addDays(parisDay(new Date()), -30);
    const training = await createTraining(t.db, {
      title: 'Santé au travail',
      start_date: parisDateTime(day, 9),
      end_date: parisDateTime(day, 17),
      training_status_id: TRAINING_STATUS.toClose,
    });
    const evaluator = await trainee(training.id);
    const silent = await trainee(training.id);
    const halfAbsent = await trainee(training.id);
    const absent = await trainee(training.id);
    const preRegistered = await trainee(training.id, 'preinscription');
    for (const half_day of ['morning', 'afternoon']) {
      await t.db.insert(s.absences).values({ training_id: training.id, profile_id: absent.profileId!, absence_date: day, half_day });
    }
    await t.db.insert(s.absences).values({ training_id: training.id, profile_id: halfAbsent.profileId!, absence_date: day, half_day: 'morning' });
    const all = [evaluator, silent, halfAbsent, absent, preRegistered];
    const attended = emails([evaluator, silent, halfAbsent]);

    await pass(parisDateTime(day, 16, 59));
    assert.deepEqual(await recipientsOf('Votre avis', all), [], 'not before the end');
    await pass(parisDateTime(day, 17, 0));
    await pass(parisDateTime(day, 17, 15));
    assert.deepEqual(await recipientsOf('Votre avis sur la formation', all), attended);
    const [survey] = await mailsTo(evaluator.email);
    assert.equal(survey.subject, 'Votre avis sur la formation « Santé au travail »');
    assert.ok(survey.text.includes(`${t.config.publicUrl}/formations/${training.id}?evaluer=1`), survey.text);
    for (const user of all) assert.ok((await mailsTo(user.email)).length <= 1, 'once');

    await pass(parisDateTime(addDays(day, 3), 7, 0));
    assert.deepEqual(await recipientsOf('Rappel : votre avis', all), []);
    await pass(parisDateTime(addDays(day, 3), 8, 0));
    await pass(parisDateTime(addDays(day, 4), 8, 0));
    assert.deepEqual(await recipientsOf('Rappel : votre avis', all), attended);
    assert.equal((await mailsTo(silent.email)).length, 2);

    // The evaluator answers, with a comment: no more relances for them.
    const token = await tokenFor(t.app, evaluator);
    const res = await callApi(t.app, 'POST /evaluations/:trainingId/:profileId', {
      token,
      params: { trainingId: training.id, profileId: evaluator.profileId! },
      body: { ...EVALUATION_SCORES, comment: '  Très concret, merci.  ' },
    });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().evaluation.comment, 'Très concret, merci.');

    await pass(parisDateTime(addDays(day, 10), 8, 0));
    await pass(parisDateTime(addDays(day, 11), 8, 0));
    assert.deepEqual(await recipientsOf('dernier rappel', all), []);
    const last = await mailsTo(silent.email);
    assert.equal(last.length, 3);
    assert.match(last[2].text, /C’est notre dernier rappel/);
    assert.equal((await mailsTo(evaluator.email)).length, 2, 'survey and first relance only');
    assert.deepEqual(await mailsTo(absent.email), []);
    assert.deepEqual(await mailsTo(preRegistered.email), []);

    // Nothing after the last relance's week.
    await pass(parisDateTime(addDays(day, 20), 8, 0));
    assert.equal((await mailsTo(silent.email)).length, 3);
  });

  test('a training ended long before gets no survey, and a cancelled one none', async () => {
    const day = addDays(parisDay(new Date()), -200);
    const old = await createTraining(t.db, { start_date: parisDateTime(day, 9), end_date: parisDateTime(day, 17), training_status_id: TRAINING_STATUS.closed });
    const cancelled = await createTraining(t.db, { start_date: parisDateTime(addDays(day, 5), 9), end_date: parisDateTime(addDays(day, 5), 17), training_status_id: TRAINING_STATUS.cancelled });
    const a = await trainee(old.id);
    const b = await trainee(cancelled.id);
    await pass(parisDateTime(addDays(day, 8), 9, 0));
    assert.deepEqual(await mailsTo(a.email), [], 'a relance follows a survey sent');
    await pass(parisDateTime(addDays(day, 5), 18, 0));
    assert.deepEqual(await mailsTo(b.email), []);
    const rows = await t.db.select().from(s.trainingNotices).where(and(eq(s.trainingNotices.training_id, cancelled.id), like(s.trainingNotices.kind, 'survey%')));
    assert.equal(rows.length, 0);
  });
});

describe('the evaluation comment', () => {
  test('optional, trimmed, blank is none, at most 2000 characters with a French message', async () => {
    const day = addDays(parisDay(new Date()), -60);
    const training = await createTraining(t.db, { start_date: parisDateTime(day, 9), end_date: parisDateTime(day, 17), training_status_id: TRAINING_STATUS.toClose });
    const tooLong = await trainee(training.id);
    const blank = await trainee(training.id);
    const post = async (user: CreatedUser, comment: string | null) =>
      callApi(t.app, 'POST /evaluations/:trainingId/:profileId', {
        token: await tokenFor(t.app, user),
        params: { trainingId: training.id, profileId: user.profileId! },
        body: { ...EVALUATION_SCORES, comment },
      });
    const refused = await post(tooLong, 'x'.repeat(2001));
    assert.equal(refused.statusCode, 400, refused.body);
    assert.deepEqual(JSON.parse(refused.body).errors?.comment, ['Ce champ ne doit pas dépasser 2000 caractères.']);
    const none = await post(blank, '   ');
    assert.equal(none.statusCode, 201, none.body);
    assert.equal(none.json().evaluation.comment, null);
    const list = await callApi(t.app, 'GET /evaluations/:trainingId', { token: admin.token, params: { trainingId: training.id } });
    assert.equal(list.statusCode, 200);
    assert.deepEqual(list.json().map((e) => e.comment), [null]);
    const [stored] = await t.db.select().from(s.evaluations).where(eq(s.evaluations.training_id, training.id)).orderBy(desc(s.evaluations.id));
    assert.equal(stored.comment, null);
  });
});
