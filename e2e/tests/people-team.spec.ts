// The institute's team (the directory, a member's creation, profile and edit, one's own profile): each kind
// of team member created by a role allowed to, the welcome email's link followed to choose a password and log
// in; each staff role's own profile and its edit; the roles outside the routes sent back to the dashboard.
import type { Page } from '@playwright/test';
import { ofName, type RoleSlug } from '@irt/api/constants';
import { PNG, screenshots, seriousViolations } from './support/pages';
import { expect, fr, loginThroughUi, test, uniqueEmail } from './support/fixtures';

const FIRST_LOAD_MS = 45_000;
const MASKED_IBAN = 'FR76 •••• •••• •••• •••• •••• 189';

interface Creation {
  kind: string;
  creator: RoleSlug;
  /** Where the creator finds the button. */
  from: '/equipe' | '/formateurs';
  button: string;
  roleId: 1 | 2 | 3 | 4;
  roleName: string;
}

const CREATIONS: readonly Creation[] = [
  { kind: 'admin', creator: 'administrateur', from: '/equipe', button: 'Créer un admin', roleId: 1, roleName: 'Administrateur' },
  { kind: 'gestionnaire', creator: 'administrateur', from: '/equipe', button: 'Créer un gestionnaire', roleId: 2, roleName: 'Gestionnaire' },
  { kind: 'responsable', creator: 'gestionnaire', from: '/formateurs', button: 'Créer un responsable pédagogique', roleId: 3, roleName: 'Responsable pédagogique' },
  { kind: 'intervenant', creator: 'responsable-pedagogique', from: '/formateurs', button: 'Créer un intervenant', roleId: 4, roleName: 'Intervenant' },
];

function termsDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: fr("J'accepte") }) });
}

