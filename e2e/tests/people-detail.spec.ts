// A trainee's and a trainer's page, /stagiaires/{id} and /formateurs/{id}: each allowed role opens them from
// the lists with the tabs of its role; the administrateur copies an IBAN, edits a trainee through the shared
// account form and closes an account, whose login is then refused and whose open session is sent back to the
// login page; a refused role typing the address goes back to the dashboard.
import type { Page } from '@playwright/test';
import type { Paged, ProfileDetail, RoleSlug, TeacherListItem, TraineeListItem } from '@irt/api/contract';
import { screenshots, seriousViolations } from './support/pages';
import { expect, loginThroughUi, networkSettled, remoteOf, sessionCookies, test, trackInFlight } from './support/fixtures';
import { ofName } from '@irt/api/constants';

const FIRST_LOAD_MS = 45_000;

/** The tabs of a person's page, by reader, for a trainee's page and a trainer's page. */
const TRAINEE_TABS: Partial<Record<RoleSlug, string[]>> = {
  administrateur: ['Informations personnelles', 'Informations professionnelles', 'Remboursements et justificatifs', 'Coordonnées bancaires'],
  gestionnaire: ['Informations personnelles', 'Informations professionnelles', 'Remboursements et justificatifs'],
  'responsable-pedagogique': ['Informations personnelles', 'Informations professionnelles'],
  intervenant: ['Informations personnelles', 'Informations professionnelles'],
};
const TEACHER_TABS: Partial<Record<RoleSlug, string[]>> = {
  administrateur: ['Informations personnelles', 'Remboursements et justificatifs', 'Coordonnées bancaires', 'Formations'],
  gestionnaire: ['Informations personnelles', 'Remboursements et justificatifs', 'Formations'],
  'responsable-pedagogique': ['Informations personnelles', 'Formations'],
};

async function tabsShown(page: Page): Promise<string[]> {
  return (await page.getByRole('tablist').getByRole('tab').allInnerTexts()).map((text) => text.trim());
}

