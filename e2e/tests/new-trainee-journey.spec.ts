// The journey of a newly signed-up trainee, end to end and through the screens a trainee uses (issue 7):
// sign up, verify the email, log in, fill the account to 100 % (with a councillor mandate), register
// to an open CPH training through the wizard, see the pre-registration, get validated by staff,
// download the convocation, send a receipt, and evaluate the training once it has ended. Staff's part
// (creating the training, validating the registration, the training's dates) goes through the API.
// Every request of the browser is recorded: a trainee's browser downloads no staff remote.
import type { Page, TestInfo } from '@playwright/test';
import type { OwnProfile, RegistrationOptions, TrainingDetail } from '@irt/api/contract';
import {
  expect,
  fr,
  loginThroughUi,
  recordRequests,
  remoteOf,
  sessionCookies,
  test,
  tokenCookie,
  uniqueEmail,
} from './support/fixtures';
import {
  acceptTerms,
  chooseFirst,
  createOwnProfile,
  fillSignUp,
  GIF,
  openSignUpDialog,
  PDF,
  pdfText,
  save,
  screenshots,
  section,
  seriousViolations,
  submitSignUp,
  fillAddressAndWork,
  rateTraining,
} from './support/pages';
import { at, moveIntoThePast, publishedTraining, setRegistrationStatus, TRAINING_TYPE, trainingPayload } from './support/scene';
import { REMOTE_FOLDERS } from './support/spec-tables';

/** Opens in 7.5 days: registration is still open (it closes 7 days before), and the specs that pick a
 * demo training open to registration (more than 8 days ahead) never pick this one. */
const OPEN_START_DAYS = 7.5;

const CPH_MANDATE = 'Conseiller Prud’hommes';

function shots(page: Page, testInfo: TestInfo, name: string) {
  return screenshots(page, (file) => testInfo.outputPath(file), name);
}

/**
 * The network audit of a trainee's browser: every script came from the portal itself, either the
 * shell's own files (its chunks and the shared libraries it provides, at the root) or mf-trainee's
 * (`/remotes/mf-trainee/`); no staff remote (mf-trainings, mf-people, mf-finance, mf-admin) was
 * requested at all, for any kind of file; and mf-trainee was indeed loaded.
 */
function expectTraineeRemotesOnly(urls: readonly string[], baseURL: string) {
  const staff = REMOTE_FOLDERS.filter((folder) => folder !== 'mf-trainee');
  expect(
    urls.filter((url) => staff.includes(remoteOf(url) as (typeof staff)[number])),
    `requests of ${staff.join(', ')}`,
  ).toEqual([]);
  const scripts = urls.filter((url) => /\.m?js$/.test(new URL(url).pathname));
  expect(scripts.filter((url) => new URL(url).origin !== new URL(baseURL).origin), 'scripts from elsewhere').toEqual([]);
  expect(scripts.filter((url) => remoteOf(url) === 'mf-trainee').length, 'scripts of mf-trainee').toBeGreaterThan(0);
  expect(scripts.filter((url) => remoteOf(url) === null).length, 'scripts of the shell').toBeGreaterThan(0);
  expect([...new Set(urls.map(remoteOf).filter((remote) => remote !== null))]).toEqual(['mf-trainee']);
}

/** The wizard's last step: every answer given but the ones `skip` names. */
async function answerFinalisation(page: Page, councillor: boolean, skip: 'seniority' | null) {
  const step = page.getByRole('tabpanel');
  const choose = async (label: RegExp) => {
    await step.getByRole('combobox', { name: label }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(page.getByRole('listbox')).toBeHidden();
  };
  await step.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }).check();
  if (councillor) {
    if (skip !== 'seniority') await choose(/Ancienneté/);
    await choose(/Nombre de formations suivies/);
  }
  await step.getByRole('switch', { name: /remboursement de mes frais/ }).check();
  await choose(/Comment avez-vous connu/);
}

