// The Défraiements tab of a training and the expense side panel: a gestionnaire fills a teacher's expense,
// the transport computed by the server from the real communes, and saves it 'À payer', each save and change
// of status told by its toast; a save the server refuses shows its message; closing on amounts not saved asks
// first; the dashboard's 'Défraiements à gérer' rows open the tab; the teaching staff never load the money
// remote.
import type { ExpensePanel, Paged, TrainingExpenses, TrainingRow } from '@irt/api/contract';
import { screenshots, seriousViolations } from './support/pages';
import { expect, test } from './support/fixtures';
import { ofName } from '@irt/api/constants';

const ITEM_UPDATED = "Bravo, l'item a bien été modifié";

test('un gestionnaire remplit le défraiement d’un intervenant, transport calculé, puis le passe « À payer »', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  /** The success toast of a save, read then closed (the next one waits for it). */
  const toastSaid = async () => {
    const toast = page.getByText(ITEM_UPDATED);
    await expect(toast).toBeVisible();
    await page.getByTitle('Fermer').click();
    await expect(toast).toBeHidden();
  };
  const token = await tokenOf('gestionnaire');
  const categories = await api.get<{ id: number; category: string }[]>('/api/vehicle-categories', token);
  const fiveCv = categories.find((c) => c.category === '5 CV');
  expect(fiveCv, 'the 5 CV category of the official scale').toBeTruthy();
  // A training not closed, with a team member whose expense is still open (or absent), living in a
  // commune the server can place, on a training held in a place.
  let target: { training: number; profile: number; name: string } | undefined;
  for (const timeline of ['past', 'ongoing', 'upcoming']) {
    const trainings = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline, page: 1, per_page: 50 });
    for (const training of trainings.data.filter((t) => t.status.id !== 6 && t.status.id !== 7)) {
      const tab = await api.get<TrainingExpenses>(`/api/training-expenses/by-training/${training.id}`, token);
      for (const row of tab.people.filter((p) => p.on_team && p.reimbursed && (p.expense_status === null || p.expense_status.id === 1))) {
        const panel = await api.get<ExpensePanel>(`/api/training-expenses/by-training/${training.id}/profiles/${row.profile_id}`, token);
        if (!(panel.allows.transport && panel.person.commune && panel.training.place)) continue;
        // The server must be able to place both communes (a commune without coordinates answers 400),
        // and they must differ (a teacher living where the training is held travels 0 km).
        const preview = await api.send(
          'PATCH',
          `/api/trainings-expenses/${training.id}/profiles/${row.profile_id}/calculate-transport-cost`,
          { vehicle_category_id: fiveCv!.id },
          token,
        );
        if (preview.ok() && Number((await preview.json()).calculated_distance) > 0) {
          target = { training: training.id, profile: row.profile_id, name: row.username };
          break;
        }
      }
      if (target) break;
    }
    if (target) break;
  }
  expect(target, 'a teacher with an open expense on a training held in a place').toBeTruthy();
  const { training, name } = target!;

  await loginAs('gestionnaire', `/formations/${training}?tab=Défraiements`);
  const tab = page.getByRole('region', { name: 'Frais' });
  await expect(tab.getByRole('heading', { name: 'Indicateurs financiers' })).toBeVisible();
  await expect(tab.getByText('Dîners pris en charge')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, (file) => testInfo.outputPath(file), 'defraiements');

  await tab.getByRole('button', { name: `Détail du défraiement ${ofName(name)}` }).click();
  const panel = page.getByRole('dialog', { name: `Défraiement ${ofName(name)}` });
  const create = panel.getByRole('button', { name: 'Créer' });
  const lines = panel.getByRole('form', { name: 'Lignes du défraiement' });
  await expect(create.or(lines)).toBeVisible();
  if (await create.isVisible()) await create.click();
  await expect(lines).toBeVisible();

  await panel.getByRole('combobox', { name: 'Puissance fiscale' }).click();
  await page.getByRole('option', { name: '5 CV' }).click();
  const calculation = panel.getByLabel('Calcul du transport');
  await expect(calculation.getByText(/km \((à vol d’oiseau × 1,3|distance routière)\)/)).toBeVisible();
  await expect(calculation.getByText('0,636 € / km')).toBeVisible();
  await panel.getByLabel('Péage et stationnement (€)').fill('4,20');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('panneau-1366.png'), fullPage: true });

  const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && /\/api\/training-expenses\/\d+$/.test(res.url()));
  await panel.getByRole('button', { name: 'À payer' }).click();
  const answer = await (await saved).json();
  await toastSaid();
  expect(answer.expense.status.name).toBe('À payer');
  expect(answer.expense.toll_parking_costs).toBe('4.20');
  expect(Number(answer.expense.calculated_distance)).toBeGreaterThan(0);
  // Saved 'À payer' by a gestionnaire: the panel closes, the row reads À payer.
  await expect(panel).toBeHidden();
  const row = tab.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('À payer')).toBeVisible();

  // Reopened: the history tells who did what.
  await row.getByRole('button', { name: `Détail du défraiement ${ofName(name)}` }).click();
  await expect(panel.getByText('Statut : En cours → À payer')).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('panneau-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });
  await panel.getByRole('button', { name: 'Modifier' }).click();
  await toastSaid();
  await expect(panel.getByRole('button', { name: 'À payer' })).toBeVisible();
  await expect(panel.getByText('Statut : À payer → En cours')).toBeVisible();

  // 'Enregistrer' keeps it En cours, then the gestionnaire asks for receipts.
  await panel.getByLabel('Autres frais (€)').fill('2,50');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await toastSaid();
  await panel.getByRole('button', { name: 'En attente de pièces' }).click();
  await toastSaid();
  await expect(panel.getByText('Statut : En cours → En attente de pièces')).toBeVisible();

  // Meanwhile the expense is set À payer elsewhere: the next save is refused, with the server's message.
  const expenseId = answer.expense.id as number;
  const elsewhere = await api.send('PATCH', `/api/training-expenses/${expenseId}/status`, { training_expense_status_id: 2 }, token);
  expect(elsewhere.ok()).toBe(true);
  await panel.getByLabel('Autres frais (€)').fill('3,00');
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  const refusal = panel.getByRole('form', { name: 'Lignes du défraiement' }).getByRole('alert');
  await expect(refusal).toContainText("Erreur lors de l'enregistrement de la dépense");
  await expect(refusal).toContainText('Ce défraiement est « À payer » : utilisez « Modifier » pour le rouvrir avant de le changer.');
  await page.screenshot({ path: testInfo.outputPath('panneau-refus-1366.png'), fullPage: true });

  // Closing on the amount typed asks first: keep editing, then discard.
  await panel.getByRole('button', { name: 'Fermer' }).click();
  const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await expect(question).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('panneau-fermeture-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });
  await question.getByRole('button', { name: 'Continuer la saisie' }).click();
  await expect(question).toBeHidden();
  await expect(panel.getByLabel('Autres frais (€)')).toHaveValue('3,00');
  await page.keyboard.press('Escape');
  await question.getByRole('button', { name: 'Abandonner les modifications' }).click();
  await expect(panel).toBeHidden();
});

