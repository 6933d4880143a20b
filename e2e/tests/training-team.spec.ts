// The Équipe and Évaluations tabs of a training: the administrateur adds a
// teacher through the speaker search, enters their hours (HETD shown), removes them; the gestionnaire
// reads the team as cards; the evaluations of a past training show their scores.
import type { ConflictList, Evaluation, Paged, ProfileSearchItem, TeamMember, TrainingRow } from '@irt/api/contract';
import { saveDespiteConflict, seriousViolations } from './support/pages';
import { expect, test } from './support/fixtures';
import { ROLE, ofName } from '@irt/api/constants';

test('équipe : un intervenant ajouté par la recherche, ses heures saisies avec le HETD, puis supprimé', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('administrateur');
  const upcoming = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline: 'upcoming', page: 1, per_page: 50 });
  // A training whose teachers' list is empty (the demo has some), so the added teacher is alone there.
  let training: TrainingRow | undefined;
  for (const row of upcoming.data.filter((t) => t.status.id !== 6)) {
    const teachers = await api.get<TeamMember[]>(`/api/trainings/${row.id}/staff`, token, { type: 'teachers' });
    if (teachers.length === 0) {
      training = row;
      break;
    }
  }
  expect(training, 'an upcoming training without teachers').toBeTruthy();
  // An intervenant free at the training's times (one booked elsewhere would be warned of the double booking).
  let teacher: ProfileSearchItem | undefined;
  for (const letter of ['a', 'e', 'i', 'o']) {
    const found = await api.get<ProfileSearchItem[]>('/api/profiles-search', token, { name: letter, 'role_ids[]': ROLE.intervenant });
    for (const candidate of found.filter((p) => p.is_active)) {
      const check = { training_id: training!.id, start_date: training!.start_date, end_date: training!.end_date, training_place_id: null, profile_ids: [candidate.id] };
      const { conflicts } = await api.write<ConflictList>('POST', '/api/trainings/conflicts', check, token);
      if (conflicts.length === 0) {
        teacher = candidate;
        break;
      }
    }
    if (teacher) break;
  }
  expect(teacher, 'an intervenant of the demo free at the training’s times').toBeTruthy();
  const name = teacher!.user.name;

  await loginAs('administrateur', `/formations/${training!.id}?tab=Équipe`);
  const teachers = page.getByRole('region', { name: 'Intervenants' });
  await expect(teachers.getByText('Aucun intervenant associé')).toBeVisible();
  await teachers.getByRole('button', { name: 'Ajouter un intervenant' }).click();

  const search = page.getByRole('dialog', { name: 'Ajouter un intervenant' });
  await search.getByPlaceholder('Rechercher...').fill('zzzqqq');
  await expect(search.getByText('Aucun formateur trouvé')).toBeVisible();
  await expect(search.getByText('Aucune personne ne semble correspondre à cette recherche.')).toBeVisible();
  await search.getByPlaceholder('Rechercher...').fill(name);
  await search.getByRole('button', { name: new RegExp(name) }).first().click();
  const preview = search.getByRole('region', { name: `Aperçu ${ofName(name)}` });
  await expect(preview.getByRole('link', { name: teacher!.user.email })).toBeVisible();
  await preview.getByRole('button', { name: 'Sélectionner' }).click();

  const needs = page.getByRole('dialog', { name: `Besoins ${ofName(name)}` });
  await needs.getByRole('checkbox', { name: 'Frais de transport remboursés' }).check();
  const row = teachers.getByRole('row', { name: new RegExp(name) });
  // Another test may book them in between.
  await saveDespiteConflict(needs, needs.getByRole('button', { name: 'Ajouter' }), row);
  await expect(needs).toBeHidden();
  // The name opens the trainer's page.
  await expect(row.getByRole('link', { name })).toHaveAttribute('href', /^\/formateurs\/\d+$/);

  await row.getByRole('button', { name: 'Saisir les heures' }).click();
  const panel = page.getByRole('dialog', { name: `Entrer les heures pour ${name}` });
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel.getByText('Les heures prévisionnelles ne peuvent pas être nulles')).toHaveCount(2);
  await panel.getByLabel('CM prévisionnels').fill('4');
  // A decimal comma, as French users type it.
  await panel.getByLabel('TD prévisionnels').fill('3,5');
  await expect(panel.getByText('HETD prévisionnelles : 9,50')).toBeVisible();
  await expect(panel.getByLabel('Statut Ares')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('heures-1366.png') });
  await panel.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(panel).toBeHidden();
  await expect(row).toContainText('4,00 CM · 3,50 TD · 9,50 HETD');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('equipe-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('equipe-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });

  await row.getByRole('button', { name: `Supprimer ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer' });
  await expect(confirm).toContainText('Voulez-vous supprimer cet intervenant ?');
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(teachers.getByText('Aucun intervenant associé')).toBeVisible();
  expect(await api.get<TeamMember[]>(`/api/trainings/${training!.id}/staff`, token, { type: 'teachers' })).toEqual([]);
});

test("équipe : le gestionnaire voit les cartes de l'équipe, sans action", async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('gestionnaire');
  const upcoming = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline: 'upcoming', page: 1, per_page: 50 });
  let found: { training: TrainingRow; member: TeamMember } | undefined;
  for (const row of upcoming.data) {
    const [member] = await api.get<TeamMember[]>(`/api/trainings/${row.id}/staff`, token, { type: 'teachers' });
    if (member) {
      found = { training: row, member };
      break;
    }
  }
  expect(found, 'an upcoming training with a teacher').toBeTruthy();
  await loginAs('gestionnaire', `/formations/${found!.training.id}?tab=Équipe`);
  const card = page.getByRole('region', { name: 'Intervenants' }).getByRole('listitem', { name: found!.member.name });
  await expect(card.getByRole('link', { name: found!.member.name })).toHaveCount(0);
  await expect(card).toContainText(found!.member.email);
  await expect(page.getByRole('button', { name: /Saisir les heures|Ajouter un|Supprimer/ })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('equipe-gestionnaire-1366.png'), fullPage: true });
});

test("évaluations : les notes d'une formation passée évaluée", async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('administrateur');
  const past = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline: 'past', page: 1, per_page: 50 });
  let found: { training: TrainingRow; evaluations: Evaluation[] } | undefined;
  for (const row of past.data) {
    const evaluations = await api.get<Evaluation[]>(`/api/evaluations/${row.id}`, token);
    if (evaluations.length > 0) {
      found = { training: row, evaluations };
      break;
    }
  }
  expect(found, 'a past training with evaluations').toBeTruthy();
  const [first] = found!.evaluations;

  await loginAs('administrateur', `/formations/${found!.training.id}?tab=Évaluations`);
  const table = page.getByRole('table', { name: `Évaluations (${found!.evaluations.length})` });
  const row = table.getByRole('row', { name: new RegExp(first.profile.name) }).first();
  await expect(row.getByRole('cell')).toHaveText([
    `${first.documentation}/10`,
    `${first.training_methods}/10`,
    `${first.willingness_to_continue}/10`,
    `${first.group_life}/10`,
    `${first.material_conditions}/10`,
    `${first.knowledge_contribution}/10`,
    `${first.overall_satisfaction}/10`,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('evaluations-1366.png'), fullPage: true });
});
