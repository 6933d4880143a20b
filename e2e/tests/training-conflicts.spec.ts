// Double bookings: a gestionnaire creates a training on the place and at the dates of a demo training,
// is warned (naming the other training, linked), saves anyway; the dashboard lists the conflict as
// confirmed; a teacher added to two overlapping trainings is warned; the calendar marks the training.
import type { CalendarDay, Paged, TeamMember, TrainingDetail, TrainingPlace, TrainingRow, UpcomingConflict } from '@irt/api/contract';
import { ofName } from '@irt/api/constants';
import { chooseFirstOption, typedParis, typeDateTime } from './support/pages';
import { expect, test } from './support/fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('conflits : averti, enregistré malgré le conflit, listé au tableau de bord, intervenant averti, marqué au calendrier', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  // A whole form, a team change and three pages beside the other browser.
  test.setTimeout(180_000);
  const token = await tokenOf('gestionnaire');
  const adminToken = await tokenOf('administrateur');

  // A demo training to come, not cancelled, on a place that is not exclusive.
  const places = await api.get<TrainingPlace[]>('/api/training-places', token);
  const shared = new Map(places.filter((place) => !place.exclusive).map((place) => [place.id, place]));
  const upcoming = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline: 'upcoming', page: 1, per_page: 50 });
  const other = upcoming.data.find((row) => row.status.id !== 6 && row.place !== null && shared.has(row.place.id));
  expect(other, 'a demo training to come on a place that is not exclusive').toBeTruthy();
  const demo = await api.get<TrainingDetail>(`/api/trainings/${other!.id}`, token);
  const place = shared.get(demo.training_place_id!)!;
  const title = `Conflit de salle ${Date.now().toString(36)}`;

  // 1. The form warns, names the other training with a link, and saves anyway.
  await loginAs('gestionnaire', '/formations/creer-une-formation');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer une formation' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Intitulé' }).fill(title);
  await chooseFirstOption(page, page.getByRole('combobox', { name: /^Catégorie/ }));
  await chooseFirstOption(page, page.getByRole('combobox', { name: /^Type/ }));
  await chooseFirstOption(page, page.getByRole('combobox', { name: /^Thématique/ }));
  await page.getByRole('combobox', { name: /^Lieu/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${escape(place.name)}( —|$)`) }).first().click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await typeDateTime(page, 'Date de début', typedParis(demo.start_date));
  await typeDateTime(page, 'Date de fin', typedParis(demo.end_date));
  await page.getByRole('textbox', { name: /^Nombre de places/ }).fill('12');

  // Told while the form is filled, before any save.
  const warning = page.getByRole('status').filter({ hasText: 'Conflit de réservation' });
  await expect(warning).toContainText(`Lieu déjà réservé : ${place.name}`);
  await expect(warning.getByRole('link', { name: new RegExp(escape(demo.title)) }).first()).toHaveAttribute('href', `/formations/${demo.id}`);

  await page.getByRole('button', { name: 'Créer la formation' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Conflit de réservation' });
  await expect(alert).toContainText(`Lieu déjà réservé : ${place.name} — « ${demo.title} »`);
  const link = alert.getByRole('link', { name: new RegExp(escape(demo.title)) }).first();
  await expect(link).toHaveAttribute('href', `/formations/${demo.id}`);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page).toHaveURL(/\/formations\/creer-une-formation$/);
  await page.screenshot({ path: testInfo.outputPath('conflit-formulaire.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await alert.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('conflit-formulaire-375.png') });
  await page.setViewportSize({ width: 1366, height: 800 });
  await alert.getByRole('button', { name: 'Enregistrer malgré le conflit' }).click();
  await page.waitForURL(/\/formations\/editer-une-formation\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const created = await api.get<TrainingDetail>(`/api/trainings/${id}`, token);
  expect({ title: created.title, place: created.training_place_id }).toEqual({ title, place: place.id });

  // 2. The dashboard lists it, confirmed by the gestionnaire: on the page of the panel that holds it.
  let where: { page: number; conflict: UpcomingConflict } | undefined;
  for (let n = 1; !where && n <= 20; n++) {
    const answer = await api.get<Paged<UpcomingConflict>>('/api/conflicts/upcoming', token, { page: n, per_page: 7 });
    const conflict = answer.data.find((c) => c.kind === 'place' && c.trainings.some((t) => t.id === id));
    if (conflict) where = { page: n, conflict };
    if (n >= answer.last_page) break;
  }
  expect(where, 'the new conflict among the conflicts to come').toBeTruthy();
  expect(where!.conflict.overridden).not.toBeNull();
  await page.goto(where!.page > 1 ? `/?conflits-page=${where!.page}` : '/');
  const panel = page.getByRole('region', { name: 'Conflits à venir', exact: true });
  // The row names both trainings (each in a line of its own).
  const row = panel
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .filter({ has: page.getByRole('link', { name: demo.title, exact: true }) });
  await expect(row).toContainText(`Lieu déjà réservé : ${place.name}`);
  await expect(row.getByRole('link', { name: demo.title, exact: true })).toHaveAttribute('href', `/formations/${demo.id}`);
  await expect(row.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/formations/${id}`);
  await expect(row).toContainText(`Confirmé par ${where!.conflict.overridden!.by} le `);
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('conflits-a-venir.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('conflits-a-venir-375.png') });
  await page.setViewportSize({ width: 1366, height: 800 });

  // 3. A teacher of the demo training, added to the new one (same times), is warned, then added anyway.
  let teachers = await api.get<TeamMember[]>(`/api/trainings/${demo.id}/staff`, adminToken, { type: 'teachers' });
  if (teachers.length === 0) {
    const supervisors = await api.get<TeamMember[]>(`/api/trainings/${demo.id}/staff`, adminToken, { type: 'pedagogical_supervisors' });
    teachers = supervisors;
  }
  const teacher = teachers[0];
  expect(teacher, 'a team member of the demo training').toBeTruthy();
  await loginAs('administrateur', `/formations/${id}?tab=Équipe`);
  const team = page.getByRole('region', { name: 'Intervenants' });
  await team.getByRole('button', { name: 'Ajouter un intervenant' }).click();
  const search = page.getByRole('dialog', { name: 'Ajouter un intervenant' });
  await search.getByPlaceholder('Rechercher...').fill(teacher.name);
  await search.getByRole('button', { name: new RegExp(escape(teacher.name)) }).first().click();
  await search.getByRole('button', { name: 'Sélectionner' }).click();
  const needs = page.getByRole('dialog', { name: `Besoins ${ofName(teacher.name)}` });
  await expect(needs.getByRole('status')).toContainText(`déjà pris : ${teacher.name} — « ${demo.title} »`);
  await needs.getByRole('button', { name: 'Ajouter' }).click();
  const teamAlert = needs.getByRole('alert');
  await expect(teamAlert).toContainText('Conflit de réservation');
  await page.screenshot({ path: testInfo.outputPath('conflit-equipe.png') });
  await teamAlert.getByRole('button', { name: 'Enregistrer malgré le conflit' }).click();
  await expect(needs).toBeHidden();
  await expect(team.getByRole('row', { name: new RegExp(escape(teacher.name)) })).toBeVisible();

  // 4. The calendar marks both trainings: an icon and the word 'Conflit' in their accessible names. A
  // day's cell shows its first trainings: the new one, after the demo training, may be only in the list
  // of the day's trainings ('+ k autres').
  const month = typedParis(demo.start_date).slice(3, 10).split('/').reverse().join('-');
  const startDay = typedParis(demo.start_date).slice(0, 10).split('/').reverse().join('-');
  const [year, monthNumber] = month.split('-').map(Number);
  const days = await api.get<CalendarDay[]>(`/api/trainings/month/${monthNumber}/${year}`, token);
  const inACell = days.some((day) => day.trainings.some((training) => training.id === id));
  await page.goto(`/agenda?mois=${month}`);
  if (!inACell) await page.locator(`td[data-date="${startDay}"]`).getByRole('button', { name: / autres? formations? le / }).click();
  const marked = inACell
    ? page.getByRole('button', { name: `Conflit : ${title}`, exact: true }).first()
    : page.getByRole('dialog', { name: /^Formations du / }).getByRole('button', { name: new RegExp(`^Conflit : ${escape(title)}`) });
  await expect(marked).toBeVisible();
  await marked.click();
  const event = page.getByRole('dialog', { name: title });
  await expect(event).toContainText('Conflit :');
  await page.screenshot({ path: testInfo.outputPath('conflit-calendrier-dialogue.png') });
  await event.getByRole('button', { name: 'Fermer' }).click();
  await marked.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('conflit-calendrier.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await marked.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('conflit-calendrier-375.png') });
});
