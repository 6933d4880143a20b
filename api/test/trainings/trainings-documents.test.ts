/**
 * Training documents through the API: convocations, certificates (status 5
 * with the attendance done) and the attendance sheet as PDFs with their file names, and the emails that
 * carry them (PDF attached in the outbox, failed addresses, empty selection refused).
 */
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { after, before, describe, test } from 'node:test';
import { extractText, getDocumentProxy } from 'unpdf';
import type { RoleSlug } from '../../src/contract/common';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { createUser, loginAsUser, tokenFor } from '../factories';
import { createTraining, register, startTestApp } from '../factories-trainings';
import { bearer, type TestApp } from '../helpers';

let t: TestApp;
let tokens: Partial<Record<RoleSlug, string>>;

before(async () => ({ t, tokens } = await startTestApp(['administrateur', 'gestionnaire', 'intervenant'])));
after(() => t?.close());

function call(method: 'GET' | 'POST', url: string, who: RoleSlug | string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(tokens[who as RoleSlug] ?? who), ...(payload ? { payload } : {}) });
}

async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  return text as string;
}

/** A trainee with an account (to log in as), registered with `status`. */
async function trainee(trainingId: number, name: string, status: 'valide' | 'preinscription' = 'valide') {
  const user = await createUser(t.db, { role: 'stagiaire', name, withProfile: true });
  const registration = await register(t.db, trainingId, user.profileId as number, status);
  return { user, registration };
}

async function outboxTo(email: string) {
  return t.db.select().from(s.outbox).where(eq(s.outbox.to, email));
}

describe('convocations', () => {
  test('one trainee: a PDF with the name, title and dates, named f{id}-convocation-{name}-{date}.pdf', async () => {
    const training = await createTraining(t.db, { title: 'Le licenciement économique', start_date: new Date('2027-03-15T08:00:00Z'), end_date: new Date('2027-03-16T16:00:00Z') });
    const { registration } = await trainee(training.id, 'Léa Martin');
    const res = await call('GET', `/api/trainings/${training.id}/convocation/${registration.id}`, 'gestionnaire');
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'application/pdf');
    assert.equal(
      res.headers['content-disposition'],
      `attachment; filename="f${training.id}-convocation-lea-martin-2027-03-15.pdf"; filename*=UTF-8''f${training.id}-convocation-lea-martin-2027-03-15.pdf`,
    );
    const text = await pdfText(res.rawPayload);
    assert.match(text, /Léa Martin/);
    assert.match(text, /Le licenciement économique/);
    assert.match(text, /15 mars 2027/);
  });

  test('all validated trainees in one PDF; a pre-registered trainee gets none', async () => {
    const training = await createTraining(t.db, { title: 'Convocations groupées' });
    await trainee(training.id, 'Alice Valide');
    await trainee(training.id, 'Bruno Valide');
    const pre = await trainee(training.id, 'Chloé Préinscrite', 'preinscription');
    const res = await call('GET', `/api/trainings/${training.id}/convocations`, 'administrateur');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-disposition'] as string, new RegExp(`f${training.id}-convocations-\\d{4}-\\d{2}-\\d{2}\\.pdf`));
    const text = await pdfText(res.rawPayload);
    assert.match(text, /Alice Valide/);
    assert.match(text, /Bruno Valide/);
    assert.doesNotMatch(text, /Chloé/);
    const single = await call('GET', `/api/trainings/${training.id}/convocation/${pre.registration.id}`, 'administrateur');
    assert.equal(single.statusCode, 422);
  });

  test('a stagiaire downloads their own convocation only; an intervenant only for trainings they teach', async () => {
    const training = await createTraining(t.db);
    const own = await trainee(training.id, 'Denis Propre');
    const other = await trainee(training.id, 'Eva Autre');
    const token = await tokenFor(t.app, own.user);
    assert.equal((await call('GET', `/api/trainings/${training.id}/convocation/${own.registration.id}`, token)).statusCode, 200);
    assert.equal((await call('GET', `/api/trainings/${training.id}/convocation/${other.registration.id}`, token)).statusCode, 403);
    assert.equal((await call('GET', `/api/trainings/${training.id}/convocations`, 'intervenant')).statusCode, 403);
    assert.equal((await call('GET', `/api/trainings/999999/convocations`, 'administrateur')).statusCode, 404);
  });

  test('emails: to every validated trainee with the PDF attached, sent dates recorded; a selection; an empty selection', async () => {
    const training = await createTraining(t.db, { title: 'Envoi des convocations' });
    const a = await trainee(training.id, 'Fanny Envoi');
    const b = await trainee(training.id, 'Gaston Envoi');
    const pre = await trainee(training.id, 'Hugo Attente', 'preinscription');
    let res = await call('POST', `/api/send-convocations/${training.id}`, 'gestionnaire', {});
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), { message: 'Bravo, les emails ont bien été envoyés', sent_count: 2, failed_emails: [], not_validated_count: 0 });
    const [mail] = await outboxTo(a.user.email);
    assert.equal(mail.subject, 'Convocation : Envoi des convocations');
    assert.equal(mail.attachments?.[0].filename.startsWith(`f${training.id}-convocation-fanny-envoi-`), true);
    assert.equal(mail.attachments?.[0].content_type, 'application/pdf');
    assert.equal((await outboxTo(b.user.email)).length, 1);
    assert.equal((await outboxTo(pre.user.email)).length, 0);
    const [row] = await t.db.select().from(s.registrations).where(eq(s.registrations.id, a.registration.id));
    assert.notEqual(row.convocation_sent_at, null);

    res = await call('POST', `/api/send-convocations/${training.id}`, 'gestionnaire', { registration_ids: [b.registration.id, pre.registration.id] });
    assert.equal(res.statusCode, 200);
    // The pre-registered trainee is counted, not named.
    assert.deepEqual(res.json().failed_emails, []);
    assert.equal(res.json().not_validated_count, 1);
    assert.doesNotMatch(res.body, new RegExp(pre.user.email));
    assert.equal((await outboxTo(b.user.email)).length, 2);

    res = await call('POST', `/api/send-convocations/${training.id}`, 'gestionnaire', { registration_ids: [] });
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, "Aucun stagiaire sélectionné pour l'envoi.");

    res = await call('POST', `/api/send-convocation/${training.id}/${a.registration.id}`, 'administrateur');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().message, "Bravo, l'email a bien été envoyé");
    assert.equal((await outboxTo(a.user.email)).length, 2);
  });
});

