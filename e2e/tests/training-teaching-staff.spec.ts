// The training detail as the teaching staff use it (tabs, Stagiaires, Présences, Remboursements): the
// intervenant reads the trainees of a training they teach and enters absences once it has ended; the
// responsable pédagogique never sees a pre-registration nor the status filter; the intervenant's own receipts
// in Remboursements; a training the intervenant does not teach is refused. (The trainings list of both roles
// is trainings-list.spec.ts.)
import type { Page } from '@playwright/test';
import type { Absence, Paged, RoleSlug, TrainingDetail, TrainingRow, TrainingTrainee } from '@irt/api/contract';
import { PDF, seriousViolations } from './support/pages';
import { expect, fr, test } from './support/fixtures';
import { trainingPayload } from './support/scene';
import { ofName, TRAINING_STATUS } from '@irt/api/constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The tabs each role sees, in the order shown (Indicateurs: nobody). */
const TABS_OF: Partial<Record<RoleSlug, string[]>> = {
  intervenant: ['Informations', 'Stagiaires', 'Présences', 'Actions par stagiaire', 'Remboursements', 'Évaluations'],
  'responsable-pedagogique': ['Informations', 'Stagiaires', 'Équipe', 'Présences', 'Actions par stagiaire', 'Remboursements', 'Évaluations'],
};

type Api = { get: <T>(path: string, token?: string, params?: Record<string, string | number>) => Promise<T> };

/** Every training the intervenant lists (those they teach or supervise), as they read each one. */
async function taughtTrainings(api: Api, token: string, timeline: 'all' | 'past' | 'upcoming'): Promise<TrainingDetail[]> {
  const rows = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline, current_page: 1, per_page: 100 });
  return Promise.all(rows.data.map((row) => api.get<TrainingDetail>(`/api/trainings/${row.id}`, token)));
}

/** The header cell of each row of the Stagiaires table (the trainee), in order. */
async function shownTrainees(page: Page): Promise<string[]> {
  return page.getByRole('table', { name: 'Stagiaires de la formation' }).getByRole('rowheader').allTextContents();
}

/** What each row's header cell holds for these trainees: photo or initials, then name and email. */
const identities = (trainees: TrainingTrainee[]) => trainees.map((t) => expect.stringContaining(`${t.name}${t.email}`));

async function expectTabs(page: Page, role: RoleSlug, selected: string) {
  await expect(page.getByRole('tab', { name: selected, selected: true })).toBeVisible();
  await expect.poll(() => page.getByRole('tablist').getByRole('tab').allInnerTexts()).toEqual(TABS_OF[role]);
}