test('les lignes « Défraiements à gérer » du tableau de bord ouvrent l’onglet Défraiements', async ({ page, loginAs }) => {
  await loginAs('gestionnaire', '/');
  const panel = page.getByRole('region', { name: 'Défraiements à gérer' });
  const first = panel.getByRole('link').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/formations\/\d+\?tab=D%C3%A9fraiements|\/formations\/\d+\?tab=Défraiements/);
  await expect(page.getByRole('region', { name: 'Frais' }).getByRole('heading', { name: 'Indicateurs financiers' })).toBeVisible();
});

for (const role of ['responsable-pedagogique', 'intervenant'] as const) {
  test(`un ${role} ne charge jamais mf-finance`, async ({ page, loginAs, api, tokenOf }) => {
    const finance: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mf-finance/')) finance.push(request.url());
    });
    const token = await tokenOf(role);
    const trainings = await api.get<Paged<TrainingRow>>('/api/trainings', token, { page: 1, per_page: 5 });
    await loginAs(role, trainings.data[0] ? `/formations/${trainings.data[0].id}?tab=Défraiements` : '/');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Frais' })).toHaveCount(0);
    expect(finance).toEqual([]);
  });
}

test('le panneau de défraiement d’un stagiaire de Traenheim calcule la distance, sans erreur dans la console', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('gestionnaire');
  const admin = await tokenOf('administrateur');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A trainee with transport reimbursed on a training held in Strasbourg, whose expense is open or absent.
  let target: { training: number; profile: number; name: string; roundTrips: number } | undefined;
  for (const timeline of ['upcoming', 'ongoing', 'past']) {
    const trainings = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline, page: 1, per_page: 50 });
    for (const training of trainings.data.filter((t) => t.status.id !== 6 && t.status.id !== 7)) {
      const tab = await api.get<TrainingExpenses>(`/api/training-expenses/by-training/${training.id}`, token);
      const row = tab.people.find((p) => !p.on_team && p.reimbursed && (p.expense_status === null || p.expense_status.id === 1));
      if (!row) continue;
      const panel = await api.get<ExpensePanel>(`/api/training-expenses/by-training/${training.id}/profiles/${row.profile_id}`, token);
      if (panel.allows.transport && /Strasbourg/.test(panel.training.place ?? '')) {
        target = { training: training.id, profile: row.profile_id, name: row.username, roundTrips: Math.max(1, panel.training.number_of_round_trips) };
        break;
      }
    }
    if (target) break;
  }
  expect(target, 'a reimbursed trainee on a training held in Strasbourg').toBeTruthy();
  const { training, profile, name, roundTrips } = target!;
  // The trainee lives in Traenheim (67310), a village of 700 inhabitants, and drives a 5 CV.
  const [traenheim] = await api.get<{ id: number; name: string }[]>('/api/cities', token, { zip_code: '67310' }).then((list) => list.filter((c) => c.name === 'Traenheim'));
  expect(traenheim, 'Traenheim among the communes of 67310').toBeTruthy();
  const categories = await api.get<{ id: number; category: string }[]>('/api/vehicle-categories', token);
  const fiveCv = categories.find((c) => c.category === '5 CV')!;
  const before = await api.get<{ city_id: number | null; profile_zip_code: string | null; vehicle_category_id: number | null }>(`/api/profiles/${profile}`, admin);
  const update = await api.send('PUT', `/api/profiles/${profile}`, { city_id: traenheim.id, profile_zip_code: '67310', vehicle_category_id: fiveCv.id }, admin);
  expect(update.ok(), await update.text()).toBeTruthy();
  // The trainee gets their commune back afterwards: other tests read the seeded people.
  const restore = () =>
    api.send('PUT', `/api/profiles/${profile}`, { city_id: before.city_id, profile_zip_code: before.profile_zip_code, vehicle_category_id: before.vehicle_category_id }, admin);
  try {
    // The expected figures, computed here: great-circle from Traenheim (48.5944, 7.4659) to Strasbourg
    // (48.5714, 7.7676) × 1,3, to 0,1 km, each round trip driven twice at 0,636 € per km.
    const rad = (d: number) => (d * Math.PI) / 180;
    const [a, b] = [
      { lat: 48.5944, lon: 7.4659 },
      { lat: 48.5714, lon: 7.7676 },
    ];
    const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
    const straightTenths = Math.round(Math.round(2 * 6371.0088 * Math.asin(Math.sqrt(h)) * 10) / 10 * 10);
    const tenths = Math.floor((2 * straightTenths * 13 + 10) / 20);
    const cents = Math.floor((2 * tenths * 2 * roundTrips * 636 + 100) / 200);
    const kmText = `${Math.floor(tenths / 10)},${tenths % 10} km`;
    const eurosText = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

    await loginAs('gestionnaire', `/formations/${training}?tab=Défraiements`);
    const tab = page.getByRole('region', { name: 'Frais' });
    await tab.getByRole('button', { name: `Détail du défraiement ${ofName(name)}` }).click();
    const panel = page.getByRole('dialog', { name: `Défraiement ${ofName(name)}` });
    const create = panel.getByRole('button', { name: 'Créer' });
    const lines = panel.getByRole('form', { name: 'Lignes du défraiement' });
    await expect(create.or(lines)).toBeVisible();
    if (await create.isVisible()) await create.click();
    await expect(lines).toBeVisible();
    const calculation = panel.getByLabel('Calcul du transport');
    await expect(calculation.getByText(`${kmText} (à vol d’oiseau × 1,3)`)).toBeVisible();
    await expect(calculation.getByText(new RegExp(`^${eurosText}\\s€$`))).toBeVisible();
    await expect(panel.getByText(/est inconnue/)).toHaveCount(0);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('panneau-traenheim-1366.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(calculation).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('panneau-traenheim-375.png') });
    expect(errors).toEqual([]);
  } finally {
    await restore();
  }
});