for (const creation of CREATIONS) {
  test(`créer un compte ${creation.kind} (${creation.creator}), puis s'y connecter avec le lien reçu par email`, async ({ page, loginAs, api, tokenOf }, testInfo) => {
    test.slow();
    const email = uniqueEmail(`equipe-${creation.kind}`);
    const name = `Dominique Nouveau${creation.kind.replace(/[^a-z]/g, '')}`;

    await loginAs(creation.creator, creation.from);
    await page.getByRole('link', { name: creation.button }).click({ timeout: FIRST_LOAD_MS });
    await expect(page).toHaveURL((url) => url.pathname === `/equipe/creer-un-compte/${creation.roleId}`);
    await expect(page.getByRole('heading', { level: 1, name: creation.button })).toBeVisible({ timeout: FIRST_LOAD_MS });
    // No password to type: the server generates one and never shows it.
    await expect(page.getByLabel(/mot de passe/i)).toHaveCount(0);
    const submit = page.getByRole('button', { name: 'Créer le compte' });
    await expect(submit).toBeDisabled();

    await page.getByRole('textbox', { name: 'Adresse email (identifiant)' }).fill(email);
    await page.getByRole('textbox', { name: 'Prénom et nom' }).fill('Dominique');
    await submit.click();
    await expect(page.getByText('Erreur dans la saisie du nom. Veuillez entrer un prénom et un nom')).toBeVisible();
    await page.getByRole('textbox', { name: 'Prénom et nom' }).fill(name);
    await page.getByRole('textbox', { name: 'Téléphone' }).fill('06 12 34 56 78');
    if (creation.roleId >= 3) {
      await expect(page.getByRole('heading', { name: 'Coordonnées bancaires' })).toBeVisible();
      await page.getByRole('textbox', { name: 'IBAN' }).fill('FR76 3000 6000 0112 3456 7890 189');
      await page.getByRole('textbox', { name: 'Code postal' }).fill('67000');
    } else {
      await expect(page.getByRole('heading', { name: 'Coordonnées bancaires' })).toHaveCount(0);
    }
    await expect(page.getByRole('combobox', { name: 'Statut de rémunération' })).toHaveCount(creation.roleId === 4 ? 1 : 0);
    await page.getByLabel('Fichier de la photo de profil').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Photo choisie : photo.png')).toBeVisible();
    if (creation.roleId === 4) {
      expect(await seriousViolations(page)).toEqual([]);
      await screenshots(page, (file) => testInfo.outputPath(file), 'equipe-creer-un-compte');
    }

    const created = page.waitForResponse((res) => res.request().method() === 'POST' && /\/api\/register\//.test(res.url()));
    await submit.click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect(await answer.text()).not.toMatch(/password/i);
    await expect(page.getByText('Bravo, le profil a bien été créé')).toBeVisible();
    // After a team profile is created, its edit screen.
    await expect(page).toHaveURL(/\/equipe\/modifier-un-compte\/\d+$/);
    const profileId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { level: 1, name: `Modifier le compte ${ofName(name)}` })).toBeVisible();
    if (creation.roleId >= 3) {
      // The creator manages the role but is not the holder: the bank details are masked and read-only.
      const bank = page.getByRole('region', { name: 'Coordonnées bancaires' });
      await expect(bank.getByRole('textbox', { name: 'IBAN' })).toHaveValue(MASKED_IBAN);
      await expect(bank.getByRole('textbox', { name: 'IBAN' })).toHaveAttribute('readonly');
      await expect(bank.getByRole('textbox', { name: 'BIC' })).toHaveCount(0);
      if (creation.roleId === 4) await screenshots(page, (file) => testInfo.outputPath(file), 'equipe-coordonnees-bancaires-masquees');
    }

    // The picture was uploaded after the creation.
    const profile = await api.get<{ temporary_profile_picture_url: string | null; role: { id: number } }>(`/api/profiles/${profileId}`, await tokenOf('administrateur'));
    expect(profile.role.id).toBe(creation.roleId);
    expect(profile.temporary_profile_picture_url).not.toBeNull();

    // The welcome email: a link to choose a password, then a login as the new member.
    const link = await api.linkFromOutbox(email, '/reinitialisation-mot-de-passe');
    const mail = (await api.outbox()).filter((m) => m.to.toLowerCase().includes(email)).pop();
    expect(mail?.text).not.toMatch(/([!#$%&*+\-=?@^_~][0-9]){5}/);
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    const password = 'Equipe-Nouveau-2026!';
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(password);
    // A first password is chosen, as the email said; back on the login page the identifier is filled in.
    await expect(page.getByRole('heading', { level: 1, name: 'Choisir mon mot de passe' })).toBeVisible();
    await page.getByRole('button', { name: 'Choisir mon mot de passe' }).click();
    await expect(page.getByText(fr('Votre mot de passe a été changé avec succès.'))).toBeVisible();
    // The page returns to the login page by itself, the identifier filled in.
    await expect(page).toHaveURL(/\/authentification/);
    await expect(page.getByRole('textbox', { name: 'Identifiant' })).toHaveValue(email);
    await loginThroughUi(page, email, password);
    await expect(page).not.toHaveURL(/\/authentification/);
    await termsDialog(page).getByRole('button', { name: fr("J'accepte") }).click();
    // Closed once the acceptance is recorded: leaving the page sooner would cancel it.
    await expect(termsDialog(page)).toBeHidden();
    if (creation.roleId >= 3) {
      // The details the creator typed, shown masked to the new member to confirm.
      const check = page.getByRole('dialog', { name: 'Vérifiez vos coordonnées bancaires' });
      await expect(check.getByText(MASKED_IBAN)).toBeVisible({ timeout: FIRST_LOAD_MS });
      if (creation.roleId === 4) {
        expect(await seriousViolations(page)).toEqual([]);
        await screenshots(page, (file) => testInfo.outputPath(file), 'verifiez-vos-coordonnees-bancaires');
      }
      await check.getByRole('button', { name: 'Je confirme' }).click();
      await expect(check).toHaveCount(0);
    }
    await page.goto('/profil');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(page.getByText(name).first()).toBeVisible();
    await expect(page.getByText(creation.roleName).first()).toBeVisible();
  });
}

const STAFF = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'] as const;

test("un intervenant change son IBAN : l'email au titulaire, l'événement dans le journal de l'administrateur ; le gestionnaire le voit masqué", async ({ page, loginAs, api, tokenOf }) => {
  test.slow();
  // A member of their own, so that the demo trainers' details other tests read stay as they are.
  const email = uniqueEmail('equipe-iban');
  const created = await api.write<{ id: number }>('POST', '/api/register/teacher', { name: 'Camille Virement', email, iban: 'FR76 3000 6000 0112 3456 7890 189' }, await tokenOf('administrateur'));
  const reset = new URL(await api.linkFromOutbox(email, '/reinitialisation-mot-de-passe'), 'http://x');
  const password = 'Equipe-Virement-2026!';
  const done = await api.post('/api/password/reset', { email, token: reset.searchParams.get('token'), password, password_confirmation: password });
  expect(done.status()).toBe(200);
  await loginThroughUi(page, email, password);
  await termsDialog(page).getByRole('button', { name: fr("J'accepte") }).click();
  // 'Les modifier' opens one's own form, where the IBAN is in clear and can be replaced.
  await page.getByRole('dialog', { name: 'Vérifiez vos coordonnées bancaires' }).getByRole('button', { name: 'Les modifier' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier mon profil' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const iban = page.getByRole('region', { name: 'Coordonnées bancaires' }).getByRole('textbox', { name: 'IBAN' });
  await expect(iban).toHaveValue('FR7630006000011234567890189');
  await iban.fill('FR14 2004 1010 0505 0001 3M02 606');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page.getByText('Bravo, le profil a bien été modifié')).toBeVisible();

  // The holder is emailed at once, with the new IBAN masked and what to do if it was not them.
  const mail = (await api.outbox()).filter((m) => m.to.toLowerCase().includes(email) && /coordonnées bancaires ont été modifiées/.test(m.subject)).pop();
  expect(mail?.text).toContain('FR14 •••• •••• •••• •••• •••• 606');
  expect(mail?.text).toContain("Si vous n'êtes pas à l'origine de cette modification, contactez l'institut");
  expect(mail?.text).not.toContain('FR1420041010050500013M02606');

  // The administrateur's audit trail lists the change, by the holder, masked on both sides.
  const trail = await api.get<{ data: { action: string; actor_role: string; from_value: string | null; to_value: string | null }[] }>(
    '/api/audit-events',
    await tokenOf('administrateur'),
    { object_type: 'profil', object_id: created.id, action: 'coordonnees_bancaires.modification' },
  );
  expect(trail.data.map((e) => [e.actor_role, e.from_value, e.to_value])).toEqual([
    ['intervenant', MASKED_IBAN, 'FR14 •••• •••• •••• •••• •••• 606'],
    ['administrateur', null, MASKED_IBAN],
  ]);

  // A gestionnaire sees the member's bank details masked and read-only.
  await page.context().clearCookies();
  await loginAs('gestionnaire', `/equipe/modifier-un-compte/${created.id}`);
  const bank = page.getByRole('region', { name: 'Coordonnées bancaires' });
  await expect(bank.getByRole('textbox', { name: 'IBAN' })).toHaveValue('FR14 •••• •••• •••• •••• •••• 606', { timeout: FIRST_LOAD_MS });
  await expect(bank.getByRole('textbox', { name: 'IBAN' })).toHaveAttribute('readonly');
  await expect(bank.getByText(/Seuls le titulaire du compte et l'administrateur peuvent modifier les coordonnées bancaires/)).toBeVisible();
});

for (const role of STAFF) {
  test(`${role} : son profil (/profil) et sa modification`, async ({ page, loginAs }, testInfo) => {
    test.slow();
    await loginAs(role, '/profil');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    const sections = page.getByRole('navigation', { name: 'Sections du profil' });
    await expect(sections.getByRole('link', { name: 'Informations générales' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Coordonnées bancaires' })).toHaveCount(role === 'intervenant' || role === 'responsable-pedagogique' ? 1 : 0);
    await expect(page.getByText("Conditions d'utilisation acceptées")).toBeVisible();
    if (role === 'intervenant') {
      // The holder sees their IBAN masked, and may show it.
      await expect(page.getByText(/IBAN masqué, se terminant par/)).toBeAttached();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshots(page, (file) => testInfo.outputPath(file), 'profil-intervenant');
    }

    await page.getByRole('link', { name: 'Modifier mon profil' }).click();
    await expect(page).toHaveURL(/\/equipe\/modifier-un-compte\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier mon profil' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    const phone = page.getByRole('textbox', { name: 'Téléphone' });
    await phone.fill('12');
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText('Le numéro de téléphone saisi n’est pas valide.')).toBeVisible();
    await phone.fill('03 88 00 00 0' + String(STAFF.indexOf(role)));
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await expect(page.getByText('Bravo, le profil a bien été modifié')).toBeVisible();
    if (role === 'intervenant') {
      expect(await seriousViolations(page)).toEqual([]);
      await screenshots(page, (file) => testInfo.outputPath(file), 'modifier-mon-profil-intervenant');
    }
    await page.goto('/modifier-un-compte');
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier mon profil' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(page.getByRole('textbox', { name: 'Téléphone' })).toHaveValue('03 88 00 00 0' + String(STAFF.indexOf(role)));
  });
}

test("l'annuaire de l'équipe : les cartes, les boutons de création selon le rôle", async ({ page, loginAs }, testInfo) => {
  test.slow();
  await loginAs('administrateur', '/equipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('link', { name: 'Créer un admin' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer un gestionnaire' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, (file) => testInfo.outputPath(file), 'equipe');
  // A gestionnaire's card opens the team member's page.
  await cards.filter({ hasText: 'Julien Schmitt' }).getByRole('link', { name: /Voir le profil/ }).click();
  await expect(page).toHaveURL(/\/equipe\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Julien Schmitt' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText('Numéro de profil')).toBeVisible();
  await page.getByRole('link', { name: 'Modifier le compte de Julien Schmitt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le compte de Julien Schmitt' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  // The administrator's /modifier-un-compte/{id} on a staff profile shows the team member form too.
  const id = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/modifier-un-compte/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le compte de Julien Schmitt' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('textbox', { name: 'Email principal' })).toHaveAttribute('readonly');

  // The gestionnaire reads the directory without the administrators' buttons, and may not create an admin.
  await page.context().clearCookies();
  await loginAs('gestionnaire', '/equipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer un admin' })).toHaveCount(0);
  await page.goto('/equipe/creer-un-compte/1');
  await expect(page.getByText('Vous ne pouvez pas créer ce type de compte.')).toBeVisible({ timeout: FIRST_LOAD_MS });
});

test("les rôles hors des routes de l'équipe reviennent au tableau de bord", async ({ page, loginAs }) => {
  await loginAs('intervenant', '/equipe');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: FIRST_LOAD_MS });
  await page.goto('/equipe/creer-un-compte/4');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: FIRST_LOAD_MS });
  await page.context().clearCookies();
  await loginAs('stagiaire', '/equipe/modifier-un-compte/1');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: FIRST_LOAD_MS });
  await page.goto('/equipe');
  await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: FIRST_LOAD_MS });
});

test('un responsable pédagogique ne voit que « Créer un intervenant » sur /formateurs', async ({ page, loginAs }) => {
  await loginAs('responsable-pedagogique', '/formateurs');
  await expect(page.getByRole('link', { name: 'Créer un intervenant' })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByRole('link', { name: 'Créer un responsable pédagogique' })).toHaveCount(0);
});
