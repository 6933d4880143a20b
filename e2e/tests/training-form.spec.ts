// The create / edit training form: a gestionnaire creates a training, lands on its edit
// screen, changes its title and lands on its page; the API holds what was typed.
import type { TrainingDetail } from '@irt/api/contract';
import { chooseFirstOption, saveDespiteConflict, seriousViolations, typedParis, typeDateTime } from './support/pages';
import { expect, test } from './support/fixtures';

/** A day this many days ahead at this hour (Paris), as typed. */
function daysAhead(days: number, hour: string): string {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${typedParis(day).slice(0, 10)} ${hour}`;
}

test('un gestionnaire crée une formation, la retrouve en édition, change son intitulé et arrive sur sa page', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  // Creation, edition and an accessibility pass: some 40 s alone, more beside the other browser.
  test.setTimeout(120_000);
  const title = `Le CSE au quotidien ${Date.now().toString(36)}`;
  const start = daysAhead(60, '09:00');
  const end = daysAhead(62, '17:30');

  await loginAs('gestionnaire', '/formations/creer-une-formation');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer une formation' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Créer la formation' });
  await expect(create).toBeDisabled();

  await page.getByRole('textbox', { name: 'Intitulé' }).fill(title);
  const category = await chooseFirstOption(page, page.getByRole('combobox', { name: /^Catégorie/ }));
  await chooseFirstOption(page, page.getByRole('combobox', { name: /^Type/ }));
  await chooseFirstOption(page, page.getByRole('combobox', { name: /^Thématique/ }));
  await chooseFirstOption(page, page.getByRole('combobox', { name: /^Lieu/ }));
  await typeDateTime(page, 'Date de début', start);
  await typeDateTime(page, 'Date de fin', end);
  await expect(create).toBeDisabled();
  await page.getByRole('textbox', { name: /^Nombre de places/ }).fill('16');
  await page.getByRole('switch', { name: 'Formation payante' }).check();
  // A decimal comma, as French users type it.
  await page.getByRole('textbox', { name: /^Prix/ }).fill('80,5');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('region', { name: 'Équipe pédagogique' })).toContainText('Disponible après la création de la formation.');
  await expect(create).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('creer-une-formation.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('creer-une-formation-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });

  await saveDespiteConflict(page, create, page.getByRole('heading', { level: 1, name: 'Modifier une formation' }));
  await page.waitForURL(/\/formations\/editer-une-formation\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const titleField = page.getByRole('textbox', { name: 'Intitulé' });
  await expect(titleField).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: /^Catégorie/ })).toHaveText(category);
  await expect(page.getByRole('link', { name: "Gérer l'équipe" })).toHaveAttribute('href', `/formations/${id}?tab=equipe`);
  await expect(page.getByRole('link', { name: 'Retour à la formation' })).toHaveAttribute('href', `/formations/${id}`);
  await page.screenshot({ path: testInfo.outputPath('editer-une-formation.png'), fullPage: true });

  const token = await tokenOf('gestionnaire');
  const created = await api.get<TrainingDetail>(`/api/trainings/${id}`, token);
  expect({
    title: created.title,
    status: created.training_status_id,
    start: typedParis(new Date(created.start_date)),
    end: typedParis(new Date(created.end_date)),
    places: created.max_attendees,
    paid: created.paid_training,
    amount: created.amount,
  }).toEqual({ title, status: 1, start, end, places: 16, paid: true, amount: 80.5 });

  await titleField.fill(`${title} (niveau 2)`);
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await page.waitForURL((url) => url.pathname === `/formations/${id}`);

  const edited = await api.get<TrainingDetail>(`/api/trainings/${id}`, token);
  expect({ title: edited.title, start: typedParis(new Date(edited.start_date)), places: edited.max_attendees }).toEqual({
    title: `${title} (niveau 2)`,
    start,
    places: 16,
  });
});

test('le formulaire refuse une fin avant le début, sans rien perdre de la saisie', async ({ page, loginAs }) => {
  await loginAs('responsable-pedagogique', '/formations/creer-une-formation');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer une formation' })).toBeVisible();
  // The responsable pédagogique sees neither the price nor the fees.
  await expect(page.getByRole('switch', { name: 'Formation payante' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Intitulé' }).fill('Formation à dates inversées');
  await chooseFirstOption(page, page.getByRole('combobox', { name: /^Catégorie/ }));
  await chooseFirstOption(page, page.getByRole('combobox', { name: /^Type/ }));
  await chooseFirstOption(page, page.getByRole('combobox', { name: /^Thématique/ }));
  await typeDateTime(page, 'Date de début', daysAhead(40, '09:00'));
  await typeDateTime(page, 'Date de fin', daysAhead(39, '17:00'));
  await page.getByRole('textbox', { name: /^Nombre de places/ }).fill('10');
  await page.getByRole('button', { name: 'Créer la formation' }).click();
  await expect(page.getByText('La date de fin doit être postérieure à la date de début.')).toBeVisible();
  await expect(page).toHaveURL(/\/formations\/creer-une-formation$/);
  await expect(page.getByRole('textbox', { name: 'Intitulé' })).toHaveValue('Formation à dates inversées');
});
