// The demo stagiaire registers to a training of the catalogue through the wizard,
// then finds it under Préinscriptions; and downloads the convocation of a validated registration.
import type { OwnProfile, Paged, ProfileDetail, RegistrationOptions, TraineeTrainingItem, TrainingDetail, TrainingSearchItem } from '@irt/api/contract';
import { expect, test } from './support/fixtures';
import { pdfText, seriousViolations } from './support/pages';
import { DAY_MS } from './support/scene';

test("inscription d'un stagiaire par l'assistant, puis la formation parmi ses préinscriptions", async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('stagiaire');
  // A training of the catalogue the trainee is not registered to, open and with places. The last one
  // found, so that the other tests looking for an open training (the first one) still find theirs.
  const catalogue = await api.get<Paged<TrainingSearchItem>>('/api/catalog/trainings/search', token, { page: 1, per_page: 100 });
  let open: TrainingDetail | undefined;
  for (const item of [...catalogue.data].reverse()) {
    const detail = await api.get<TrainingDetail>(`/api/trainings/${item.id}`, token);
    const daysAhead = (new Date(detail.start_date).getTime() - Date.now()) / DAY_MS;
    if (!detail.own_registration && daysAhead > 8 && detail.max_attendees > detail.registered_count) {
      open = detail;
      break;
    }
  }
  expect(open, 'a catalogue training open to registration').toBeTruthy();
  const training = open!;
  const options = await api.get<RegistrationOptions>(`/api/trainings/${training.id}/registration-options`, token);
  expect(options.registration_open).toBe(true);

  await loginAs('stagiaire', `/formations/${training.id}`);
  await page.getByRole('region', { name: 'Mon inscription' }).getByRole('link', { name: "M'inscrire à cette formation" }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/inscription/${training.id}`);
  await expect(page.getByRole('heading', { level: 1, name: "M'inscrire à la formation" })).toBeVisible();
  const step = page.getByRole('tabpanel');
  await expect(step.getByRole('heading', { name: training.title })).toBeVisible();
  await expect(step.getByText(training.paid_training ? 'Payant' : 'Gratuit', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inscription-1-formation.png'), fullPage: true });

  await page.getByRole('tab', { name: 'Vérifiez votre profil' }).click();
  await expect(step.getByRole('heading', { name: 'Votre profil' })).toBeVisible();
  // The account form itself, with what the profile holds.
  const own = await api.get<OwnProfile>('/api/profile', token);
  const profile = await api.get<ProfileDetail>(`/api/profiles/${own.id}`, token);
  const address = step.getByRole('region', { name: 'Adresse personnelle' });
  await expect(address.getByRole('heading', { name: 'Adresse personnelle' })).toBeVisible();
  await expect(address.getByRole('textbox', { name: 'Voie' })).toHaveValue(profile.street_name ?? '');
  await expect(step.getByRole('region', { name: 'Profil' }).getByRole('textbox', { name: 'Téléphone' })).toHaveValue(profile.phone ?? '');
  await expect(step.getByRole('region', { name: 'Coordonnées bancaires' })).toBeVisible();
  await expect(step.getByText(profile.profile_completion >= 100 ? 'Votre profil est complet' : `Votre profil est complété à ${profile.profile_completion} %`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inscription-2-profil.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Finalisation' }).click();
  await step.getByRole('button', { name: "Je m'inscris" }).click();
  const banner = step.getByRole('alert');
  await expect(banner.getByText('Veuillez remplir tous les champs')).toBeVisible();
  await expect(banner.getByText('Vous devez notamment confirmer vos mandats en cours.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('inscription-3-champs-manquants.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await step.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }).check();
  const choose = async (label: RegExp) => {
    await step.getByRole('combobox', { name: label }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
  };
  if (options.councillor_block_required) {
    await choose(/Ancienneté/);
    await choose(/Nombre de formations suivies/);
  } else {
    await expect(step.getByRole('combobox', { name: /Ancienneté/ })).toHaveCount(0);
  }
  await step.getByRole('switch', { name: /remboursement de mes frais/ }).check();
  if (options.accommodation_allowed) await step.getByRole('switch', { name: 'Je souhaite être hébergé·e' }).check();
  await choose(/Comment avez-vous connu/);
  // The banner of the refused attempt goes once an answer changes.
  await expect(banner).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('inscription-3-finalisation.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('inscription-3-finalisation-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });

  const answer = page.waitForResponse((res) => res.url().endsWith(`/api/trainings/${training.id}/register`) && res.request().method() === 'POST');
  await step.getByRole('button', { name: "Je m'inscris" }).click();
  expect((await answer).status()).toBe(201);
  const dialog = page.getByRole('dialog', { name: 'Bravo, vous êtes bien préinscrit·e !' });
  await expect(dialog.getByText('Vous recevrez prochainement un email vous précisant si votre inscription est confirmée.')).toBeVisible();
  await expect(page.getByText('Préparation de votre inscription')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('inscription-4-bravo.png') });

  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const preRegistrations = page.getByRole('region', { name: 'Mes formations à venir', exact: true }).getByRole('region', { name: 'Préinscriptions', exact: true });
  await expect(preRegistrations.getByText(training.title, { exact: true }).first()).toBeVisible();

  // The server recorded it as a pre-registration, with the switches sent.
  const detail = await api.get<TrainingDetail>(`/api/trainings/${training.id}`, token);
  expect(detail.own_registration?.registration_status.slug).toBe('preinscription');
  expect(detail.own_registration?.reimbursed).toBe(true);
  expect(detail.own_registration?.needs_accommodation).toBe(options.accommodation_allowed);
});

test('convocation d’une inscription validée téléchargée en PDF', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('stagiaire');
  const validated = await api.get<Paged<TraineeTrainingItem>>('/api/trainee/trainings/upcoming', token, { status: 'valide', page: 1, per_page: 7 });
  const mine = validated.data[0];
  expect(mine, 'an upcoming validated registration of the demo trainee').toBeTruthy();

  await loginAs('stagiaire', `/formations/${mine.training_id}`);
  const registration = page.getByRole('region', { name: 'Mon inscription' });
  await expect(registration.getByRole('button', { name: 'Télécharger ma convocation' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('convocation.png'), fullPage: true });
  const download = page.waitForEvent('download');
  await registration.getByRole('button', { name: 'Télécharger ma convocation' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^f${mine.training_id}-convocation-.+\\.pdf$`));
  // A PDF (pdfText checks its header), with the training's title in it.
  expect(await pdfText(file)).toContain(mine.training_name.replace(/\s+/g, ' '));
});
