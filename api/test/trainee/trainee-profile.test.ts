/**
 * Own profile and account form: read/create/update, the two-word name, completion and its
 * missing fields, unions, mandates, IBAN/BIC, emails, uploads, and what a trainee may not touch.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../src/contract/accounts';
import * as s from '../../src/db/schema';
import { callApi } from '../call';
import { createUser, loginAsUser, tokenFor, type CreatedUser } from '../factories';
import { bearer, createTestApp, emailsTo, type TestApp } from '../helpers';
import { multipart, samplePdf, samplePng, sampleGif, sampleJpeg, storedFiles } from '../multipart';

const VALID_IBAN = 'FR76 3000 6000 0112 3456 7890 189';

describe('own profile and account form', () => {
  let t: TestApp;
  let me: { token: string; user: CreatedUser };
  let other: { token: string; user: CreatedUser };
  let strasbourg: number;

  before(async () => {
    t = await createTestApp();
    me = await loginAsUser(t.app, 'stagiaire');
    other = await loginAsUser(t.app, 'stagiaire');
    const [city] = await t.db.select().from(s.cities).where(eq(s.cities.zip_code, '67000')).limit(1);
    strasbourg = city.id;
  });
  after(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const put = (token: string, url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });
  const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const readProfile = (token: string, id: number) => callApi(t.app, 'GET /profiles/:id', { params: { id }, token });

  test('a trainee without profile creates it, then reads it with its completion', async () => {
    const fresh = await createUser(t.db, { role: 'stagiaire' });
    const token = await tokenFor(t.app, fresh);
    const refused = await post(token, '/api/profiles', { genre_id: 1, phone: '0601020304', name: 'Camille' });
    assert.equal(refused.statusCode, 422);
    assert.equal(refused.json().errors.name[0], ACCOUNT_MESSAGES.twoWordName);
    const res = await callApi(t.app, 'POST /profiles', { body: { genre_id: 1, phone: '0601020304', name: 'Camille  Durand' }, token });
    assert.equal(res.statusCode, 201, res.body);
    const saved = res.json();
    assert.equal(saved.profile.name, 'Camille Durand');
    assert.equal(saved.profile.role.slug, 'stagiaire');
    assert.ok(saved.profile.profile_completion < 100);
    assert.ok(saved.profile.missing_fields.some((f) => f.id === 'street_name' && f.message === 'Veuillez renseigner votre adresse.'));
    const again = await post(token, '/api/profiles', { genre_id: 1, phone: '0601020304' });
    assert.equal(again.statusCode, 422);
    const read = await get(token, `/api/profiles/${saved.id}`);
    assert.equal(read.statusCode, 200);
    const user = await get(token, '/api/user');
    assert.equal(user.json().profile_completion, saved.profile.profile_completion);
  });

  test('a trainee cannot create a profile for another account, nor read or change another trainee’s', async () => {
    const fresh = await createUser(t.db, { role: 'stagiaire' });
    assert.equal((await post(me.token, '/api/profiles', { user_id: fresh.id, genre_id: 1, phone: '06' })).statusCode, 403);
    assert.equal((await get(me.token, `/api/profiles/${other.user.profileId}`)).statusCode, 403);
    assert.equal((await put(me.token, `/api/profiles/${other.user.profileId}`, { phone: '0700000000' })).statusCode, 403);
    assert.equal((await post(me.token, `/api/profiles/${other.user.profileId}/unions`, { union_id: 1, start_date: '2024-01-01' })).statusCode, 403);
    assert.equal((await post(me.token, `/api/profiles/${other.user.profileId}/mandates`, { mandate_id: 2 })).statusCode, 403);
    assert.equal((await get(me.token, `/api/profiles/${other.user.profileId}/picture`)).statusCode, 403);
    assert.equal((await get(me.token, '/api/profiles/999999')).statusCode, 404);
  });

  test('a complete trainee profile reaches 100 % (address, professional, bank, union)', async () => {
    const id = me.user.profileId!;
    const bad = await put(me.token, `/api/profiles/${id}`, { iban: 'FR76 3000 6000 0112 3456 7890 180', bic: 'BNP' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['bic', 'iban']);
    const res = await callApi(t.app, 'PUT /profiles/:id', {
      params: { id },
      token: me.token,
      body: {
        genre_id: 2,
        phone: '0601020304',
        birth_year: 1980,
        street_number: '12',
        street_name: 'rue des Juifs',
        profile_zip_code: '67000',
        city_id: strasbourg,
        professional_situation_id: 1,
        professional_category_id: 1,
        degree_id: 1,
        activity_sector_id: 1,
        company_name: 'Usine',
        company_size_id: 1,
        company_zip_code: '67100',
        iban: VALID_IBAN,
        bic: 'bnpafrpp',
        emails: ['Autre@Exemple.fr', me.user.email],
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const profile = res.json().profile;
    assert.equal(profile.iban, 'FR7630006000011234567890189');
    assert.equal(profile.bic, 'BNPAFRPP');
    assert.deepEqual(profile.emails, ['autre@exemple.fr']);
    assert.equal(profile.full_address, '12 rue des Juifs, 67000 Strasbourg');
    assert.deepEqual(profile.missing_fields.map((f) => f.id), ['unions']);
    const union = await post(me.token, `/api/profiles/${id}/unions`, { union_id: 1 });
    assert.equal(union.statusCode, 422);
    assert.equal(union.json().message, ACCOUNT_MESSAGES.unionStartRequired);
    const added = await post(me.token, `/api/profiles/${id}/unions`, { union_id: 1, start_date: '2020-01-01' });
    assert.equal(added.statusCode, 201, added.body);
    const read = (await readProfile(me.token, id)).json();
    assert.equal(read.profile_completion, 100);
    assert.deepEqual(read.missing_fields, []);
    assert.equal(read.current_union?.union_id, 1);
    const pivotId = added.json().union.id;
    const noEnd = await put(me.token, `/api/profiles/${id}/unions/pivot/${pivotId}`, { is_valid: false });
    assert.equal(noEnd.json().message, ACCOUNT_MESSAGES.unionEndRequired);
  });

  test('a phone number that is not one is refused with a French message, and nothing is written', async () => {
    const id = other.user.profileId!;
    assert.equal((await put(other.token, `/api/profiles/${id}`, { phone: '03 88 00 11 22' })).statusCode, 200);
    for (const phone of ['abc', '06', '06 12 34 56 7a', '+33', '0612345678901']) {
      const res = await put(other.token, `/api/profiles/${id}`, { phone, company_name: 'Jamais écrite' });
      assert.equal(res.statusCode, 422, phone);
      assert.deepEqual(res.json(), { message: ACCOUNT_MESSAGES.invalidPhone, errors: { phone: [ACCOUNT_MESSAGES.invalidPhone] } });
    }
    const read = (await readProfile(other.token, id)).json();
    assert.equal(read.phone, '03 88 00 11 22');
    assert.notEqual(read.company_name, 'Jamais écrite');
    for (const phone of ['+33 6 12 34 56 78', '06.12.34.56.78', '0041 22 123 45 67']) {
      assert.equal((await put(other.token, `/api/profiles/${id}`, { phone })).statusCode, 200, phone);
    }
    const fresh = await createUser(t.db, { role: 'stagiaire' });
    const refused = await post(await tokenFor(t.app, fresh), '/api/profiles', { genre_id: 1, phone: 'abc', name: 'Camille Durand' });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(await t.db.select().from(s.profiles).where(eq(s.profiles.user_id, fresh.id)), []);
  });

  test('a city that is not of the postal code is refused; a new postal code alone empties the city', async () => {
    const id = other.user.profileId!;
    const res = await put(other.token, `/api/profiles/${id}`, { profile_zip_code: '68100', city_id: strasbourg });
    assert.equal(res.statusCode, 422);
    await put(other.token, `/api/profiles/${id}`, { profile_zip_code: '67000', city_id: strasbourg });
    const moved = await callApi(t.app, 'PUT /profiles/:id', { params: { id }, body: { profile_zip_code: '68100' }, token: other.token });
    assert.equal(moved.json().profile.city_id, null);
  });

  test('mandates: a CPH mandate needs a council and a section; the option cannot be switched off while one is active', async () => {
    const id = other.user.profileId!;
    const missing = await post(other.token, `/api/profiles/${id}/mandates`, { mandate_id: 1, council_id: 1 });
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.json().errors.council_section_id);
    const added = await post(other.token, `/api/profiles/${id}/mandates`, { mandate_id: 1, council_id: 1, council_section_id: 2 });
    assert.equal(added.statusCode, 201, added.body);
    assert.equal(added.json().mandate.is_cph, true);
    const off = await put(other.token, `/api/profiles/${id}`, { has_mandate: false });
    assert.equal(off.statusCode, 422);
    assert.equal(off.json().message, ACCOUNT_MESSAGES.mandateStillActiveTitle);
    assert.deepEqual(off.json().errors.has_mandate, [ACCOUNT_MESSAGES.mandateStillActive]);
    const removed = await put(other.token, `/api/profiles/${id}/mandates/${added.json().mandate.id}`, { is_valid: false });
    assert.equal(removed.json().mandate.active, false);
    assert.equal((await put(other.token, `/api/profiles/${id}`, { has_mandate: false })).statusCode, 200);
  });

  test('name and main email: only their owner changes them; the new email takes effect once verified', async () => {
    const bad = await put(me.token, '/api/user/update-name', { name: 'Dominique' });
    assert.equal(bad.json().message, ACCOUNT_MESSAGES.twoWordName);
    assert.equal((await put(me.token, '/api/user/update-name', { name: 'Dominique Martin' })).statusCode, 200);
    const taken = await post(me.token, '/api/update-email', { email: other.user.email, current_password: me.user.password });
    assert.equal(taken.statusCode, 422);
    const res = await post(me.token, '/api/update-email', { email: 'nouvelle.adresse@exemple.fr', current_password: me.user.password });
    assert.equal(res.statusCode, 200);
    // Unchanged until the new address follows its link (api/test/security-probe.test.ts follows it).
    const user = (await get(me.token, '/api/user')).json();
    assert.equal(user.email, me.user.email);
    assert.equal((await emailsTo(t, 'nouvelle.adresse@exemple.fr', 1)).length, 1);
  });

  test('uploads: type by content and size; refused files store nothing', async () => {
    const dataDir = t.config.dataDir;
    const before = storedFiles(dataDir).length;
    const upload = (url: string, field: string, filename: string, content: Buffer, token = me.token) => {
      const body = multipart([{ name: field, file: { filename, content } }]);
      return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    };

    const notPdf = await upload('/api/vehicle/profile', 'vehicle_registration_pdf', 'carte-grise.pdf', Buffer.from('bonjour, je ne suis pas un PDF'));
    assert.equal(notPdf.statusCode, 422);
    assert.equal(notPdf.json().message, 'Le fichier doit être un PDF.');
    const big = await upload('/api/vehicle/profile', 'vehicle_registration_pdf', 'carte-grise.pdf', samplePdf(3 * 1024 * 1024));
    assert.equal(big.statusCode, 422);
    assert.equal(big.json().message, 'Le fichier ne doit pas dépasser 2048 Ko.');
    const gif = await upload('/api/profile/picture', 'profile_picture', 'photo.png', sampleGif());
    assert.equal(gif.statusCode, 422);
    assert.equal(gif.json().message, 'Le fichier doit être une image PNG ou JPEG.');
    assert.equal(storedFiles(dataDir).length, before, 'nothing stored for refused files');

    const pdf = await upload('/api/vehicle/profile', 'vehicle_registration_pdf', 'carte-grise.pdf', samplePdf());
    assert.equal(pdf.statusCode, 200, pdf.body);
    const picture = await upload('/api/profile/picture', 'profile_picture', 'photo.png', samplePng());
    assert.equal(picture.statusCode, 200, picture.body);
    const second = await upload('/api/profile/picture', 'profile_picture', 'photo.jpg', sampleJpeg());
    assert.equal(second.statusCode, 200);
    assert.equal(storedFiles(dataDir).length, before + 2, 'the replaced picture is removed');

    const served = await get(me.token, `/api/profiles/${me.user.profileId}/picture`);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/jpeg');
    // Encoded again on the way in: a JPEG again (its start-of-image marker), not the bytes sent.
    assert.deepEqual([...served.rawPayload.subarray(0, 3)], [0xff, 0xd8, 0xff]);
    const staff = await loginAsUser(t.app, 'gestionnaire');
    assert.equal((await get(staff.token, `/api/profiles/${me.user.profileId}/picture`)).statusCode, 200);
    assert.equal((await get(other.token, `/api/profiles/${me.user.profileId}/picture`)).statusCode, 403);
    assert.equal((await get(other.token, `/api/profiles/${me.user.profileId}/vehicle-registration`)).statusCode, 403);
    const doc = await get(me.token, `/api/profiles/${me.user.profileId}/vehicle-registration`);
    assert.equal(doc.headers['content-type'], 'application/pdf');

    const intoOther = await (() => {
      const body = multipart([
        { name: 'profile_id', value: String(other.user.profileId) },
        { name: 'profile_picture', file: { filename: 'photo.png', content: samplePng() } },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/profile/picture', headers: { ...bearer(me.token), ...body.headers }, payload: body.payload });
    })();
    assert.equal(intoOther.statusCode, 403);
    assert.equal(storedFiles(dataDir).length, before + 2);

    const removed = await post(me.token, '/api/vehicle/delete', {});
    assert.equal(removed.statusCode, 200);
    const profile = (await readProfile(me.token, me.user.profileId!)).json();
    assert.equal(profile.has_vehicle, false);
    assert.equal(profile.temporary_vehicle_registration_url, null);
    assert.equal(storedFiles(dataDir).length, before + 1);
  });

  test('staff read a trainee profile without bank details; the administrator sees them', async () => {
    const manager = await loginAsUser(t.app, 'gestionnaire');
    const seen = (await readProfile(manager.token, me.user.profileId!)).json();
    assert.equal(seen.iban, null);
    assert.equal((await put(manager.token, `/api/profiles/${me.user.profileId}`, { phone: '07' })).statusCode, 403);
    const admin = await loginAsUser(t.app, 'administrateur');
    const full = (await readProfile(admin.token, me.user.profileId!)).json();
    assert.equal(full.iban, 'FR7630006000011234567890189');
  });
});
