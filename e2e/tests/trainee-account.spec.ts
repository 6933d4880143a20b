// The trainee's account form and 'Mes informations': a new account fills its
// profile section by section up to 100 %, and the demo trainee reads the API's values on /profil.
import type { OwnProfile, ProfileDetail } from '@irt/api/contract';
import { expect, sessionCookies, test } from './support/fixtures';
import { acceptTerms, chooseFirst, createOwnProfile, fillAddressAndWork, GIF, PDF, PNG, save, screenshots, section, seriousViolations } from './support/pages';

test('un nouveau compte remplit son profil section par section jusqu’à 100 %', async ({ page, api, freshAccount, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const account = await freshAccount('profil');
  const token = await api.login(account.email, account.password);
  await page.context().addCookies(sessionCookies(token, baseURL as string));
  await page.goto('/modifier-un-compte');
  // A new account first accepts the terms of use.
  await acceptTerms(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Créer mon profil' })).toBeVisible();
  await expect(section(page, 'Adresse personnelle').getByRole('textbox', { name: 'Voie' })).toBeDisabled();
  await expect(section(page, 'Coordonnées bancaires').getByRole('textbox', { name: 'IBAN' })).toBeDisabled();

  const profil = section(page, 'Profil');
  await expect(profil.getByRole('button', { name: 'Créer mon profil' })).toBeDisabled();
  await createOwnProfile(page);
  await expect(page.getByText(/Votre profil est complété à \d+ %/)).toBeVisible();

  await profil.getByLabel('Fichier de la photo de profil').setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: PNG });
  await expect(profil.getByRole('img', { name: 'Photo de profil' })).toHaveAttribute('src', /\/api\/profiles\/\d+\/picture\?v=\d+/);

  await fillAddressAndWork(page, { number: '12', street: 'rue des Tanneurs', company: 'Alsace Métal' });

  const unions = section(page, 'Syndicat et mandats');
  await unions.getByRole('button', { name: 'Ajouter un syndicat' }).click();
  const unionDialog = page.getByRole('dialog', { name: 'Ajouter un syndicat' });
  await chooseFirst(page, unionDialog, 'Syndicat');
  await expect(unionDialog.getByRole('button', { name: 'Créer' })).toBeDisabled();
  await unionDialog.getByLabel('Date de début').fill('2024-03-01');
  await unionDialog.getByRole('button', { name: 'Créer' }).click();
  await expect(unionDialog).toBeHidden();
  await expect(unions.getByText('En cours')).toBeVisible();

  const vehicle = section(page, 'Véhicule personnel');
  await vehicle.getByRole('switch', { name: "J'utilise mon véhicule personnel" }).check();
  await chooseFirst(page, vehicle, 'Puissance fiscale');
  await save(vehicle);
  // A GIF named .pdf: the server reads the content and refuses it with its own message.
  await vehicle.getByLabel('Carte grise (PDF)').setInputFiles({ name: 'carte-grise.pdf', mimeType: 'application/pdf', buffer: GIF });
  const refusal = vehicle.getByRole('alert').filter({ hasText: "Erreur lors de l'enregistrement de la carte grise" });
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toHaveText("Erreur lors de l'enregistrement de la carte grise");
  await vehicle.getByLabel('Carte grise (PDF)').setInputFiles({ name: 'carte-grise.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(vehicle.getByRole('link', { name: 'Voir la carte grise déposée' })).toBeVisible();

  const bank = section(page, 'Coordonnées bancaires');
  await bank.getByRole('textbox', { name: 'IBAN' }).fill('FR12 3456');
  await bank.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(bank.getByText('L’IBAN saisi n’est pas valide.').first()).toBeVisible();
  await bank.getByRole('textbox', { name: 'IBAN' }).fill('FR76 3000 6000 0112 3456 7890 189');
  await bank.getByRole('textbox', { name: 'BIC' }).fill('AGRIFRPP');
  await save(bank);

  await expect(page.getByText('Votre profil est complet', { exact: true })).toBeVisible();
  const own = await api.get<OwnProfile>('/api/profile', token);
  expect(own.profile_completion).toBe(100);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, (name) => testInfo.outputPath(name), 'modifier-un-compte');

  await page.goto('/');
  await expect(page.getByText('Votre profil est complet.')).toBeVisible();
});

test('le stagiaire de démonstration lit ses informations sur /profil', async ({ page, api, tokenOf, loginAs }, testInfo) => {
  const token = await tokenOf('stagiaire');
  const own = await api.get<OwnProfile>('/api/profile', token);
  const profile = await api.get<ProfileDetail>(`/api/profiles/${own.id}`, token);

  await loginAs('stagiaire', '/profil');
  // One name per page: the sidebar's 'Mon profil' opens 'Mon profil'.
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await expect(page).toHaveTitle('Mon profil - IRT');
  const general = section(page, 'Informations générales');
  await expect(general.getByText(profile.name, { exact: true }).first()).toBeVisible();
  await expect(general.getByText(profile.profile_number)).toBeVisible();
  if (profile.phone) await expect(general.getByText(profile.phone)).toBeVisible();
  if (profile.full_address) await expect(section(page, 'Adresse personnelle').getByText(profile.full_address)).toBeVisible();
  if (profile.company_name) await expect(section(page, 'Informations professionnelles').getByText(profile.company_name)).toBeVisible();
  if (profile.current_union) await expect(section(page, 'Syndicat et mandats').getByText(profile.current_union.name)).toBeVisible();
  if (profile.iban) {
    // Masked (country, check digits and last three characters) until the trainee asks to see it.
    const bank = section(page, 'Coordonnées bancaires');
    const last = profile.iban.replace(/\s+/g, '').slice(-3);
    await expect(bank.getByText(new RegExp(`^${profile.iban.slice(0, 4)} (•••• )+•*${last}$`))).toBeVisible();
    await expect(bank.getByText(profile.iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 '))).toHaveCount(0);
    await bank.getByRole('button', { name: "Afficher l'IBAN" }).click();
    await expect(bank.getByText(profile.iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 '))).toBeVisible();
    await bank.getByRole('button', { name: "Masquer l'IBAN" }).click();
    // Masked, nothing is wider than a phone's screen.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1366, height: 800 });
  }
  await expect(page.getByText("Attention, votre profil n'est pas complet")).toHaveCount(profile.profile_completion < 100 ? 1 : 0);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, (name) => testInfo.outputPath(name), 'profil');

  await page.getByRole('link', { name: 'Modifier mon profil' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/modifier-un-compte');
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier mon profil' })).toBeVisible();
  await expect(page).toHaveTitle('Modifier mon profil - IRT');
  await expect(section(page, 'Profil').getByRole('textbox', { name: 'Nom complet' })).toHaveValue(profile.name);
});