/** 'Je m'inscris', answered 201, then the 'Bravo' dialog closed: back on the dashboard. */
async function registerAndClose(page: Page, trainingId: number) {
  const step = page.getByRole('tabpanel');
  const answer = page.waitForResponse((res) => res.url().endsWith(`/api/trainings/${trainingId}/register`) && res.request().method() === 'POST');
  await step.getByRole('button', { name: "Je m'inscris" }).click();
  expect((await answer).status()).toBe(201);
  const dialog = page.getByRole('dialog', { name: 'Bravo, vous êtes bien préinscrit·e !' });
  await expect(dialog.getByText('Vous recevrez prochainement un email vous précisant si votre inscription est confirmée.')).toBeVisible();
  return dialog;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const upcomingGroup = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Mes formations à venir', exact: true }).getByRole('region', { name: title, exact: true });

test('parcours d’un nouveau stagiaire : du compte créé à l’évaluation d’une formation terminée', async ({ page, api, tokenOf, baseURL }, testInfo) => {
  test.setTimeout(300_000);
  const requests = recordRequests(page);
  const adminToken = await tokenOf('administrateur');
  const suffix = Date.now().toString(36);
  const account = { name: `Dominique Parcours ${suffix}`, email: uniqueEmail('parcours'), password: 'Essai-2026!' };
  // The training of this journey: a CPH training of its own, open to registration.
  const payload = trainingPayload({
    title: `Parcours CPH ${suffix}`,
    training_type_id: TRAINING_TYPE.cph,
    start_date: at(OPEN_START_DAYS),
    end_date: at(OPEN_START_DAYS + 1),
  });
  const training = await publishedTraining(api, adminToken, payload);

  await test.step('création du compte et vérification de l’email', async () => {
    const dialog = await openSignUpDialog(page);
    await fillSignUp(dialog, { ...account, confirmation: account.password });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('1-creer-un-compte-375.png') });
    await page.setViewportSize({ width: 1366, height: 800 });
    await submitSignUp(dialog);
    await expect(
      page.getByText(fr("L'utilisateur a été créé avec succès. Vous allez recevoir un email de confirmation. Veuillez confirmer votre compte par email.")),
    ).toBeVisible();
    const link = await api.linkFromOutbox(account.email, '/verification-email');
    await page.goto(link);
    await expect(page.getByText('Bravo, votre email a bien été vérifié !')).toBeVisible();
    await page.getByRole('button', { name: 'Me connecter' }).or(page.getByRole('link', { name: 'Me connecter' })).click();
    await expect(page).toHaveURL((url) => url.pathname === '/authentification');
  });

  await test.step('connexion : les conditions d’utilisation, puis le formulaire du compte', async () => {
    await loginThroughUi(page, account.email, account.password);
    await expect(page).toHaveURL((url) => url.pathname === '/modifier-un-compte');
    await acceptTerms(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Créer mon profil' })).toBeVisible();
  });
  const token = (await tokenCookie(page))!;
  /** The council and section chosen for the CPH mandate. */
  const mandate = { council: '', section: '' };
  expect(token, 'the session cookie after the login').toBeTruthy();

  await test.step('le compte rempli à 100 % : adresse, profession, syndicat, mandat CPH, véhicule, banque', async () => {
    await createOwnProfile(page);

    await fillAddressAndWork(page, { number: '4', street: 'place Kléber', company: 'Rhénane de Mécanique' });

    const unions = section(page, 'Syndicat et mandats');
    await unions.getByRole('button', { name: 'Ajouter un syndicat' }).click();
    const unionDialog = page.getByRole('dialog', { name: 'Ajouter un syndicat' });
    const union = await chooseFirst(page, unionDialog, 'Syndicat');
    await unionDialog.getByLabel('Date de début').fill('2023-09-01');
    await unionDialog.getByRole('button', { name: 'Créer' }).click();
    await expect(unionDialog).toBeHidden();
    await expect(unions.getByRole('list', { name: 'Mes syndicats' }).getByText(union)).toBeVisible();

    // The switch is saved at once: it shows the profile's value once the server has answered.
    const hasMandate = unions.getByRole('switch', { name: "J'exerce un mandat" });
    await hasMandate.click();
    await expect(hasMandate).toBeChecked();
    await unions.getByRole('button', { name: 'Ajouter un mandat' }).click();
    const mandateDialog = page.getByRole('dialog', { name: 'Ajouter un mandat' });
    await mandateDialog.getByRole('combobox', { name: 'Mandat' }).click();
    await page.getByRole('listbox').getByRole('option', { name: fr(CPH_MANDATE, { whole: true }) }).click();
    // A councillor mandate needs its council and its section before it can be created.
    await expect(mandateDialog.getByRole('button', { name: 'Créer' })).toBeDisabled();
    mandate.council = await chooseFirst(page, mandateDialog, "Conseil de prud'hommes");
    mandate.section = await chooseFirst(page, mandateDialog, 'Section');
    await mandateDialog.getByRole('button', { name: 'Créer' }).click();
    await expect(mandateDialog).toBeHidden();
    const activeMandates = unions.getByRole('list', { name: 'Mandats actifs' });
    await expect(activeMandates.getByText(fr(CPH_MANDATE, { whole: true }))).toBeVisible();
    await expect(activeMandates.getByText(mandate.council, { exact: false })).toBeVisible();
    await expect(activeMandates.getByText(mandate.section, { exact: false })).toBeVisible();
    // On a phone the row's buttons do not cover the council and section.
    await page.setViewportSize({ width: 375, height: 800 });
    const place = await activeMandates.getByText(`${mandate.council} — ${mandate.section}`).boundingBox();
    for (const name of ['Modifier', 'Supprimer']) {
      const button = await activeMandates.getByRole('button', { name: `${name} le mandat ${CPH_MANDATE}` }).boundingBox();
      expect(place && button && overlaps(place, button), `${name} over the mandate's council`).toBe(false);
    }
    await page.setViewportSize({ width: 1366, height: 800 });

    const vehicle = section(page, 'Véhicule personnel');
    await vehicle.getByRole('switch', { name: "J'utilise mon véhicule personnel" }).check();
    await chooseFirst(page, vehicle, 'Puissance fiscale');
    await save(vehicle);
    await vehicle.getByLabel('Carte grise (PDF)').setInputFiles({ name: 'carte-grise.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(vehicle.getByRole('link', { name: 'Voir la carte grise déposée' })).toBeVisible();

    const bank = section(page, 'Coordonnées bancaires');
    await bank.getByRole('textbox', { name: 'IBAN' }).fill('FR76 3000 6000 0112 3456 7890 189');
    await bank.getByRole('textbox', { name: 'BIC' }).fill('AGRIFRPP');
    await save(bank);

    await expect(page.getByText('Votre profil est complet', { exact: true })).toBeVisible();
    expect((await api.get<OwnProfile>('/api/profile', token)).profile_completion).toBe(100);
    await shots(page, testInfo, '2-modifier-un-compte');
  });
  const profile = await api.get<OwnProfile>('/api/profile', token);

  await test.step('inscription par l’assistant à une formation CPH : le bloc conseiller, un champ manquant, puis l’inscription', async () => {
    const options = await api.get<RegistrationOptions>(`/api/trainings/${training.id}/registration-options`, token);
    expect(options).toMatchObject({ registration_open: true, councillor_block_required: true });

    await page.goto(`/formations/${training.id}`);
    await expect(page.getByRole('heading', { level: 1, name: training.title })).toBeVisible();
    await page.getByRole('region', { name: 'Mon inscription' }).getByRole('link', { name: "M'inscrire à cette formation" }).click();
    await expect(page).toHaveURL((url) => url.pathname === `/inscription/${training.id}`);
    const step = page.getByRole('tabpanel');
    await expect(step.getByRole('heading', { name: training.title })).toBeVisible();

    await page.getByRole('tab', { name: 'Vérifiez votre profil' }).click();
    await expect(step.getByText('Votre profil est complet', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Finalisation' }).click();
    // The CPH mandate of the profile is the one to certify, and the councillor questions are asked.
    await expect(step.getByRole('region', { name: 'Mes mandats en cours' }).getByText(`${CPH_MANDATE} — ${mandate.council} — ${mandate.section}`, { exact: true })).toBeVisible();
    await expect(step.getByRole('region', { name: 'Mandat de conseiller prud’hommes' })).toBeVisible();
    await answerFinalisation(page, true, 'seniority');
    await step.getByRole('button', { name: "Je m'inscris" }).click();
    const banner = step.getByRole('alert');
    await expect(banner.getByText('Veuillez remplir tous les champs')).toBeVisible();
    await expect(banner.getByText('Pour valider la préinscription, veuillez saisir tous les champs')).toBeVisible();
    await expect(step.getByText('Ce champ est obligatoire.')).toBeVisible();
    await shots(page, testInfo, '3-inscription-champ-manquant');
    expect(await seriousViolations(page)).toEqual([]);

    await step.getByRole('combobox', { name: /Ancienneté/ }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect(banner).toBeHidden();
    const dialog = await registerAndClose(page, training.id);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('4-inscription-bravo-375.png') });
    await page.setViewportSize({ width: 1366, height: 800 });
    await dialog.getByRole('button', { name: 'Fermer' }).click();
  });

  await test.step('la préinscription sur le tableau de bord', async () => {
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByText('Votre profil est complet.')).toBeVisible();
    await expect(upcomingGroup(page, 'Préinscriptions').getByText(training.title, { exact: true })).toBeVisible();
    await shots(page, testInfo, '5-tableau-de-bord-preinscription');
    const detail = await api.get<TrainingDetail>(`/api/trainings/${training.id}`, token);
    expect(detail.own_registration?.registration_status.slug).toBe('preinscription');
  });

  await test.step('validée par l’administrateur, la convocation téléchargée et lue', async () => {
    await setRegistrationStatus(api, adminToken, training.id, profile.id, 'valide');
    await page.reload();
    await expect(upcomingGroup(page, 'Validées').getByText(training.title, { exact: true })).toBeVisible();
    await expect(upcomingGroup(page, 'Préinscriptions').getByText(training.title, { exact: true })).toHaveCount(0);

    await page.goto(`/formations/${training.id}`);
    const registration = page.getByRole('region', { name: 'Mon inscription' });
    await expect(registration.getByText('Validé', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Évaluation de la formation' }).getByText('évaluation à effectuer à la fin')).toBeVisible();
    await shots(page, testInfo, '6-formation-validee');
    const download = page.waitForEvent('download');
    await registration.getByRole('button', { name: 'Télécharger ma convocation' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^f${training.id}-convocation-.+\\.pdf$`));
    const text = await pdfText(file);
    expect(text).toContain(account.name);
    expect(text).toContain(training.title);
  });

  await test.step('un justificatif déposé dans Remboursements', async () => {
    await page.getByRole('tab', { name: 'Remboursements' }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'Remboursements');
    const refunds = page.getByRole('region', { name: 'Remboursements' });
    await refunds.getByRole('button', { name: 'Ajouter un justificatif' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un justificatif' });
    // A GIF under a PDF name is refused by the server, which reads the content.
    await dialog.getByLabel('Fichier du justificatif').setInputFiles({ name: 'billet.pdf', mimeType: 'application/pdf', buffer: GIF });
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    const description = `Billet de train ${suffix}`;
    await dialog.getByLabel('Fichier du justificatif').setInputFiles({ name: 'billet.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expect(dialog).toBeHidden();
    await expect(refunds.getByRole('link', { name: description })).toBeVisible();
    await expect(refunds.getByText('En cours', { exact: true })).toBeVisible();
    await shots(page, testInfo, '7-remboursements');
  });

  await test.step('la formation terminée, évaluée par le stagiaire', async () => {
    const ended = await moveIntoThePast(api, adminToken, training, payload);
    expect(new Date(ended.end_date).getTime()).toBeLessThan(Date.now());
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Mes formations passées', exact: true }).getByText(training.title, { exact: true })).toBeVisible();

    await page.goto(`/formations/${training.id}`);
    const panel = page.getByRole('region', { name: 'Évaluation de la formation' });
    const dialog = await rateTraining(page, (index) => 10 - index);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('8-evaluation-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 800 });
    await dialog.getByRole('button', { name: "Compléter l'évaluation" }).click();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText('évaluation effectuée')).toBeVisible();
    // The attendance entered, the attendance certificate is offered too.
    await expect(page.getByRole('region', { name: 'Mon inscription' }).getByRole('button', { name: 'Télécharger mon attestation' })).toBeVisible();
    await shots(page, testInfo, '9-formation-evaluee');
    await api.get(`/api/evaluations/evaluation/${training.id}/${profile.id}`, token);
  });

  requests.stop();
  expectTraineeRemotesOnly(requests.urls, baseURL as string);
});

test('inscription sans mandat en cours à une formation qui n’est pas CPH', async ({ page, api, tokenOf, freshAccount, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const requests = recordRequests(page);
  const adminToken = await tokenOf('administrateur');
  const suffix = Date.now().toString(36);
  const training = await publishedTraining(
    api,
    adminToken,
    trainingPayload({ title: `Stage sans mandat ${suffix}`, training_type_id: TRAINING_TYPE.stage, start_date: at(OPEN_START_DAYS), end_date: at(OPEN_START_DAYS + 1) }),
  );
  const account = await freshAccount('sansmandat');
  const token = await api.login(account.email, account.password);
  await page.context().addCookies(sessionCookies(token, baseURL as string));
  await page.goto('/modifier-un-compte');
  await acceptTerms(page);
  await createOwnProfile(page);

  await page.goto(`/inscription/${training.id}`);
  const step = page.getByRole('tabpanel');
  await expect(step.getByRole('heading', { name: training.title })).toBeVisible();
  await page.getByRole('tab', { name: 'Finalisation' }).click();
  await expect(step.getByText(fr("Je n'ai pas de mandat en cours"))).toBeVisible();
  await expect(step.getByRole('region', { name: 'Mandat de conseiller prud’hommes' })).toHaveCount(0);
  await expect(step.getByRole('combobox', { name: /Ancienneté/ })).toHaveCount(0);
  // Nothing answered: the banner asks for every field, the mandates' certification included.
  await step.getByRole('button', { name: "Je m'inscris" }).click();
  await expect(step.getByRole('alert').getByText('Vous devez notamment confirmer vos mandats en cours.')).toBeVisible();
  // The certification, first field to fix, has the focus; once checked, its switch is still drawn
  // whole: its clipped box (the input is wider than the switch) was not scrolled.
  const certify = step.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' });
  await expect(certify).toBeFocused();
  await answerFinalisation(page, false, null);
  const scrolled = await certify.evaluate((input) => {
    let offset = 0;
    for (let box = input.parentElement; box && box.tagName !== 'LABEL'; box = box.parentElement) offset += box.scrollLeft + box.scrollTop;
    return offset;
  });
  expect(scrolled, 'scroll offset of the boxes between the switch and its label').toBe(0);
  await shots(page, testInfo, 'sans-mandat-finalisation');
  const dialog = await registerAndClose(page, training.id);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(upcomingGroup(page, 'Préinscriptions').getByText(training.title, { exact: true })).toBeVisible();

  const detail = await api.get<TrainingDetail>(`/api/trainings/${training.id}`, token);
  expect(detail.own_registration?.registration_status.slug).toBe('preinscription');
  requests.stop();
  expectTraineeRemotesOnly(requests.urls, baseURL as string);
});
