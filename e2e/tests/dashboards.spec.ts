// Each role's dashboard shows its panels filled with the rows the API gives that role.
// The API is the oracle: for every panel, the demo institute must give rows, and the first row the
// API returns for that user must be on screen in that panel.
import type { Locator, Page } from '@playwright/test';
import type { RoleSlug } from '@irt/api/contract';
import { DEMO_ACCOUNTS } from './support/spec-tables';
import { expect, test } from './support/fixtures';
import { ofName } from '@irt/api/constants';

type Row = Record<string, unknown>;

interface Panel {
  /** Accessible name of the panel (its heading). */
  title: string;
  path: string;
  params?: Record<string, string | number>;
  /** The text of a row that the panel must show. */
  shown: (row: Row) => string;
}

const PAGE = { page: 1, per_page: 7 };
const title = (row: Row) => String(row.title);
const trainingTitle = (row: Row) => String(row.training_title);
const traineeName = (row: Row) => String((row.profile as Row).name);
const trainingName = (row: Row) => String(row.training_name);

const ADMIN_AND_MANAGER = {
  current: { title: 'Formations en cours', path: '/api/trainings', params: { current_page: 1, per_page: 7, timeline: 'ongoing' }, shown: title },
  contractHours: { title: 'Heures contrat validées', path: '/api/trainings/validated-contract-hours', shown: title },
  validatedExpenses: { title: 'Paiements à effectuer', path: '/api/trainings/validated-expenses', params: PAGE, shown: title },
  lowInscription: { title: 'Formations à booster', path: '/api/trainings/low-inscription-alert', params: PAGE, shown: title },
  preRegistrations: { title: 'Préinscriptions à traiter', path: '/api/registrations', params: { ...PAGE, status: 'preinscription' }, shown: traineeName },
  upcoming: { title: 'Formations à venir', path: '/api/trainings/upcoming', params: PAGE, shown: title },
  attendance: { title: "Feuilles d'émargement à saisir", path: '/api/trainings/without-attendance-sheets', params: PAGE, shown: title },
  pendingExpenses: { title: 'Défraiements à gérer', path: '/api/trainings/pending-expenses', params: PAGE, shown: trainingTitle },
} satisfies Record<string, Panel>;

const PANELS: Record<Exclude<RoleSlug, 'stagiaire'>, Panel[]> = {
  administrateur: Object.values(ADMIN_AND_MANAGER),
  gestionnaire: Object.values(ADMIN_AND_MANAGER).filter((p) => p !== ADMIN_AND_MANAGER.contractHours),
  'responsable-pedagogique': [
    { title: 'Formations à venir sans intervenant', path: '/api/trainings/upcoming-without-teachers', params: PAGE, shown: title },
    { title: 'Formations à venir sans heures saisies', path: '/api/trainings/upcoming-without-hours', params: PAGE, shown: title },
    { title: 'Formations passées sans heures réalisées', path: '/api/trainings/past-without-actual-hours', params: PAGE, shown: title },
  ],
  intervenant: [
    { title: 'Mes formations des 15 prochains jours', path: '/api/trainings/next-15-days', params: PAGE, shown: title },
    { title: 'Mes formations des 15 derniers jours', path: '/api/trainings/last-15-days', params: PAGE, shown: title },
  ],
};

const rowsOf = (answer: Row[] | { data: Row[] }) => (Array.isArray(answer) ? answer : answer.data);

