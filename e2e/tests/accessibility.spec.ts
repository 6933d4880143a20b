// No serious or critical axe-core violation on the login page and on dashboards.
import { seriousViolations } from './support/pages';
import { expect, panelRows, test } from './support/fixtures';

test('page de connexion', async ({ page }) => {
  await page.goto('/authentification');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('tableau de bord Administrateur', async ({ page, loginAs }) => {
  await loginAs('administrateur');
  await expect(page.getByRole('region', { name: 'Formations à venir', exact: true }).getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('tableau de bord Stagiaire', async ({ page, loginAs }) => {
  await loginAs('stagiaire');
  await expect(page.getByRole('region', { name: 'Mes formations à venir', exact: true })).toBeVisible();
  await expect(panelRows(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