describe('certificates and the attendance sheet', () => {
  test('certificates only at status 5 with the attendance done', async () => {
    const training = await createTraining(t.db, { title: 'Attestations', training_status_id: TRAINING_STATUS.published, startInDays: -5 });
    const a = await trainee(training.id, 'Inès Présente');
    const url = `/api/certificate/${training.id}/${a.registration.id}`;
    let res = await call('GET', url, 'administrateur');
    assert.equal(res.statusCode, 422);
    assert.equal(res.json().message, "L'attestation de présence n'est pas éditable");
    assert.equal((await call('POST', `/api/send-certificates-email/${training.id}`, 'administrateur', {})).statusCode, 422);
    assert.equal((await outboxTo(a.user.email)).length, 0);

    await t.db.update(s.trainings).set({ training_status_id: TRAINING_STATUS.toClose, attendance_sheet_done: true }).where(eq(s.trainings.id, training.id));
    res = await call('GET', url, 'administrateur');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-disposition'] as string, new RegExp(`f${training.id}-attestation-ines-presente-`));
    const text = await pdfText(res.rawPayload);
    assert.match(text, /Inès Présente/);
    assert.match(text, /Attestations/);

    const bulk = await call('GET', `/api/certificate/${training.id}`, 'gestionnaire');
    assert.equal(bulk.statusCode, 200);
    assert.match(bulk.headers['content-disposition'] as string, new RegExp(`f${training.id}-attestations-`));

    res = await call('POST', `/api/send-certificates-email/${training.id}`, 'gestionnaire', {});
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().failed_emails, []);
    const [mail] = await outboxTo(a.user.email);
    assert.equal(mail.subject, 'Attestation de présence : Attestations');
    res = await call('POST', `/api/send-certificate-email/${training.id}/${a.registration.id}`, 'gestionnaire');
    assert.equal(res.statusCode, 200);
    assert.equal((await outboxTo(a.user.email)).length, 2);
    // Neither a GET nor a HEAD sends a certificate.
    for (const method of ['GET', 'HEAD'] as const) {
      const probe = await t.app.inject({ method, url: `/api/send-certificate-email/${training.id}/${a.registration.id}`, headers: bearer(tokens['gestionnaire'] as string) });
      assert.equal(probe.statusCode, 404);
    }
    assert.equal((await outboxTo(a.user.email)).length, 2);
  });

  test('the attendance sheet: one line per validated trainee, named with the title', async () => {
    const training = await createTraining(t.db, { title: 'Émargement et signature des stagiaires' });
    await trainee(training.id, 'Jules Signe');
    await trainee(training.id, 'Karim Préinscrit', 'preinscription');
    const { token, user } = await loginAsUser(t.app, 'intervenant');
    assert.equal((await call('GET', `/api/generate-attendance-sheet/${training.id}`, token)).statusCode, 403);
    await t.db.insert(s.trainingStaff).values({ training_id: training.id, profile_id: user.profileId as number, type: 'teacher' });
    const res = await call('GET', `/api/generate-attendance-sheet/${training.id}`, token);
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-disposition'] as string, new RegExp(`f${training.id}-emargements-emargement-et-signat-\\d{4}-\\d{2}-\\d{2}\\.pdf`));
    const text = await pdfText(res.rawPayload);
    assert.match(text, /Jules Signe/);
    assert.doesNotMatch(text, /Karim/);
  });
});
