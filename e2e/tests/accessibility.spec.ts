// No serious or critical axe-core violation on the login page and on dashboards (ARCHITECTURE.md §2).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, panelRows, test } from './support/fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 5).map((n) => n.html.slice(0, 200)).join(' | ')}`);
}

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
