/**
 * The institute's team:
 * GET /api/team, POST /api/register/{admin,manager,pedagogical-supervisor,teacher}, the welcome email
 * and its link, and the team rules of PUT /api/profiles/{id} and GET /api/profiles/{id}.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { profiles, users } from '../../src/db/schema';
import { generateInitialPassword, PASSWORD_SYMBOLS } from '../../src/modules/team/password';
import { callApi } from '../call';
import { createUser, login, loginAsUser } from '../factories';
import { bearer, createTestApp, emailsTo, type TestApp } from '../helpers';
import { multipart, samplePng } from '../multipart';

let t: TestApp;
const tokens = {} as Record<'administrateur' | 'gestionnaire' | 'responsable-pedagogique' | 'intervenant' | 'stagiaire', string>;

before(async () => {
  t = await createTestApp();
  for (const role of ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'] as const) {
    tokens[role] = (await loginAsUser(t.app, role)).token;
  }
});
after(async () => {
  await t?.close();
});

type CreationPath = 'POST /register/admin' | 'POST /register/manager' | 'POST /register/pedagogical-supervisor' | 'POST /register/teacher';
const PATHS: Record<1 | 2 | 3 | 4, CreationPath> = {
  1: 'POST /register/admin',
  2: 'POST /register/manager',
  3: 'POST /register/pedagogical-supervisor',
  4: 'POST /register/teacher',
};

let n = 0;
function newEmail(): string {
  n += 1;
  return `membre.${n}.${process.pid}@equipe.test.fr`;
}

const IBAN = 'FR7630006000011234567890189';

async function totals() {
  const [u] = await t.db.select({ n: count() }).from(users);
  const [p] = await t.db.select({ n: count() }).from(profiles);
  return { users: u.n, profiles: p.n };
}

/** A generated password: a symbol of the set, then a digit, five times. */
const GENERATED = new RegExp(`[${PASSWORD_SYMBOLS.replace(/[-\\^\]]/g, '\\$&')}][0-9]`.repeat(5));

describe('the initial password', () => {
  test('is 10 characters alternating a symbol of the fixed set and a digit, and differs between calls', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generateInitialPassword();
      assert.equal(password.length, 10);
      assert.match(password, new RegExp(`^${GENERATED.source}$`));
      seen.add(password);
    }
    assert.ok(seen.size > 190, 'random');
  });
});