for (const [role, panels] of Object.entries(PANELS) as [Exclude<RoleSlug, 'stagiaire'>, Panel[]][]) {
  test(`tableau de bord ${DEMO_ACCOUNTS[role].roleName} : chaque panneau montre ses lignes`, async ({
    page,
    loginAs,
    api,
    tokenOf,
  }) => {
    const token = await tokenOf(role);
    await loginAs(role);
    await expect(page.getByRole('heading', { name: 'Tableau de bord', level: 1 })).toBeVisible();
    for (const panel of panels) {
      const rows = rowsOf(await api.get<Row[] | { data: Row[] }>(panel.path, token, panel.params));
      expect(rows.length, `demo data for « ${panel.title} » (${panel.path})`).toBeGreaterThan(0);
      const region = page.getByRole('region', { name: panel.title, exact: true });
      await expect(region, `panel « ${panel.title} »`).toBeVisible();
      await expect(region.getByRole('listitem').first()).toBeVisible();
      await expect(region.getByText(panel.shown(rows[0]), { exact: true }).first()).toBeVisible();
      await expect(region.getByText('Aucune formation pour le moment')).toHaveCount(0);
    }
  });
}

test('tableau de bord Administrateur : les chiffres de l’année sont ceux du serveur', async ({
  page,
  loginAs,
  api,
  tokenOf,
}) => {
  const stats = await api.get<Record<string, number>>('/api/admin-dashboard-stats', await tokenOf('administrateur'));
  await loginAs('administrateur');
  const year = new Date().getFullYear();
  const tiles = page.getByRole('region', { name: `Chiffres de l'année ${year}` });
  await expect(tiles.getByText(`Formations en ${year}`)).toBeVisible();
  await expect(tiles).toContainText(String(stats.total_trainings));
  await expect(tiles).toContainText(String(stats.completed_trainings));
  await expect(tiles).toContainText(String(stats.new_trainees_count));
});

