// Training leave, end to end: a conseiller prud'hommes of the demo, 8 days of continuing training planned
// in the year, registers to a three-day training for councillors — the wizard warns that the yearly cap
// of 10 days (D. 1442-7) would be exceeded, and registers anyway; staff see the flag in the Stagiaires tab
// and the leave with its balance in 'Gérer le statut'; the trainee's profile shows the balances.
import type { LeaveBalances, Paged, RegistrationOptions, TrainingSearchItem, TrainingTrainee } from '@irt/api/contract';
import { ofName } from '@irt/api/constants';
import { expect, sessionCookies, test } from './support/fixtures';
import { seriousViolations } from './support/pages';
import { DEMO_PASSWORD } from './support/spec-tables';

const OPEN_TITLE = 'Conseillers prud’hommes : le contentieux du licenciement économique';
const TAKEN_TITLE = 'Conseillers prud’hommes : rédiger le jugement';
const CONTINUING = 'Formation continue des conseillers prud’hommes';

test('congé de formation : plafond annuel dépassé signalé, inscription, statut et soldes', async ({ page, api, tokenOf, baseURL }, testInfo) => {
  test.setTimeout(180_000);
  const admin = await tokenOf('administrateur');
  const find = async (term: string, title: string) => {
    const found = await api.get<Paged<TrainingSearchItem>>('/api/trainings/search', admin, { search_term: term, page: 1, per_page: 20 });
    const item = found.data.find((t) => t.title === title);
    expect(item, title).toBeTruthy();
    return item!;
  };
  const open = await find('contentieux du licenciement', OPEN_TITLE);
  const taken = await find('rédiger le jugement', TAKEN_TITLE);
  // The councillor: the one trainee validated on the training taken (the demo seed's scenario).
  const [councillor] = (await api.get<Paged<TrainingTrainee>>(`/api/trainings/${taken.id}/trainees`, admin, { page: 1 })).data;
  expect(councillor.leave?.kind).toBe('cph_continue');
  const token = await api.login(councillor.email, DEMO_PASSWORD);
  const options = await api.get<RegistrationOptions>(`/api/trainings/${open.id}/registration-options`, token);
  const leave = options.leaves?.find((l) => l.kind === 'cph_continue');
  const yearly = leave?.caps.find((c) => c.period === 'annee_civile');
  // 8 days planned in the year, 3 more: over the 10 days.
  expect([yearly?.used, yearly?.adding, yearly?.exceeded]).toEqual([8, 3, true]);

  await page.context().addCookies(sessionCookies(token, baseURL as string));
  await page.goto(`/inscription/${open.id}`);
  await expect(page.getByRole('heading', { level: 1, name: "M'inscrire à la formation" })).toBeVisible();
  await page.getByRole('tab', { name: 'Finalisation' }).click();
  const step = page.getByRole('tabpanel', { name: 'Finalisation' });
  const choose = async (label: RegExp, option?: string) => {
    await step.getByRole('combobox', { name: label }).click();
    const listbox = page.getByRole('listbox');
    await (option ? listbox.getByRole('option', { name: option, exact: true }) : listbox.getByRole('option').first()).click();
  };
  // Only the leaves the councillor's mandates open, none chosen at first.
  await step.getByRole('combobox', { name: /Le congé de formation que j’utilise/ }).click();
  const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
  expect(offered).toEqual(['Aucun congé de formation', ...(options.leaves ?? []).map((l) => l.label)]);
  await page.getByRole('listbox').getByRole('option', { name: CONTINUING, exact: true }).click();
  const balance = step.getByRole('group', { name: `Solde : ${CONTINUING}` });
  await expect(balance.getByText('10 jours par année civile', { exact: true })).toBeVisible();
  await expect(balance.getByRole('listitem').nth(1)).toContainText('8 jours déjà pris, 3 jours pour cette formation, 2 jours restants avant elle.');
  const warning = balance.getByRole('alert').filter({ hasText: 'Plafond dépassé' });
  await expect(warning).toContainText('avec cette formation, 11 jours sur 10 jours par année civile (D. 1442-7). Vous pouvez vous inscrire');
  await expect(balance.getByText(/^Délai de prévenance : 30 jours\./)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('conge-1-assistant.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await balance.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('conge-1-assistant-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);

  // A warning, not a block: the registration goes through.
  await step.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }).check();
  if (options.councillor_block_required) {
    await choose(/Ancienneté/);
    await choose(/Nombre de formations suivies/);
  }
  await choose(/Comment avez-vous connu/);
  const answer = page.waitForResponse((res) => res.url().endsWith(`/api/trainings/${open.id}/register`) && res.request().method() === 'POST');
  await step.getByRole('button', { name: "Je m'inscris" }).click();
  const sent = await answer;
  expect(sent.status()).toBe(201);
  expect(sent.request().postDataJSON()).toMatchObject({ leave_kind: 'cph_continue' });
  await expect(page.getByRole('dialog', { name: 'Bravo, vous êtes bien préinscrit·e !' })).toBeVisible();

  // The trainee's balances, in the profile: the 8 days planned in the training's year.
  await page.goto('/profil#droits-conge-formation');
  const rights = page.getByRole('region', { name: 'Mes droits à congé de formation' });
  const table = rights.getByRole('table', { name: `Solde : ${CONTINUING}` });
  const balances = await api.get<LeaveBalances>('/api/profile/leave-balances', token);
  const year = balances.leaves.find((l) => l.kind === 'cph_continue')!.periods.find((p) => p.period === 'annee_civile' && p.planned === 8);
  expect(year, 'the year of the training, 8 days planned').toBeTruthy();
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${year!.label}`) }) });
  await expect(row.getByRole('cell')).toHaveText(['10 jours', '0 jour', '8 jours', '2 jours']);
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('conge-3-profil.png'), fullPage: true });
  // A phone reads each period as a line.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(table).toBeHidden();
  await expect(rights.getByText(`${year!.label} — 10 jours`)).toBeVisible();
  await rights.getByText(`${year!.label} — 10 jours`).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('conge-3-profil-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });

  // Staff: the flag on the row, the leave and its balance in 'Gérer le statut'.
  await page.context().clearCookies();
  await page.context().addCookies(sessionCookies(admin, baseURL as string));
  await page.goto(`/formations/${open.id}?tab=Stagiaires`);
  const tab = page.getByRole('region', { name: 'Stagiaires' });
  const traineeRow = tab.getByRole('row', { name: new RegExp(councillor.name) });
  await expect(traineeRow.getByText('Plafond dépassé')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('conge-2-stagiaires.png'), fullPage: true });
  await tab.getByRole('button', { name: `Gérer le statut ${ofName(councillor.name)}` }).click();
  const panel = page.getByRole('dialog', { name: 'Gérer le statut' });
  const section = panel.getByRole('region', { name: 'Congé de formation' });
  await expect(section.getByText(CONTINUING, { exact: true })).toBeVisible();
  await expect(section.getByText('Plafond dépassé', { exact: true })).toBeVisible();
  await expect(section.getByRole('listitem').nth(1)).toContainText('8 jours déjà pris, 3 jours pour cette formation');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('conge-2-statut.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('conge-2-statut-375.png') });
  await page.setViewportSize({ width: 1366, height: 800 });
  expect(await seriousViolations(page)).toEqual([]);

  // Corrected to the union leave (the councillor may always use it): the flag goes, 12 days a year.
  await section.getByRole('button', { name: 'corriger' }).click();
  await section.getByRole('combobox', { name: 'Congé utilisé pour cette formation' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Congé de formation économique, sociale, environnementale et syndicale', exact: true }).click();
  await section.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Bravo, le congé de formation a bien été modifié')).toBeVisible();
  await expect(section.getByText('Congé de formation économique, sociale, environnementale et syndicale', { exact: true })).toBeVisible();
  await expect(traineeRow.getByText('Plafond dépassé')).toHaveCount(0);
});