describe('POST /api/register/*', () => {
  test('the administrateur creates a member of each staff role: profile of that role, no password answered, an email with a working link', async () => {
    for (const roleId of [1, 2, 3, 4] as const) {
      const email = newEmail();
      const teaching = roleId >= 3;
      const res = await callApi(t.app, PATHS[roleId], {
        token: tokens.administrateur,
        body: {
          name: '  Alix   Membre ',
          email: email.toUpperCase(),
          role_id: roleId,
          genre_id: 1,
          phone: '06 12 34 56 78',
          emails: ['secondaire@exemple.fr'],
          title: 'Fonction de test',
          ...(teaching
            ? { street_number: '3', street_name: 'rue du Test', profile_zip_code: '67000', has_vehicle: true, vehicle_category_id: 2, iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'agrifrpp', employment_status_id: 3 }
            : {}),
        },
      });
      assert.equal(res.statusCode, 201, res.body);
      const body = res.json();
      assert.deepEqual(Object.keys(body).sort(), ['id', 'message', 'profile']);
      assert.equal(body.message, 'Bravo, le profil a bien été créé');
      assert.equal(body.profile.id, body.id);
      assert.doesNotMatch(res.body, /password|mot_de_passe/i);
      assert.doesNotMatch(res.body, GENERATED);

      const detail = (await callApi(t.app, 'GET /profiles/:id', { params: { id: body.id }, token: tokens.administrateur })).json();
      assert.equal(detail.role.id, roleId);
      assert.equal(detail.name, 'Alix Membre');
      assert.equal(detail.user.email, email);
      assert.equal(detail.title, 'Fonction de test');
      assert.deepEqual(detail.emails, ['secondaire@exemple.fr']);
      assert.equal(detail.accepted_terms, 0);
      if (teaching) {
        assert.deepEqual(
          { iban: detail.iban, bic: detail.bic, vehicle: detail.vehicle_category_id, status: detail.employment_status_id, street: detail.street_name },
          { iban: IBAN, bic: 'AGRIFRPP', vehicle: 2, status: 3, street: 'rue du Test' },
        );
      } else {
        assert.deepEqual({ iban: detail.iban, status: detail.employment_status_id, vehicle: detail.has_vehicle }, { iban: null, status: null, vehicle: false });
      }

      // The welcome email: a one-time link to the reset page, never the password.
      const [message] = await emailsTo(t, email, 5);
      assert.ok(message, 'welcome email');
      assert.match(message.subject, /Votre compte sur le portail/);
      assert.doesNotMatch(message.text + message.html, GENERATED);
      const href = /http:\/\/portail\.test\/reinitialisation-mot-de-passe\?\S+/.exec(message.text)?.[0];
      assert.ok(href, message.text);
      const link = new URL(href);
      assert.equal(link.searchParams.get('email'), email);
      // The page then speaks of choosing a first password.
      assert.equal(link.searchParams.get('bienvenue'), '1');
      const newPassword = `Equipe${roleId}Choisi!2026`;
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { token: link.searchParams.get('token'), email, password: newPassword, password_confirmation: newPassword },
      });
      assert.equal(reset.statusCode, 200, reset.body);
      const logged = await login(t.app, email, newPassword);
      assert.equal(logged.statusCode, 200, logged.body);
    }
  });

  const EXPECTED: Record<keyof typeof tokens, Record<1 | 2 | 3 | 4, number>> = {
    administrateur: { 1: 201, 2: 201, 3: 201, 4: 201 },
    gestionnaire: { 1: 403, 2: 403, 3: 201, 4: 201 },
    'responsable-pedagogique': { 1: 403, 2: 403, 3: 403, 4: 201 },
    intervenant: { 1: 403, 2: 403, 3: 403, 4: 403 },
    stagiaire: { 1: 403, 2: 403, 3: 403, 4: 403 },
  };

  test('who may create whom (a gestionnaire cannot create an administrateur); a refusal writes nothing', async () => {
    for (const [role, expected] of Object.entries(EXPECTED) as [keyof typeof tokens, Record<1 | 2 | 3 | 4, number>][]) {
      for (const roleId of [1, 2, 3, 4] as const) {
        const email = newEmail();
        const before = await totals();
        const res = await callApi(t.app, PATHS[roleId], { token: tokens[role], body: { name: 'Prénom Nom', email } });
        assert.equal(res.statusCode, expected[roleId], `${role} → role ${roleId}: ${res.body}`);
        if (res.statusCode === 403) {
          assert.deepEqual(res.error(), { message: "Vous n'avez pas les droits nécessaires." });
          assert.deepEqual(await totals(), before);
          assert.deepEqual(await emailsTo(t, email), []);
        }
      }
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/register/teacher', payload: { name: 'Prénom Nom', email: newEmail() } });
    assert.equal(anonymous.statusCode, 401);
  });

  test('bad input is refused in French and nothing is written', async () => {
    const cases: { path: CreationPath; body: Record<string, unknown>; status: number; field: string; message: string }[] = [
      { path: PATHS[4], body: { name: 'Prénom', email: newEmail() }, status: 422, field: 'name', message: 'Erreur dans la saisie du nom. Veuillez entrer un prénom et un nom' },
      { path: PATHS[4], body: { name: 'Prénom Nom', email: newEmail(), iban: 'FR76 1234' }, status: 422, field: 'iban', message: 'L’IBAN saisi n’est pas valide.' },
      { path: PATHS[3], body: { name: 'Prénom Nom', email: newEmail(), phone: '12' }, status: 422, field: 'phone', message: 'Le numéro de téléphone saisi n’est pas valide.' },
      { path: PATHS[4], body: { name: 'Prénom Nom', email: newEmail(), role_id: 1 }, status: 422, field: 'role_id', message: 'Le rôle demandé ne correspond pas à cette création de compte.' },
      { path: PATHS[4], body: { name: 'Prénom Nom', email: 'pas-une-adresse' }, status: 400, field: 'email', message: "L'adresse email n'est pas valide." },
      { path: PATHS[4], body: { name: 'Prénom Nom', email: newEmail(), employment_status_id: 99999 }, status: 422, field: 'employment_status_id', message: 'Valeur inconnue.' },
    ];
    for (const c of cases) {
      const before = await totals();
      const res = await callApi(t.app, c.path, { token: tokens.administrateur, rawBody: c.body });
      assert.equal(res.statusCode, c.status, res.body);
      assert.deepEqual(res.error().errors?.[c.field], [c.message], res.body);
      assert.deepEqual(await totals(), before, `nothing written for ${c.field}`);
      assert.deepEqual(await emailsTo(t, String(c.body.email)), []);
    }
    const taken = await createUser(t.db, { role: 'intervenant' });
    const res = await callApi(t.app, PATHS[4], { token: tokens.administrateur, body: { name: 'Prénom Nom', email: taken.email.toUpperCase() } });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.error().errors, { email: ['Cette adresse email est déjà utilisée.'] });
  });

  test('an administrateur or gestionnaire creation refuses address, bank and vehicle fields (teaching roles only), naming them; nothing is created', async () => {
    const email = newEmail();
    const res = await callApi(t.app, PATHS[2], { token: tokens.administrateur, rawBody: { name: 'Prénom Nom', email, iban: IBAN, password: 'Choisi2026!' } });
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.error().message, 'Champs non attendus : iban, password.');
    assert.equal((await t.db.select().from(users).where(eq(users.email, email))).length, 0);
  });
});

