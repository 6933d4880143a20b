// Dates and times are the institute's (Europe/Paris) whatever the zone of the device: a browser set to
// Guadeloupe time (UTC−4, six hours behind Paris in summer) reads a training's start and end, and the
// calendar's today, as a browser in Paris does.
import type { CatalogueTraining, Paged, TrainingDetail, TrainingRow } from '@irt/api/contract';
import { expect, test } from './support/fixtures';

test.use({ timezoneId: 'America/Guadeloupe' });

/** 'HH:mm' of an instant at Paris time, as the portal shows it. */
const parisTime = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/** 'YYYY-MM-DD' of today at Paris time. */
const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());

test('un appareil réglé sur l’heure de la Guadeloupe lit les heures de Paris', async ({ page, api, loginAs, tokenOf }) => {
  const token = await tokenOf('gestionnaire');
  const rows = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline: 'upcoming', per_page: 1 });
  expect(rows.data.length, 'the demo has an upcoming training').toBeGreaterThan(0);
  const training = await api.get<TrainingDetail>(`/api/trainings/${rows.data[0].id}`, token);

  await loginAs('gestionnaire', `/formations/${training.id}?tab=informations`);
  await expect(page.getByRole('heading', { level: 1, name: training.title })).toBeVisible();
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Guadeloupe');
  const fact = (label: string) => page.getByRole('tabpanel').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Début')).toContainText(`- ${parisTime(training.start_date)}`);
  await expect(fact('Fin')).toContainText(`- ${parisTime(training.end_date)}`);

  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Today is Paris's day: from 19:00 (winter) in Guadeloupe it is already tomorrow in Paris.
  await expect(page.locator(`td[data-date="${parisToday()}"] [aria-current="date"]`)).toHaveCount(1);
});

test('le dernier jour d’inscription est celui du serveur, compté à Paris, quel que soit l’appareil', async ({ page, api, loginAs, tokenOf }) => {
  const token = await tokenOf('stagiaire');
  const catalogue = await api.get<Paged<CatalogueTraining>>('/api/catalog/trainings', token, { per_page: 100 });
  // The first card open to the trainee more than 8 days ahead (a training of the new trainee's journey
  // opens 7.5 days ahead and is moved into the past by that spec).
  const card = catalogue.data.find(
    (c) => c.registration_open && c.places_left > 0 && c.own_registration_status === null && new Date(c.start_date).getTime() - Date.now() > 8 * 86_400_000,
  );
  expect(card, 'the demo has a training open to registration').toBeTruthy();
  const training = await api.get<TrainingDetail>(`/api/trainings/${card!.id}`, token);
  expect(training.registration).toMatchObject({ open: true, last_day: card!.registration_last_day });
  const lastDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${training.registration.last_day}T12:00:00Z`),
  );

  await loginAs('stagiaire', `/formations/${training.id}`);
  const panel = page.getByRole('region', { name: 'Mon inscription' });
  await expect(panel.getByRole('link', { name: "M'inscrire à cette formation" })).toBeVisible();
  await expect(panel.getByText(`Inscriptions possibles jusqu'au ${lastDay} inclus.`)).toBeVisible();
});
