/**
 * Calendars: the .ics invitation joined to a convocation and the private feeds, read back with a real
 * iCalendar parser (node-ical): times in Europe/Paris, the place or the visio link, a postponement that
 * moves the same event, a cancellation, and the renewal that revokes the old address.
 */
import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { after, before, describe, test } from 'node:test';
import { TRAINING_STATUS } from '../../src/contract/statuses';
import * as s from '../../src/db/schema';
import { loginAs, loginAsUser } from '../factories';
import { addStaff, createTraining, daysFromNow, register } from '../factories-trainings';
import { bearer, createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let admin: string;

before(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'administrateur');
});
after(async () => {
  await t?.close();
});

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

/** "20260305T100000": the Paris wall clock of an instant, as DTSTART;TZID=Europe/Paris carries it. */
function parisStamp(date: Date): string {
  const p = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
    .format(date);
  return p.replace(/[-: ]/g, (c) => (c === ' ' ? 'T' : ''));
}

async function placeWithAddress(): Promise<number> {
  const [city] = await t.db.select().from(s.cities).limit(1);
  const [place] = await t.db
    .insert(s.trainingPlaces)
    .values({ name: `Salle Jaurès ${Date.now()}`, address: '12 rue de la Paix', zip_code: city.zip_code ?? '75001', city_id: city.id })
    .returning();
  return place.id;
}

async function feedOf(token: string) {
  const created = await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: bearer(token) });
  assert.equal(created.statusCode, 201, created.body);
  return created.json().path as string;
}

describe('the invitation joined to a convocation', () => {
  test('an .ics with the times in Europe/Paris and the place’s address', async () => {
    const placeId = await placeWithAddress();
    const start = daysFromNow(40, 8);
    const training = await createTraining(t.db, { training_place_id: placeId, start_date: start, end_date: new Date(start.getTime() + 32 * 3600_000) });
    const { user } = await loginAsUser(t.app, 'stagiaire');
    const registration = await register(t.db, training.id, user.profileId as number);
    const res = await t.app.inject({ method: 'POST', url: `/api/send-convocation/${training.id}/${registration.id}`, headers: bearer(admin) });
    assert.equal(res.statusCode, 200, res.body);

    const [mail] = await t.db.select().from(s.outbox).where(eq(s.outbox.to, user.email)).orderBy(desc(s.outbox.id)).limit(1);
    const invitation = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
    assert.ok(invitation?.content, 'an .ics attachment');
    assert.match(invitation.content_type ?? '', /^text\/calendar/);
    const text = Buffer.from(invitation.content, 'base64').toString('utf8');
    assert.match(text, /BEGIN:VTIMEZONE\r\nTZID:Europe\/Paris/);
    assert.ok(text.includes(`DTSTART;TZID=Europe/Paris:${parisStamp(start)}`), text);
    const [event] = eventsOf(text);
    assert.equal(event.start.getTime(), start.getTime());
    assert.equal(event.end?.getTime(), start.getTime() + 32 * 3600_000);
    assert.equal(event.start.tz, 'Europe/Paris');
    assert.match(String(event.location), /Salle Jaurès .*, 12 rue de la Paix, /);
    assert.equal(event.summary, training.title);
  });
});

describe('the private feed', () => {
  test('a trainee’s validated trainings and a trainer’s teaching; a postponement moves the event, a cancellation marks it', async () => {
    const trainee = await loginAsUser(t.app, 'stagiaire');
    const trainer = await loginAsUser(t.app, 'intervenant');
    const start = daysFromNow(30, 8);
    const training = await createTraining(t.db, { start_date: start, end_date: new Date(start.getTime() + 8 * 3600_000) });
    const visio = await createTraining(t.db, { is_visio: true, visio_url: 'https://visio.example.org/salle-42', training_place_id: null });
    const waiting = await createTraining(t.db);
    await register(t.db, training.id, trainee.user.profileId as number, 'valide');
    await register(t.db, visio.id, trainee.user.profileId as number, 'valide');
    await register(t.db, waiting.id, trainee.user.profileId as number, 'en_attente');
    await addStaff(t.db, training.id, trainer.user.profileId as number, 'teacher');

    const path = await feedOf(trainee.token);
    assert.match(path, /^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const read = await t.app.inject({ method: 'GET', url: path });
    assert.equal(read.statusCode, 200, read.body);
    assert.match(String(read.headers['content-type']), /^text\/calendar/);
    const events = eventsOf(read.body);
    assert.deepEqual(events.map((e) => e.summary).sort(), [training.title, visio.title].sort());
    const before = events.find((e) => e.summary === training.title) as VEvent;
    assert.equal(before.start.getTime(), start.getTime());
    assert.equal(Number(before.sequence), 0);
    assert.equal(before.status, 'CONFIRMED');
    assert.match(String(events.find((e) => e.summary === visio.title)?.location), /En visio : https:\/\/visio\.example\.org\/salle-42/);

    const taught = eventsOf((await t.app.inject({ method: 'GET', url: await feedOf(trainer.token) })).body);
    assert.deepEqual(taught.map((e) => e.uid), [before.uid]);

    const newStart = daysFromNow(60, 12);
    const postpone = await t.app.inject({
      method: 'POST',
      url: '/api/training-deferrals',
      headers: bearer(admin),
      payload: { training_id: training.id, new_start_date: newStart.toISOString(), new_end_date: new Date(newStart.getTime() + 4 * 3600_000).toISOString() },
    });
    assert.equal(postpone.statusCode, 201, postpone.body);
    const moved = eventsOf((await t.app.inject({ method: 'GET', url: path })).body).find((e) => e.uid === before.uid) as VEvent;
    assert.equal(moved.start.getTime(), newStart.getTime());
    assert.equal(moved.start.tz, 'Europe/Paris');
    assert.equal(Number(moved.sequence), 1);

    await t.db.update(s.trainings).set({ training_status_id: TRAINING_STATUS.cancelled }).where(eq(s.trainings.id, training.id));
    const cancelled = eventsOf((await t.app.inject({ method: 'GET', url: path })).body).find((e) => e.uid === before.uid) as VEvent;
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(Number(cancelled.sequence), 2);
  });

  test('renewing the address revokes the old one; the caller reads when their address was made, never the address again', async () => {
    const { token } = await loginAsUser(t.app, 'stagiaire');
    const none = await t.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: bearer(token) });
    assert.deepEqual(none.json(), { created_at: null });
    const first = await feedOf(token);
    const second = await t.app.inject({ method: 'POST', url: '/api/calendar-feed', headers: bearer(token) });
    assert.match(second.json().message, /l’ancien lien ne fonctionne plus/);
    const old = await t.app.inject({ method: 'GET', url: first });
    assert.equal(old.statusCode, 404);
    assert.match(old.json().message, /n’existe pas ou a été renouvelé/);
    assert.equal((await t.app.inject({ method: 'GET', url: second.json().path })).statusCode, 200);
    const shown = await t.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: bearer(token) });
    assert.deepEqual(Object.keys(shown.json()), ['created_at']);
    assert.ok(Date.now() - Date.parse(shown.json().created_at) < 60_000);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/calendar/pas-un-jeton.ics' })).statusCode, 400);
  });
});
