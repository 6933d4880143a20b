// The accessibility statement (RGAA 4.1): reached from the login page's footer and from the side menu
// of the logged-in portal, its sections and recourse, no axe violation at any level, and its feedback
// form sent to the administrateurs' mailboxes.
import type { Page } from '@playwright/test';
import { LOGIN_PRERENDER_ELEMENT_ID } from '@irt/api/constants';
import { expect, sidebar, test, uniqueEmail } from './support/fixtures';
import { allViolations } from './support/pages';
import { DEMO_ACCOUNTS } from './support/spec-tables';

const LINK = 'Accessibilité : partiellement conforme';
const SECTIONS = [
  'État de conformité',
  'Résultats des tests',
  'Contenus non accessibles',
  'Établissement de cette déclaration',
  "Retour d'information et contact",
  'Voies de recours',
];

async function expectStatement(page: Page) {
  await expect(page).toHaveURL((url) => url.pathname === '/declaration-d-accessibilite');
  await expect(page).toHaveTitle("Déclaration d'accessibilité - IRT");
  await expect(page.getByRole('heading', { level: 1, name: "Déclaration d'accessibilité" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  const main = page.getByRole('main');
  await expect(main).toContainText(
    "Le portail des formations de l'Institut Régional du Travail est partiellement conforme avec le référentiel général d'amélioration de l'accessibilité (RGAA), version 4.1",
  );
  const recourse = page.getByRole('region', { name: 'Voies de recours' });
  await expect(recourse.getByRole('link', { name: 'formulaire en ligne du Défenseur des droits' })).toBeVisible();
  await expect(recourse.getByRole('link', { name: '09 69 39 00 00' })).toBeVisible();
  await expect(recourse).toContainText('Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07');
}

test('depuis le pied de page de la connexion : la déclaration, sans anomalie axe, à 1366 et 375 px', async ({ page }, testInfo) => {
  await page.goto('/authentification');
  // The page the visitor came from is prefilled by the portal's own link: the login page drawn in the HTML
  // (plain links, before the page's code runs) has given way to the page.
  await expect(page.locator(`#${LOGIN_PRERENDER_ELEMENT_ID}`)).toHaveCount(0);
  await page.getByRole('contentinfo').getByRole('link', { name: LINK }).click();
  await expectStatement(page);
  await expect(page.getByRole('textbox', { name: 'Page concernée' })).toHaveValue(/\/authentification$/);
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('declaration-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: "Déclaration d'accessibilité" })).toBeVisible();
  expect(await allViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('declaration-375.png'), fullPage: true });
  // The legal page leads to it too.
  await page.goto('/informations-legales');
  await page.getByRole('main').getByRole('link', { name: "déclaration d'accessibilité" }).click();
  await expectStatement(page);
});

test("le formulaire : refus en français, puis le message envoyé arrive aux administrateurs, l'expéditeur en réponse", async ({ page, api }) => {
  const sender = uniqueEmail('accessibilite');
  await page.goto('/declaration-d-accessibilite');
  const form = page.getByRole('form', { name: "Signaler un défaut d'accessibilité" });
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByText("L'adresse email est requise.")).toBeVisible();
  await expect(form.getByText('Le message est obligatoire.')).toBeVisible();
  // Keyboard only, as the statement promises.
  await form.getByRole('textbox', { name: 'Nom' }).focus();
  await page.keyboard.type('Camille Durand');
  await page.keyboard.press('Tab');
  await page.keyboard.type(sender);
  await page.keyboard.press('Tab');
  await page.keyboard.type('/catalogue-de-formations');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Court');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Envoyer le message' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Le message doit contenir au moins 10 caractères.')).toBeVisible();
  // The refused field takes the focus: the message goes on where it stopped.
  const message = form.getByRole('textbox', { name: /Message/ });
  await expect(message).toBeFocused();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' : le filtre par date ne se règle pas au clavier.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(form.getByText("Merci, votre message a bien été transmis à l'institut.")).toBeVisible();
  expect(await allViolations(page)).toEqual([]);

  let received: Awaited<ReturnType<typeof api.outbox>> = [];
  await expect
    .poll(async () => {
      received = (await api.outbox(DEMO_ACCOUNTS.administrateur.email)).filter((m) => m.text.includes(sender));
      return received.length;
    })
    .toBe(1);
  const [email] = received;
  expect(email.subject).toMatch(/^Retour sur l'accessibilité du portail/);
  expect(email.text).toContain('Court : le filtre par date ne se règle pas au clavier.');
  expect(email.text).toContain(`Camille Durand <${sender}>`);
  expect(email.text).toContain('Page concernée : /catalogue-de-formations');
  expect(email.reply_to).toBe(sender);
});

test('depuis le menu du portail connecté, pour chaque rôle', async ({ page, loginAs }) => {
  await loginAs('stagiaire');
  await sidebar(page).getByRole('link', { name: LINK }).click();
  await expectStatement(page);
  await expect(page.getByRole('textbox', { name: 'Page concernée' })).toHaveValue(/\/$/);
  await loginAs('gestionnaire', '/formations');
  await sidebar(page).getByRole('link', { name: LINK }).click();
  await expectStatement(page);
  await expect(page.getByRole('textbox', { name: 'Page concernée' })).toHaveValue(/\/formations$/);
});