async function screenshots(page: Page, outputPath: (name: string) => string, name: string, onPhone?: () => Promise<void>) {
  await page.screenshot({ path: outputPath(`${name}-1366.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  // On a phone the tabs are a select box and nothing is wider than the screen.
  await expect(page.getByRole('combobox', { name: 'Onglet' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await onPhone?.();
  await page.screenshot({ path: outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });
}

test("stagiaires : l'intervenant lit le tableau, le responsable pédagogique n'a ni préinscrits ni filtre ni Préinscription", async ({
  page,
  loginAs,
  api,
  tokenOf,
}, testInfo) => {
  const [teacherToken, supervisorToken, adminToken] = await Promise.all([tokenOf('intervenant'), tokenOf('responsable-pedagogique'), tokenOf('administrateur')]);
  // A coming training the intervenant teaches, with pre-registrations and other registrations, on one page.
  // The latest first: the other specs change the soonest ones.
  let chosen: { training: TrainingDetail; all: TrainingTrainee[] } | undefined;
  for (const training of (await taughtTrainings(api, teacherToken, 'upcoming')).reverse()) {
    if (training.training_status_id !== 3) continue;
    const all = await api.get<Paged<TrainingTrainee>>(`/api/trainings/${training.id}/trainees`, adminToken, { page: 1 });
    const pre = all.data.filter((t) => t.registration_status.slug === 'preinscription');
    if (all.last_page === 1 && pre.length > 0 && pre.length < all.data.length) {
      chosen = { training, all: all.data };
      break;
    }
  }
  expect(chosen, 'a coming published training of the demo intervenant with pre-registrations').toBeTruthy();
  const { training, all } = chosen!;
  const preRegistered = all.filter((t) => t.registration_status.slug === 'preinscription');

  // The intervenant: every registration (pre-registrations included), read only.
  await loginAs('intervenant', `/formations/${training.id}?tab=Stagiaires`);
  await expectTabs(page, 'intervenant', 'Stagiaires');
  const tab = page.getByRole('region', { name: 'Stagiaires' });
  const asTeacher = await api.get<Paged<TrainingTrainee>>(`/api/trainings/${training.id}/trainees`, teacherToken, { page: 1 });
  expect(asTeacher.data.map((t) => t.id)).toEqual(all.map((t) => t.id));
  await expect.poll(() => shownTrainees(page)).toEqual(identities(all));
  const firstPre = tab.locator('tbody tr', { hasText: preRegistered[0].email });
  await expect(firstPre.getByText('Préinscription', { exact: true })).toBeVisible();
  await expect(tab.getByText(`${all.length} stagiaire${all.length > 1 ? 's' : ''}`, { exact: true })).toBeVisible();
  await expect(tab.getByRole('button', { name: /^Gérer le statut/ })).toHaveCount(0);
  await expect(tab.getByRole('combobox', { name: 'Statut' })).toHaveCount(0);
  // 'Voir' opens each trainee's page.
  await expect(tab.getByRole('link', { name: /^Voir / }).first()).toHaveAttribute('href', /^\/stagiaires\/\d+$/);
  await expect(tab.getByRole('button', { name: 'Exporter les pupitres' })).toBeEnabled();
  // Neither the status panel of the training nor its edit actions.
  await expect(page.getByRole('button', { name: /^(Changer le statut|Modifier|Publier|Reporter la formation)$/ })).toHaveCount(0);
  await screenshots(page, testInfo.outputPath.bind(testInfo), 'stagiaires-intervenant', async () => {
    // One card per registration, its status on screen (no table scrolled sideways).
    const cards = tab.getByRole('list', { name: 'Stagiaires de la formation' }).getByRole('listitem');
    await expect(cards).toHaveCount(all.length);
    await expect(tab.getByRole('table')).toHaveCount(0);
    const last = all[all.length - 1];
    const status = await cards.filter({ hasText: last.email }).getByText(last.registration_status.name, { exact: true }).first().boundingBox();
    expect(status!.x + status!.width, 'the right edge of the status').toBeLessThanOrEqual(375);
  });
  expect(await seriousViolations(page)).toEqual([]);

  // The responsable pédagogique: the same training without its pre-registrations, without the filter.
  await page.context().clearCookies();
  await loginAs('responsable-pedagogique', `/formations/${training.id}?tab=Stagiaires`);
  await expectTabs(page, 'responsable-pedagogique', 'Stagiaires');
  const others = all.filter((t) => t.registration_status.slug !== 'preinscription');
  await expect.poll(() => shownTrainees(page)).toEqual(identities(others));
  await expect(tab.getByText(`${others.length} stagiaire${others.length > 1 ? 's' : ''}`, { exact: true })).toBeVisible();
  await expect(tab.getByRole('table').getByText('Préinscription', { exact: true })).toHaveCount(0);
  for (const trainee of preRegistered) await expect(tab.getByText(trainee.email, { exact: true })).toHaveCount(0);
  await expect(tab.getByRole('combobox', { name: 'Statut' })).toHaveCount(0);
  await expect(page.getByText('Voir tout')).toHaveCount(0);
  const asSupervisor = await api.get<Paged<TrainingTrainee>>(`/api/trainings/${training.id}/trainees`, supervisorToken, { page: 1 });
  expect(asSupervisor.data.map((t) => t.id)).toEqual(others.map((t) => t.id));

  // 'Gérer le statut': three choices, never Préinscription.
  const trainee = others[0];
  await tab.getByRole('button', { name: `Gérer le statut ${ofName(trainee.name)}` }).click();
  const panel = page.getByRole('dialog', { name: 'Gérer le statut' });
  await expect(panel.getByText(trainee.email).first()).toBeVisible();
  await panel.getByRole('button', { name: 'modifier' }).click();
  const choices = panel.getByRole('radiogroup', { name: "Statut de l'inscription" }).getByRole('radio');
  await expect(choices).toHaveCount(3);
  await expect(panel.getByRole('radio', { name: /^En attente/ })).toBeVisible();
  await expect(panel.getByRole('radio', { name: /^Validé/ })).toBeVisible();
  await expect(panel.getByRole('radio', { name: /^Refusé/ })).toBeVisible();
  await expect(panel.getByRole('radio', { name: /^Préinscription/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('gerer-le-statut-responsable.png') });
  await panel.getByRole('button', { name: 'Fermer' }).click();
  await expect(panel).toBeHidden();
});

test("présences : l'intervenant saisit une absence une fois la formation terminée, sans marquer les présences ; le responsable pédagogique aussi", async ({
  page,
  loginAs,
  api,
  tokenOf,
}, testInfo) => {
  const [teacherToken, adminToken] = await Promise.all([tokenOf('intervenant'), tokenOf('administrateur')]);
  // An ended, postponed training still open to attendance: training-attendance.spec.ts marks a published
  // one done (status 3), nobody else enters absences. The demo intervenant joins its team if needed.
  const adminPast = await api.get<Paged<TrainingRow>>('/api/trainings', adminToken, { timeline: 'past', current_page: 1, per_page: 100 });
  let chosen: { detail: TrainingDetail; trainee: TrainingTrainee } | undefined;
  for (const row of adminPast.data.filter((r) => r.status.id === 4)) {
    const detail = await api.get<TrainingDetail>(`/api/trainings/${row.id}`, adminToken);
    if (!detail.allowed_actions.can_edit_attendance) continue;
    const validated = await api.get<Paged<TrainingTrainee>>(`/api/trainings/${row.id}/trainees`, adminToken, { status: 'valide', page: 1 });
    if (validated.data.length > 0) {
      chosen = { detail, trainee: validated.data[0] };
      break;
    }
  }
  expect(chosen, 'an ended postponed training open to attendance, with validated trainees').toBeTruthy();
  const { trainee } = chosen!;
  const me = await api.get<{ id: number }>('/api/profile', teacherToken);
  if (!chosen!.detail.teachers.some((m) => m.profile_id === me.id)) {
    const added = await api.post(`/api/trainings/${chosen!.detail.id}/teachers`, { profile_id: me.id, confirm_conflicts: true }, adminToken);
    expect(added.status(), await added.text()).toBe(201);
  }
  // As the intervenant reads it: they may enter absences (allowed_actions.can_edit_attendance), not mark them done.
  const open = await api.get<TrainingDetail>(`/api/trainings/${chosen!.detail.id}`, teacherToken);
  expect(open.allowed_actions.can_edit_attendance).toBe(true);
  expect(open.allowed_actions.can_mark_attendance_done).toBe(false);

  await loginAs('intervenant', `/formations/${open.id}?tab=presences`);
  await expectTabs(page, 'intervenant', 'Présences');
  const tab = page.getByRole('region', { name: 'Présences' });
  const firstDay = tab.getByRole('region').first();
  await expect(firstDay.getByRole('row', { name: new RegExp(trainee.name) })).toBeVisible();
  // Refused and pre-registered trainees are not in the attendance.
  const all = await api.get<Paged<TrainingTrainee>>(`/api/trainings/${open.id}/trainees`, teacherToken, { page: 1 });
  for (const out of all.data.filter((t) => t.registration_status.slug === 'refuse' || t.registration_status.slug === 'preinscription')) {
    await expect(firstDay.getByRole('row', { name: new RegExp(out.name) })).toHaveCount(0);
  }
  await expect(tab.getByText(fr("La formation n'est pas terminée."))).toHaveCount(0);
  await expect(tab.getByRole('button', { name: 'Marquer les présences comme saisies' })).toHaveCount(0);
  await expect(tab.getByRole('button', { name: 'Annuler la saisie des présences' })).toHaveCount(0);

  // One half-day changed, then put back: the API records it each time.
  const toggle = firstDay.getByRole('group', { name: new RegExp(`: ${trainee.name}$`) }).first();
  const absentBefore = (await toggle.getByRole('button', { name: 'Absent' }).getAttribute('aria-pressed')) === 'true';
  const countOf = async () => (await api.get<Absence[]>(`/api/absences/by-training/${open.id}`, teacherToken)).filter((a) => a.profile_id === trainee.profile_id).length;
  const before = await countOf();
  for (const target of absentBefore ? ['Présent', 'Absent'] : ['Absent', 'Présent']) {
    const saved = page.waitForResponse((r) => /\/api\/absences(\/\d+)?$/.test(new URL(r.url()).pathname) && r.request().method() !== 'GET');
    await toggle.getByRole('button', { name: target }).click();
    expect((await saved).ok()).toBe(true);
    await expect(toggle.getByRole('button', { name: target })).toHaveAttribute('aria-pressed', 'true');
    if (target === (absentBefore ? 'Présent' : 'Absent')) expect(await countOf()).toBe(before + (absentBefore ? -1 : 1));
  }
  expect(await countOf()).toBe(before);
  await screenshots(page, testInfo.outputPath.bind(testInfo), 'presences-intervenant', async () => {
    // Both half-days of a trainee on screen, under the name (not in a column scrolled sideways).
    const choices = firstDay.getByRole('group', { name: new RegExp(`: ${trainee.name}$`) });
    await expect(choices.first()).toBeVisible();
    for (const half of await choices.all()) {
      const box = await half.boundingBox();
      expect(box!.x + box!.width, 'the right edge of a half-day choice').toBeLessThanOrEqual(375);
    }
  });

  // A coming training they teach: nothing to enter yet.
  const coming = (await taughtTrainings(api, teacherToken, 'upcoming')).find((t) => t.training_status_id === TRAINING_STATUS.published);
  expect(coming, 'a coming training of the demo intervenant').toBeTruthy();
  await page.goto(`/formations/${coming!.id}?tab=presences`);
  await expect(tab.getByText(fr("La formation n'est pas terminée."))).toBeVisible();
  // Its half-days are to come: no present/absent choice is shown before the end.
  await expect(tab.getByText('À venir').first()).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Absent' })).toHaveCount(0);

  // The responsable pédagogique enters absences of an ended training too, and does not mark them done.
  await page.context().clearCookies();
  await loginAs('responsable-pedagogique', `/formations/${open.id}?tab=presences`);
  await expectTabs(page, 'responsable-pedagogique', 'Présences');
  await expect(firstDay.getByRole('row', { name: new RegExp(trainee.name) })).toBeVisible();
  await expect(toggle.getByRole('button', { name: 'Absent' })).toBeEnabled();
  await expect(tab.getByRole('button', { name: 'Marquer les présences comme saisies' })).toHaveCount(0);
  // A training whose attendance is marked done: locked, and only the administrateur may reopen it.
  const supervisorToken = await tokenOf('responsable-pedagogique');
  expect((await api.get<TrainingDetail>(`/api/trainings/${open.id}`, supervisorToken)).allowed_actions.can_mark_attendance_done).toBe(false);
  const done = (await Promise.all(adminPast.data.filter((row) => row.status.id === 5).map((row) => api.get<TrainingDetail>(`/api/trainings/${row.id}`, supervisorToken)))).find(
    (t) => t.attendance_sheet_done,
  );
  expect(done, 'a training whose attendance is marked done').toBeTruthy();
  expect(done!.allowed_actions.can_edit_attendance).toBe(false);
  await page.goto(`/formations/${done!.id}?tab=presences`);
  await expect(tab.getByText('Les présences de cette formation sont saisies : elles ne sont plus modifiables.')).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Absent' }).first()).toBeDisabled();
  await expect(tab.getByRole('button', { name: 'Annuler la saisie des présences' })).toHaveCount(0);
});

function at(daysFromNow: number, hour: number): string {
  const date = new Date(Date.now() + daysFromNow * DAY_MS);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

test("remboursements de l'intervenant : refusé hors de ses formations, puis un justificatif déposé et supprimé ; le responsable hors de l'équipe n'en a pas", async ({
  page,
  loginAs,
  api,
  tokenOf,
}, testInfo) => {
  const [teacherToken, adminToken] = await Promise.all([tokenOf('intervenant'), tokenOf('administrateur')]);
  // A training of the test, the demo intervenant not (yet) in its team.
  const title = `Remboursements intervenant ${Date.now().toString(36)}`;
  const created = await api.post(
    '/api/trainings',
    trainingPayload({ title, start_date: at(45, 9), end_date: at(46, 17), transportation_fees: true, number_of_round_trips: 1 }),
    adminToken,
  );
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as TrainingDetail;

  // Not taught by them: the API refuses it (403) and the page says so, without any tab.
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/trainings/${id}` && r.request().method() === 'GET');
  await loginAs('intervenant', `/formations/${id}?tab=remboursements`);
  expect((await refused).status()).toBe(403);
  await expect(page.getByText('Accès refusé', { exact: true })).toBeVisible();
  await expect(page.getByText(fr("Vous n'avez pas accès à cette formation."))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('acces-refuse-1366.png'), fullPage: true });

  // In the team, transport reimbursed: the tab is their own expense.
  const me = await api.get<{ id: number }>('/api/profile', teacherToken);
  const added = await api.post(`/api/trainings/${id}/teachers`, { profile_id: me.id, reimbursed_transportation: true, needs_accommodation: false, confirm_conflicts: true }, adminToken);
  expect(added.status(), await added.text()).toBe(201);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectTabs(page, 'intervenant', 'Remboursements');
  const refunds = page.getByRole('region', { name: 'Remboursements' });
  await expect(refunds.getByText('Aucun justificatif fourni')).toBeVisible();
  await expect(refunds.getByText('Aucun défraiement en cours ou passé')).toBeVisible();
  const expenseOf = () =>
    api.get<{ id: number; receipts: unknown[] }>(`/api/training/${id}/profile/${me.id}/expense`, teacherToken).then(
      (expense) => expense,
      (error: Error) => (error.message.includes('answered 404') ? null : Promise.reject(error)),
    );
  expect(await expenseOf()).toBeNull();

  // The first receipt creates the expense (En cours), then the receipt is listed.
  const description = `Billet de train ${Date.now().toString(36)}`;
  await refunds.getByRole('button', { name: 'Ajouter un justificatif' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter un justificatif' });
  await dialog.getByLabel('Fichier du justificatif').setInputFiles({ name: 'billet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bravo, le justificatif a bien été ajouté')).toBeVisible();
  await expect(refunds.getByRole('link', { name: description })).toBeVisible();
  await expect(refunds.getByText('En cours', { exact: true })).toBeVisible();
  await expect(refunds.getByText('Défraiement demandé')).toBeVisible();
  expect((await expenseOf())?.receipts).toHaveLength(1);
  await screenshots(page, testInfo.outputPath.bind(testInfo), 'remboursements-intervenant');
  expect(await seriousViolations(page)).toEqual([]);

  // Deleted after its confirmation; then the expense itself (still En cours).
  await refunds.getByRole('button', { name: `Supprimer le justificatif ${description}` }).click();
  let confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toContainText('Voulez-vous supprimer ce document ?');
  await confirm.getByRole('button', { name: 'supprimer' }).click();
  await expect(confirm).toBeHidden();
  await expect(refunds.getByRole('link', { name: description })).toHaveCount(0);
  await expect(refunds.getByText('aucun justificatif déposé pour le moment')).toBeVisible();
  expect((await expenseOf())?.receipts).toHaveLength(0);
  await refunds.getByRole('button', { name: 'Supprimer le défraiement' }).click();
  confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toContainText('Voulez-vous supprimer ce défraiement ?');
  await confirm.getByRole('button', { name: 'supprimer' }).click();
  await expect(refunds.getByText('Aucun défraiement en cours ou passé')).toBeVisible();
  expect(await expenseOf()).toBeNull();

  // A responsable pédagogique outside the team: nothing to claim there.
  await page.context().clearCookies();
  await loginAs('responsable-pedagogique', `/formations/${id}?tab=remboursements`);
  await expectTabs(page, 'responsable-pedagogique', 'Remboursements');
  await expect(page.getByText('Aucun défraiement', { exact: true })).toBeVisible();
  await expect(page.getByText(fr("Seuls les membres de l'équipe de cette formation peuvent y déposer leurs justificatifs."))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter un justificatif' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('remboursements-responsable-1366.png'), fullPage: true });
});