test('tableau de bord Gestionnaire : les boutons de création mènent aux bons formulaires', async ({ page, loginAs }) => {
  await loginAs('gestionnaire');
  await expect(page.getByRole('link', { name: 'Créer une formation' })).toBeVisible();
  // 'Créer un formateur': the team member form for an intervenant (role 4).
  await page.getByRole('link', { name: 'Créer un formateur' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/equipe/creer-un-compte/4');
  await page.goBack();
  await page.getByRole('link', { name: 'Créer une formation' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/formations/creer-une-formation');
});

const TRAINEE_GROUPS = [
  { status: 'preinscription', title: 'Préinscriptions' },
  { status: 'en_attente', title: 'En attente' },
  { status: 'valide', title: 'Validées' },
  { status: 'refuse', title: 'Refusées' },
];

test('tableau de bord Stagiaire : formations à venir par statut et formations passées', async ({
  page,
  loginAs,
  api,
  tokenOf,
}) => {
  const token = await tokenOf('stagiaire');
  await loginAs('stagiaire');
  await expect(page.getByRole('heading', { name: /^Bonjour/ })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Mes formations à venir', exact: true });
  await expect(upcoming).toBeVisible();

  let upcomingRows = 0;
  for (const group of TRAINEE_GROUPS) {
    const rows = rowsOf(
      await api.get<Row[] | { data: Row[] }>('/api/trainee/trainings/upcoming', token, { ...PAGE, status: group.status }),
    );
    upcomingRows += rows.length;
    const region = upcoming.getByRole('region', { name: group.title, exact: true });
    await expect(region, `group « ${group.title} »`).toBeVisible();
    if (rows.length > 0) {
      await expect(region.getByText(trainingName(rows[0]), { exact: true }).first()).toBeVisible();
    } else {
      await expect(region.getByText('Aucune formation pour le moment')).toBeVisible();
    }
  }
  expect(upcomingRows, 'the demo trainee has upcoming registrations').toBeGreaterThan(0);

  const past = rowsOf(
    await api.get<Row[] | { data: Row[] }>('/api/trainee/trainings/past', token, { ...PAGE, status: 'valide' }),
  );
  expect(past.length, 'the demo trainee has past trainings').toBeGreaterThan(0);
  const pastRegion = page.getByRole('region', { name: 'Mes formations passées', exact: true });
  await expect(pastRegion.getByText(trainingName(past[0]), { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Votre profil est compl(et|été à \d+ %)/).first()).toBeVisible();
});

/**
 * What a panel promises, checked on the page its first row opens: the training's page (its title as
 * heading), on the tab the panel names, where that role can do what the panel asks.
 */
interface PanelPromise {
  tab?: string;
  /** The control of the promised action, on the opened page, for the panel's first row. */
  action: (page: Page, row: Row) => Locator;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const trainingPage: PanelPromise = { action: (page) => page.getByRole('tab', { name: /^Stagiaires/ }) };
const teamHours: PanelPromise = { tab: 'Équipe', action: (page) => page.getByRole('region', { name: 'Intervenants' }).getByRole('button', { name: /heures/i }).first() };
/** A validated Ares contract may be a teacher's or a pedagogical supervisor's: the hours button of either team list. */
const contractHoursOfTeam: PanelPromise = { tab: 'Équipe', action: (page) => page.getByRole('main').getByRole('button', { name: /heures/i }).first() };
const PROMISES: Record<string, PanelPromise> = {
  'Formations en cours': trainingPage,
  'Formations à booster': trainingPage,
  'Formations à venir': trainingPage,
  'Heures contrat validées': contractHoursOfTeam,
  'Paiements à effectuer': { tab: 'Défraiements', action: (page) => page.getByRole('button', { name: /^Détail du défraiement d/ }).first() },
  'Préinscriptions à traiter': {
    tab: 'Stagiaires',
    action: (page, row) => page.getByRole('button', { name: `Gérer le statut ${ofName(traineeName(row))}` }),
  },
  "Feuilles d'émargement à saisir": { tab: 'Présences', action: (page) => page.getByRole('main').getByRole('button', { name: /^(Présent|Absent) : / }).first() },
  'Défraiements à gérer': { tab: 'Défraiements', action: (page) => page.getByRole('button', { name: /^Détail du défraiement d/ }).first() },
  'Formations à venir sans intervenant': { tab: 'Équipe', action: (page) => page.getByRole('button', { name: 'Ajouter un intervenant' }) },
  'Formations à venir sans heures saisies': teamHours,
  'Formations passées sans heures réalisées': teamHours,
  'Mes formations des 15 prochains jours': { action: (page) => page.getByRole('tab').first() },
  'Mes formations des 15 derniers jours': { action: (page) => page.getByRole('tab').first() },
};

const rowTitle = (row: Row) => String(row.title ?? row.training_title ?? (row.training as Row | undefined)?.title);

for (const [role, panels] of Object.entries(PANELS) as [Exclude<RoleSlug, 'stagiaire'>, Panel[]][]) {
  test(`tableau de bord ${DEMO_ACCOUNTS[role].roleName} : la première ligne de chaque panneau mène à l’action promise`, async ({
    page,
    loginAs,
    api,
    tokenOf,
  }) => {
    test.setTimeout(120_000);
    const token = await tokenOf(role);
    await loginAs(role);
    for (const panel of panels) {
      const promise = PROMISES[panel.title];
      expect(promise, `promesse du panneau « ${panel.title} »`).toBeTruthy();
      const [row] = rowsOf(await api.get<Row[] | { data: Row[] }>(panel.path, token, panel.params));
      await page.goto('/');
      const region = page.getByRole('region', { name: panel.title, exact: true });
      await region.getByRole('listitem').first().getByRole('link').first().click();
      await expect(page, `« ${panel.title} » ouvre une formation`).toHaveURL(/\/formations\/\d+/);
      await expect(page.getByRole('heading', { level: 1, name: rowTitle(row!), exact: true })).toBeVisible();
      if (promise!.tab) await expect(page.getByRole('tab', { name: new RegExp(`^${escape(promise!.tab)}`) })).toHaveAttribute('aria-selected', 'true');
      const action = promise!.action(page, row!);
      await expect(action, `l’action promise par « ${panel.title} »`).toBeVisible();
      await expect(action).toBeEnabled();
    }
  });
}