/** Opens the first row's 'Détails' of a list and waits for the person's page. */
async function openFirst(page: Page, table: string, first: { id: number; name: string }, base: string) {
  await page.getByRole('table', { name: table }).getByRole('link', { name: `Détails ${ofName(first.name)}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === `${base}/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible({ timeout: FIRST_LOAD_MS });
}

for (const role of ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'] as const) {
  test(`${role} : ouvre un stagiaire${TEACHER_TABS[role] ? ' et un formateur' : ''} depuis les listes, avec les onglets de son rôle`, async ({ page, loginAs, api, tokenOf }, testInfo) => {
    test.slow();
    const token = await tokenOf(role);
    const trainees = await api.get<Paged<TraineeListItem>>('/api/users/by-role/stagiaire', token, { page: 1, per_page: 20 });
    const trainee = trainees.data[0];
    await loginAs(role, '/stagiaires');
    await expect(page.getByRole('table', { name: 'Stagiaires' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await openFirst(page, 'Stagiaires', trainee, '/stagiaires');
    await expect.poll(() => tabsShown(page)).toEqual(TRAINEE_TABS[role]);
    await expect(page.getByRole('tabpanel').getByText(trainee.email)).toBeVisible();
    await page.getByRole('tab', { name: 'Informations professionnelles', exact: true }).click();
    await expect(page).toHaveURL(/onglet=professionnel/);
    await expect(page.getByRole('tabpanel').getByText('Syndicat actuel')).toBeVisible();
    if (role === 'administrateur' || role === 'gestionnaire') {
      await page.getByRole('tab', { name: 'Remboursements et justificatifs' }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
    }
    if (role === 'administrateur') {
      expect(await seriousViolations(page)).toEqual([]);
      await screenshots(page, (name) => testInfo.outputPath(name), 'stagiaire');
    }

    if (!TEACHER_TABS[role]) return;
    const teachers = await api.get<Paged<TeacherListItem>>('/api/teachers', token, { page: 1, per_page: 10 });
    const teacher = teachers.data[0];
    await page.goto('/formateurs');
    await expect(page.getByRole('table', { name: 'Formateurs' })).toBeVisible({ timeout: FIRST_LOAD_MS });
    await openFirst(page, 'Formateurs', teacher, '/formateurs');
    await expect.poll(() => tabsShown(page)).toEqual(TEACHER_TABS[role]);
    await page.getByRole('tab', { name: 'Formations', exact: true }).click();
    const own = await api.get<Paged<{ id: number; title: string }>>(`/api/profiles/${teacher.id}/trainings`, token, { page: 1, per_page: 10 });
    if (own.total > 0) {
      await expect(page.getByRole('tabpanel').getByRole('link', { name: own.data[0].title }).first()).toBeVisible();
    } else {
      await expect(page.getByRole('tabpanel').getByText('Aucune formation suivie pour le moment')).toBeVisible();
    }
    if (role === 'administrateur') {
      expect(await seriousViolations(page)).toEqual([]);
      await screenshots(page, (name) => testInfo.outputPath(name), 'formateur');
    }
  });
}

test("l'administrateur copie l'IBAN réel d'un formateur", async ({ page, loginAs, api, tokenOf, context }) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await tokenOf('administrateur');
  const teachers = await api.get<Paged<TeacherListItem>>('/api/teachers', token, { page: 1, per_page: 10 });
  let withIban: ProfileDetail | null = null;
  for (const row of teachers.data) {
    const detail = await api.get<ProfileDetail>(`/api/profiles/${row.id}`, token);
    if (detail.iban) {
      withIban = detail;
      break;
    }
  }
  expect(withIban, 'a demo trainer with an IBAN').not.toBeNull();
  const person = withIban!;
  // Nobody but the administrateur receives it.
  const asManager = await api.get<ProfileDetail>(`/api/profiles/${person.id}`, await tokenOf('gestionnaire'));
  expect([asManager.iban, asManager.bic]).toEqual([null, null]);

  await loginAs('administrateur', `/formateurs/${person.id}?onglet=bancaire`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(person.iban!.slice(-3), { exact: false })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await panel.getByRole('button', { name: "Copier l'IBAN" }).click();
  await expect(panel.getByRole('status')).toHaveText('Copie réussie !');
  await expect(page.getByText("L'IBAN a été copié dans le presse-papiers.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(person.iban);
  expect(await seriousViolations(page)).toEqual([]);
});

test("l'administrateur modifie le profil d'un stagiaire avec le formulaire partagé", async ({ page, loginAs, api, tokenOf }) => {
  test.slow();
  const token = await tokenOf('administrateur');
  const trainees = await api.get<Paged<TraineeListItem>>('/api/users/by-role/stagiaire', token, { page: 3, per_page: 20 });
  const trainee = trainees.data.find((row) => row.is_active)!;
  await loginAs('administrateur', `/stagiaires/${trainee.id}`);
  await expect(page.getByRole('heading', { level: 1, name: trainee.name })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('link', { name: 'Modifier le compte' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/modifier-un-compte/${trainee.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Modifier le compte ${ofName(trainee.name)}` })).toBeVisible({ timeout: FIRST_LOAD_MS });
  const work = page.getByRole('region', { name: 'Informations professionnelles' });
  const company = `Coopérative e2e ${Date.now().toString(36)}`;
  await work.getByRole('textbox', { name: "Nom de l'entreprise" }).fill(company);
  await work.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Bravo, le profil a bien été modifié')).toBeVisible();
  await expect.poll(async () => (await api.get<ProfileDetail>(`/api/profiles/${trainee.id}`, token)).company_name).toBe(company);
  // The administrateur's own profile is untouched, and the page shows the change.
  await page.goto(`/stagiaires/${trainee.id}?onglet=professionnel`);
  await expect(page.getByRole('tabpanel').getByText(company)).toBeVisible({ timeout: FIRST_LOAD_MS });
});

test("l'administrateur clôture un compte : connexion refusée, la session ouverte renvoyée à la page de connexion", async ({ page, loginAs, api, tokenOf, browser, baseURL }, testInfo) => {
  test.slow();
  const adminToken = await tokenOf('administrateur');
  // A trainee of the demo, far down the list (others' tests use the first ones), logged in elsewhere.
  const trainees = await api.get<Paged<TraineeListItem>>('/api/users/by-role/stagiaire', adminToken, { page: 11, per_page: 20 });
  const trainee = trainees.data.find((row) => row.is_active)!;
  const password = 'Demo2026!';
  const traineeToken = await api.login(trainee.email, password);
  const other = await browser.newContext({ baseURL });
  const traineePage = await other.newPage();
  await other.addCookies(sessionCookies(traineeToken, baseURL as string));
  await traineePage.goto('/');
  await expect(traineePage.getByText('Mes formations à venir')).toBeVisible({ timeout: FIRST_LOAD_MS });

  await loginAs('administrateur', `/stagiaires/${trainee.id}`);
  await expect(page.getByRole('heading', { level: 1, name: trainee.name })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await page.getByRole('button', { name: 'Clôturer le compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voulez-vous désactiver cet utilisateur ?' });
  await expect(dialog).toContainText(`Voulez-vous vraiment désactiver le compte ${ofName(trainee.name)} ?`);
  await expect(dialog).toContainText("L'utilisateur ne pourra plus accéder à ses données, mais son compte ne sera pas supprimé.");
  await dialog.getByRole('button', { name: 'Non' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Clôturer le compte' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Oui, je confirme' }).click();
  await expect(page.getByText(`Le compte ${ofName(trainee.name)} a été désactivé.`)).toBeVisible();
  await expect(page.getByText('Inactif', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clôturer le compte' })).toHaveCount(0);
  await screenshots(page, (name) => testInfo.outputPath(name), 'compte-cloture');

  // Listed and found as inactive.
  await page.goto(`/stagiaires?nom=${encodeURIComponent(trainee.name)}`);
  const row = page.getByRole('table', { name: 'Stagiaires' }).getByRole('row', { name: new RegExp(trainee.name) });
  await expect(row.getByText('Inactif')).toBeVisible({ timeout: FIRST_LOAD_MS });

  // The open session: its next step in the portal (no reload) lands on the login page.
  await traineePage.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Mon profil' }).click();
  await expect(traineePage).toHaveURL(/\/authentification/, { timeout: FIRST_LOAD_MS });
  await expect(traineePage.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await other.close();

  // Its login is refused in French.
  await page.context().clearCookies();
  await loginThroughUi(page, trainee.email, password);
  await expect(page.getByText('Votre compte a été désactivé.')).toBeVisible();
  await expect(page.getByText('Pour le rouvrir, contactez l’institut : contact@irt-demo.fr.')).toBeVisible();
  // One message: the password was right, nothing asks to check it.
  await expect(page.getByText(/Vérifiez votre identifiant/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/authentification/);

  // The administrateur reopens it; the person logs in again.
  await loginAs('administrateur', `/stagiaires/${trainee.id}`);
  await page.getByRole('button', { name: 'Réactiver le compte' }).click();
  const reopen = page.getByRole('dialog', { name: 'Voulez-vous réactiver ce compte ?' });
  await expect(reopen).toContainText(`Le compte ${ofName(trainee.name)} sera de nouveau actif`);
  await reopen.getByRole('button', { name: 'Oui, je confirme' }).click();
  await expect(page.getByText(`Le compte ${ofName(trainee.name)} a été réactivé : la personne peut de nouveau se connecter.`)).toBeVisible();
  await expect(page.getByText('Actif', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clôturer le compte' })).toBeVisible();
  await screenshots(page, (name) => testInfo.outputPath(name), 'compte-reactive');
  await page.context().clearCookies();
  await loginThroughUi(page, trainee.email, password);
  await expect(page.getByText('Mes formations à venir')).toBeVisible({ timeout: FIRST_LOAD_MS });
});

test('un formateur qui tape /formateurs/{id} ou un stagiaire qui tape /stagiaires/{id} revient au tableau de bord', async ({ page, loginAs, api, tokenOf }) => {
  const token = await tokenOf('administrateur');
  const teacher = (await api.get<Paged<TeacherListItem>>('/api/teachers', token, { page: 1, per_page: 10 })).data[0];
  await loginAs('intervenant', `/formateurs/${teacher.id}`);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible({ timeout: FIRST_LOAD_MS });

  const trainee = (await api.get<Paged<TraineeListItem>>('/api/users/by-role/stagiaire', token, { page: 1, per_page: 20 })).data[0];
  await page.context().clearCookies();
  await loginAs('stagiaire', `/stagiaires/${trainee.id}`);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Mes formations à venir')).toBeVisible({ timeout: FIRST_LOAD_MS });
});

for (const role of ['gestionnaire', 'responsable-pedagogique', 'intervenant'] as const) {
  test(`${role} : les pages de personnes chargent mf-people, jamais mf-finance ni mf-admin`, async ({ page, loginAs, api, tokenOf }) => {
    test.slow();
    const requested: string[] = [];
    page.context().on('request', (request) => requested.push(request.url()));
    const inFlight = trackInFlight(page);
    const token = await tokenOf(role);
    const trainee = (await api.get<Paged<TraineeListItem>>('/api/users/by-role/stagiaire', token, { page: 1, per_page: 20 })).data[0];
    await loginAs(role, `/stagiaires/${trainee.id}`);
    await expect(page.getByRole('heading', { level: 1, name: trainee.name })).toBeVisible({ timeout: FIRST_LOAD_MS });
    for (const tab of TRAINEE_TABS[role] ?? []) await page.getByRole('tab', { name: tab, exact: true }).click();
    if (TEACHER_TABS[role]) {
      const teacher = (await api.get<Paged<TeacherListItem>>('/api/teachers', token, { page: 1, per_page: 10 })).data[0];
      await page.goto(`/formateurs/${teacher.id}`);
      await expect(page.getByRole('heading', { level: 1, name: teacher.name })).toBeVisible({ timeout: FIRST_LOAD_MS });
      for (const tab of TEACHER_TABS[role] ?? []) await page.getByRole('tab', { name: tab, exact: true }).click();
    }
    await networkSettled(page, inFlight);
    const remotes = new Set(requested.map(remoteOf).filter((remote) => remote !== null));
    expect(remotes.has('mf-people')).toBe(true);
    expect(remotes.has('mf-finance') || remotes.has('mf-admin')).toBe(false);
  });
}