describe('GET /api/team', () => {
  test('lists administrators, managers and pedagogical supervisors by role then name; refused to the intervenant and the trainee', async () => {
    await createUser(t.db, { role: 'intervenant', name: 'Zoé Pasdanslannuaire', withProfile: true });
    const res = await callApi(t.app, 'GET /team', { query: { per_page: 100 }, token: tokens['responsable-pedagogique'] });
    assert.equal(res.statusCode, 200);
    const items = res.json().data;
    assert.ok(items.length >= 3);
    assert.ok(items.every((item) => item.role.id <= 3));
    const keys = items.map((item) => [item.role.id, item.name] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
    assert.deepEqual(keys.map((k) => k[0]), sorted.map((k) => k[0]));
    assert.equal(res.json().per_page, 100);
    assert.equal((await callApi(t.app, 'GET /team', { token: tokens.administrateur })).json().per_page, 12);
    for (const role of ['intervenant', 'stagiaire'] as const) {
      assert.equal((await callApi(t.app, 'GET /team', { token: tokens[role] })).statusCode, 403);
    }
  });

  test('GET /api/employment-statuses lists the remuneration statuses', async () => {
    const res = await callApi(t.app, 'GET /employment-statuses', { token: tokens.intervenant });
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().some((s) => s.name === 'Vacataire'));
  });
});

describe('a team member’s profile', () => {
  test('who edits whom: the creators of a role edit such accounts and set their function; a member edits the rest of their own', async () => {
    const teacher = await loginAsUser(t.app, 'intervenant', { withProfile: { iban: IBAN, title: 'Avocate' } });
    const supervisor = await loginAsUser(t.app, 'responsable-pedagogique');
    const admin = await createUser(t.db, { role: 'administrateur', withProfile: true });
    const put = (token: string, id: number, body: Record<string, unknown>) => callApi(t.app, 'PUT /profiles/:id', { params: { id }, token, rawBody: body });

    assert.equal((await put(tokens.gestionnaire, teacher.user.profileId!, { title: 'Juriste', employment_status_id: 4 })).statusCode, 200);
    assert.equal((await put(supervisor.token, teacher.user.profileId!, { phone: '0611223344' })).statusCode, 200);
    assert.equal((await put(tokens.gestionnaire, admin.profileId!, { phone: '0611223344' })).statusCode, 403);
    assert.equal((await put(tokens['responsable-pedagogique'], supervisor.user.profileId!, { phone: '0611223344' })).statusCode, 403);
    assert.equal((await put(tokens.intervenant, teacher.user.profileId!, { phone: '0611223344' })).statusCode, 403);

    const own = await put(teacher.token, teacher.user.profileId!, { phone: '0699887766', street_name: 'rue Neuve' });
    assert.equal(own.statusCode, 200, own.body);
    const ownTitle = await put(teacher.token, teacher.user.profileId!, { title: 'Autre', employment_status_id: 1 });
    assert.equal(ownTitle.statusCode, 422);
    assert.deepEqual(Object.keys(ownTitle.error().errors ?? {}).sort(), ['employment_status_id', 'title']);
    const stored = (await callApi(t.app, 'GET /profiles/:id', { params: { id: teacher.user.profileId! }, token: tokens.administrateur })).json();
    assert.deepEqual({ title: stored.title, status: stored.employment_status_id, phone: stored.phone }, { title: 'Juriste', status: 4, phone: '0699887766' });

    // The picture of a member one manages, uploaded after its creation.
    const upload = multipart([
      { name: 'profile_id', value: String(teacher.user.profileId) },
      { name: 'profile_picture', file: { filename: 'photo.png', content: samplePng() } },
    ]);
    const inject = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/profile/picture', headers: { ...bearer(token), ...upload.headers }, payload: upload.payload });
    assert.equal((await inject(tokens.gestionnaire)).statusCode, 200);
    assert.equal((await inject(tokens.intervenant)).statusCode, 403);
  });

  test('the IBAN is answered in clear to its holder and the administrateur only; others get it masked', async () => {
    const teacher = await loginAsUser(t.app, 'intervenant', { withProfile: { iban: IBAN } });
    const read = (token: string) => callApi(t.app, 'GET /profiles/:id', { params: { id: teacher.user.profileId! }, token });
    for (const token of [tokens.gestionnaire, tokens['responsable-pedagogique'], tokens.intervenant]) {
      const res = await read(token);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().iban, null);
      // A fellow intervenant reads only a colleague's identity and contact: not even the masked IBAN.
      assert.equal(res.json().iban_masked, token === tokens.intervenant ? null : 'FR76 •••• •••• •••• •••• •••• 189');
      assert.ok(!res.body.includes('30006000011234567890'), 'never in clear');
    }
    assert.equal((await read(tokens.administrateur)).json().iban, IBAN);
    assert.equal((await read(teacher.token)).json().iban, IBAN);
  });
});


