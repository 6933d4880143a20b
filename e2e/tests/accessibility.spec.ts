// axe-core on the pages seen without logging in, at every impact level (AXE_TAGS: WCAG 2.x A and AA and
// axe's best practices), at desktop and phone widths: no violation; and on the dashboards, at every level
// too. Every logged-in route is checked by the crawler (crawler.spec.ts).
import type { Page } from '@playwright/test';
import { allViolations } from './support/pages';
import { expect, panelRows, test } from './support/fixtures';

/** The page's violations at 1366 px, then at 375 px. */
async function violationsAtBothWidths(page: Page): Promise<string[]> {
  const wide = (await allViolations(page)).map((line) => `1366 px : ${line}`);
  await page.setViewportSize({ width: 375, height: 740 });
  const narrow = (await allViolations(page)).map((line) => `375 px : ${line}`);
  await page.setViewportSize({ width: 1366, height: 800 });
  return [...wide, ...narrow];
}

const PUBLIC_PAGES: { path: string; heading: string | RegExp; title: string }[] = [
  { path: '/authentification', heading: 'Connexion', title: 'Connexion - IRT' },
  { path: '/informations-legales', heading: 'Informations légales', title: 'Informations légales - IRT' },
  { path: '/nos-resultats', heading: 'Nos résultats', title: 'Nos résultats - IRT' },
  { path: '/reinitialisation', heading: /Mot de passe oublié/, title: 'Mot de passe oublié - IRT' },
  // Without a token in the link: the page says so.
  { path: '/reinitialisation-mot-de-passe', heading: /mot de passe/i, title: 'Nouveau mot de passe - IRT' },
  { path: '/une-adresse-inconnue', heading: /n'existe pas/, title: 'Page introuvable - IRT' },
];

for (const { path, heading, title } of PUBLIC_PAGES) {
  test(`page publique ${path} : aucune violation axe-core, à 1366 et 375 px`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(title);
    expect(await violationsAtBothWidths(page)).toEqual([]);
  });
}

test('dialogue « Créer un compte » de la page de connexion : aucune violation axe-core', async ({ page }) => {
  await page.goto('/authentification');
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await allViolations(page)).toEqual([]);
});

test('tableau de bord Administrateur', async ({ page, loginAs }) => {
  await loginAs('administrateur');
  await expect(page.getByRole('region', { name: 'Formations à venir', exact: true }).getByRole('listitem').first()).toBeVisible();
  expect(await allViolations(page)).toEqual([]);
});

test('tableau de bord Stagiaire', async ({ page, loginAs }) => {
  await loginAs('stagiaire');
  await expect(page.getByRole('region', { name: 'Mes formations à venir', exact: true })).toBeVisible();
  await expect(panelRows(page).first()).toBeVisible();
  expect(await allViolations(page)).toEqual([]);
});
