// A stagiaire on a phone finds a full training, joins its waiting list through the registration wizard
// and reads their place, on the training's page and in 'Mes formations à venir'. The training and the
// two trainees ahead of them are the test's own, so no other spec's data moves.
import type { ProfileSaved, RegistrationCreated } from '@irt/api/contract';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/pages';
import { at, publishedTraining, setRegistrationStatus, TRAINING_TYPE, trainingPayload } from './support/scene';

const WIZARD = { referral_source_id: 1, mandates_certified: true, mandate_profile_ids: [] };

test("un stagiaire sur téléphone s'inscrit sur la liste d'attente d'une formation complète et lit sa place", async ({
  page,
  api,
  freshAccount,
  loginAs,
  tokenOf,
}, testInfo) => {
  test.setTimeout(120_000);
  const admin = await tokenOf('administrateur');
  const title = `Liste d’attente ${Date.now().toString(36)}`;
  const training = await publishedTraining(
    api,
    admin,
    trainingPayload({ title, start_date: at(45, 9), end_date: at(46, 17), max_attendees: 1, training_type_id: TRAINING_TYPE.stage }),
  );
  // The one place taken, then someone already waiting.
  const seated = await freshAccount('place-prise');
  const seatedToken = await api.login(seated.email, seated.password);
  const seatedProfile = ((await (await api.post('/api/profiles', { name: seated.name, genre_id: 1, phone: '0611111111' }, seatedToken)).json()) as ProfileSaved).profile;
  await api.write('POST', `/api/trainings/${training.id}/register`, WIZARD, seatedToken);
  await setRegistrationStatus(api, admin, training.id, seatedProfile.id, 'valide');
  const first = await freshAccount('premier-en-attente');
  const firstToken = await api.login(first.email, first.password);
  await api.write('POST', '/api/profiles', { name: first.name, genre_id: 1, phone: '0622222222' }, firstToken);
  const ahead = await api.write<RegistrationCreated>('POST', `/api/trainings/${training.id}/register`, { ...WIZARD, waiting_list: true }, firstToken);
  expect(ahead.registration.waiting_list?.position).toBe(1);

  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs('stagiaire', `/formations/${training.id}`);
  const panel = page.getByRole('region', { name: 'Mon inscription' });
  // The specification's message stays; the waiting list is offered beside it.
  await expect(panel.getByText("La formation est complète, l'inscription est impossible.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('liste-attente-1-formation-375.png'), fullPage: true });
  await panel.getByRole('link', { name: "M'inscrire sur la liste d'attente" }).click();

  await expect(page).toHaveURL((url) => url.pathname === `/inscription/${training.id}`);
  await expect(page.getByRole('heading', { level: 1, name: "M'inscrire sur la liste d'attente" })).toBeVisible();
  await page.getByRole('tab', { name: 'Finalisation' }).click();
  const step = page.getByRole('tabpanel');
  await expect(step.getByText(/votre demande sera placée sur sa liste d'attente/)).toBeVisible();
  await step.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }).check();
  await step.getByRole('combobox', { name: /Comment avez-vous connu/ }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.screenshot({ path: testInfo.outputPath('liste-attente-2-finalisation-375.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  const answer = page.waitForResponse((res) => res.url().endsWith(`/api/trainings/${training.id}/register`) && res.request().method() === 'POST');
  await step.getByRole('button', { name: "M'inscrire sur la liste d'attente" }).click();
  expect((await answer).status()).toBe(201);

  const dialog = page.getByRole('dialog', { name: "Vous êtes inscrit·e sur la liste d'attente" });
  await expect(dialog.getByText(/Vous êtes à la 2e place de la liste d'attente\./)).toBeVisible();
  await expect(page.getByText('Inscription en cours')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('liste-attente-3-confirmation-375.png') });
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // 'Mes formations à venir', group En attente: the row says the place.
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const waiting = page.getByRole('heading', { name: 'En attente', level: 3 }).locator('xpath=ancestor::section[1]');
  const row = waiting.getByRole('link', { name: new RegExp(`^${title}`) });
  await expect(row.getByText("2e place sur la liste d'attente")).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('liste-attente-4-mes-formations-375.png') });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await row.click();
  await expect(panel.getByTestId('waiting-list-place')).toHaveText("Vous êtes à la 2e place de la liste d'attente");
  await expect(panel.getByText('En attente', { exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: "M'inscrire sur la liste d'attente" })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('liste-attente-5-place-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('liste-attente-5-place-1366.png'), fullPage: true });

  // The catalogue card of a full training, wide: 'Formation complète' and the waiting list.
  await page.goto('/catalogue-de-formations');
  const fullCard = page.getByRole('link', { name: /^M'inscrire sur la liste d'attente de la formation / }).first();
  await fullCard.scrollIntoViewIfNeeded();
  await expect(fullCard).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('liste-attente-6-catalogue-1366.png') });
});
