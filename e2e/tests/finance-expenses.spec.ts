// The Défraiements tab of a training and the expense side panel (spec 001 "Défraiements", spec 002
// "Expense side panel"): a gestionnaire fills a teacher's expense, the transport computed by the server
// from the real communes, and saves it 'À payer', each save and change of status told by its toast; a
// save the server refuses shows its message; closing on amounts not saved asks first; the dashboard's
// 'Défraiements à gérer' rows open the tab; the teaching staff never load the money remote.
import type { ExpensePanel, Paged, TrainingExpenses, TrainingRow } from '@irt/api/contract';
import { screenshots, seriousViolations } from './support/pages';
import { expect, test } from './support/fixtures';

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

  await tab.getByRole('button', { name: `Détail du défraiement de ${name}` }).click();
  const panel = page.getByRole('dialog', { name: `Défraiement de ${name}` });
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
  await row.getByRole('button', { name: `Détail du défraiement de ${name}` }).click();
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
