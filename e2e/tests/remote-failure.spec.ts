// A remote that cannot be loaded shows a French error panel inside the layout, the rest of the portal
// keeps working, and 'Réessayer' loads it once it is back.
import { expect, sidebar, test, userMenuButton } from './support/fixtures';

const PANEL_TEXT = 'Impossible de charger cette partie du portail';

test('mf-trainings indisponible : panneau d’erreur, le reste fonctionne, « Réessayer » répare', async ({
  page,
  loginAs,
}) => {
  const trainingsRemote = '**/remotes/mf-trainings/**';
  await page.route(trainingsRemote, (route) => route.abort('connectionrefused'));

  await loginAs('gestionnaire');
  await expect(page.getByText(PANEL_TEXT)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Formations à venir', exact: true })).toHaveCount(0);

  // The top bar still works: its user menu opens.
  await userMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Déconnexion' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Déconnexion' })).toBeHidden();

  // The sidebar still works: another part of the portal (mf-people) opens normally.
  const menu = sidebar(page);
  await menu.getByRole('link', { name: 'Stagiaires', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/stagiaires');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(PANEL_TEXT)).toHaveCount(0);

  // Back on the dashboard, still down: the panel again.
  await menu.getByRole('link', { name: 'Tableau de bord', exact: true }).click();
  await expect(page.getByText(PANEL_TEXT)).toBeVisible();

  // The remote is back: retrying loads the dashboard, without reloading the page.
  await page.unroute(trainingsRemote);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('region', { name: 'Formations à venir', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
  await expect(page.getByText(PANEL_TEXT)).toHaveCount(0);
});

test('une erreur d’affichage dans un module : dite comme telle, signalée au serveur, le reste fonctionne', async ({ page, loginAs }, testInfo) => {
  // A training answered in a shape the page cannot draw makes the trainee's page throw while rendering.
  await page.route(/\/api\/trainings\/\d+$/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 200, contentType: 'application/json', body: '{"id": 1}' }) : route.continue(),
  );
  const reported = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/client-errors');
  await loginAs('stagiaire', '/formations/1');
  const panel = page.getByRole('alert').filter({ hasText: 'Une erreur est survenue dans cette partie de la page' });
  await expect(panel).toBeVisible();
  await expect(page.getByText(PANEL_TEXT)).toHaveCount(0);
  await expect(panel).not.toContainText('Vérifiez votre connexion');
  const report = await reported;
  expect(report.status()).toBe(204);
  expect(report.request().postDataJSON()).toMatchObject({ kind: 'render', module: 'mf_trainee/TrainingView', path: '/formations/1' });
  await page.screenshot({ path: testInfo.outputPath('erreur-affichage-1366.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('erreur-affichage-375.png') });
  await page.setViewportSize({ width: 1366, height: 800 });

  // The rest of the portal keeps working: the sidebar opens the dashboard.
  await sidebar(page).getByRole('link', { name: 'Tableau de bord', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
});
