// The administrateur edits another user's account (/modifier-un-compte/{id}): the trainee's
// form bound to that profile, saved under that profile's id; the other roles are sent back.
// The trainee is created by the test (register, verify, create the profile), so no other spec's data moves.
import type { Page } from '@playwright/test';
import type { ProfileDetail, ProfileSaved } from '@irt/api/contract';
import { expect, pathnameOf, test } from './support/fixtures';
import { seriousViolations } from './support/pages';
import { ofName } from '@irt/api/constants';

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('l’administrateur modifie le compte d’un stagiaire, qui reste enregistré', async ({ page, api, freshAccount, loginAs, tokenOf }, testInfo) => {
  test.setTimeout(120_000);
  const account = await freshAccount('admin-compte');
  const traineeToken = await api.login(account.email, account.password);
  const created = await api.post('/api/profiles', { name: account.name, genre_id: 1, phone: '0611111111', company_name: 'Alsace Métal' }, traineeToken);
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as ProfileSaved;

  await loginAs('administrateur', `/modifier-un-compte/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Modifier le compte ${ofName(account.name)}` })).toBeVisible();
  // The server's missing fields of that profile, about 'ce profil'.
  await expect(page.getByText(/Ce profil est complété à \d+ %/)).toBeVisible();
  const profil = section(page, 'Profil');
  await expect(profil.getByRole('textbox', { name: 'Email principal' })).toHaveValue(account.email);
  await expect(profil.getByRole('button', { name: "Modifier l'email" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('modifier-le-compte-1366.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);

  const phone = profil.getByRole('textbox', { name: 'Téléphone' });
  await phone.fill('0622334455');
  const savedProfile = page.waitForResponse((r) => r.url().endsWith(`/api/profiles/${id}`) && r.request().method() === 'PUT');
  await profil.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await savedProfile).status()).toBe(200);

  const professional = section(page, 'Informations professionnelles');
  const company = professional.getByRole('textbox', { name: "Nom de l'entreprise" });
  await company.fill('Rhénane Textile');
  const savedCompany = page.waitForResponse((r) => r.url().endsWith(`/api/profiles/${id}`) && r.request().method() === 'PUT');
  await professional.getByRole('button', { name: 'Enregistrer' }).click();
  expect((await savedCompany).status()).toBe(200);

  await page.reload();
  await expect(section(page, 'Profil').getByRole('textbox', { name: 'Téléphone' })).toHaveValue('0622334455');
  await expect(section(page, 'Informations professionnelles').getByRole('textbox', { name: "Nom de l'entreprise" })).toHaveValue('Rhénane Textile');
  const stored = await api.get<ProfileDetail>(`/api/profiles/${id}`, await tokenOf('administrateur'));
  expect({ phone: stored.phone, company: stored.company_name }).toEqual({ phone: '0622334455', company: 'Rhénane Textile' });

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: `Modifier le compte ${ofName(account.name)}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('modifier-le-compte-375.png'), fullPage: true });
});

test('un gestionnaire est renvoyé au tableau de bord', async ({ page, loginAs, tokenOf, api }) => {
  const demo = await api.get<{ id: number }>('/api/profile', await tokenOf('stagiaire'));
  await loginAs('gestionnaire', `/modifier-un-compte/${demo.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  expect(pathnameOf(page)).toBe('/');
});
