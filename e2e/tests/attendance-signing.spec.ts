// 'Émargement' on phones: the teacher opens the signing screen of the half-day in progress; a trainee, in
// a second browser, reads its QR code from a screenshot, logs in (the portal brings them back to the
// signing page) and signs by drawing; the teacher signs, which closes the half-day; the attendance sheet
// carries both signatures' times; the code read at the start is refused once expired, in French.
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { SignatureRecord } from '@irt/api/contract';
import { expect, test } from './support/fixtures';
import { pdfText, seriousViolations } from './support/pages';
import { at, forceTrainingStatus, publishedTraining, setRegistrationStatus, trainingPayload, TRAINING_STATUS, TRAINING_TYPE } from './support/scene';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/spec-tables';

const PHONE = { width: 390, height: 844 };
const HOUR = 60 * 60 * 1000;
const EXPIRED = 'Ce code d’émargement a expiré : scannez le nouveau code affiché par votre formateur.';

/** A signature drawn with the pointer across the pad. */
async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad not laid out');
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 12; i += 1) {
    await page.mouse.move(box.x + box.width * (0.15 + i * 0.055), box.y + box.height * (0.55 + 0.25 * Math.sin(i)), { steps: 3 });
  }
  await page.mouse.up();
}

/** The text of the QR code visible on the page, read from a screenshot. */
async function readQrCode(page: Page): Promise<string> {
  const image = PNG.sync.read(await page.screenshot());
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  expect(code, 'a QR code in the screenshot').toBeTruthy();
  return code!.data;
}

const parisClock = (iso: string) =>
  new Date(iso).toLocaleTimeString('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit', second: '2-digit' });

test('émargement : QR code lu par le téléphone du stagiaire, signatures dessinées, feuille signée, code expiré refusé', async ({ page, browser, api, tokenOf, loginAs, baseURL }, testInfo) => {
  // The last step waits for the code read at the start to expire (at most a minute after it was shown).
  test.setTimeout(150_000);
  const admin = await tokenOf('administrateur');
  const traineeToken = await tokenOf('stagiaire');
  const trainee = await api.get<{ id: number }>('/api/profile', traineeToken);
  const teacher = await api.get<{ id: number }>('/api/profile', await tokenOf('intervenant'));

  // A training of the test's own, its trainee validated and the demo intervenant teaching it, then
  // moved to now: started an hour ago, ends in two hours (the half-day in progress is the server's to say).
  const title = `Émargement ${Date.now().toString(36)}`;
  const payload = trainingPayload({
    title,
    training_type_id: TRAINING_TYPE.stage,
    start_date: at(40, 9),
    end_date: at(41, 17),
    transportation_fees: true,
    number_of_round_trips: 1,
  });
  const training = await publishedTraining(api, admin, payload);
  const registered = await api.post(`/api/trainings/${training.id}/register`, { referral_source_id: 1, mandates_certified: true, mandate_profile_ids: [], reimbursed: true }, traineeToken);
  expect(registered.status(), await registered.text()).toBe(201);
  await setRegistrationStatus(api, admin, training.id, trainee.id, 'valide');
  await api.write('POST', `/api/trainings/${training.id}/teachers`, { profile_id: teacher.id, confirm_conflicts: true }, admin);
  await forceTrainingStatus(api, admin, training.id, TRAINING_STATUS.upcoming);
  await api.write(
    'PUT',
    `/api/trainings/${training.id}`,
    { ...payload, start_date: new Date(Date.now() - HOUR).toISOString(), end_date: new Date(Date.now() + 2 * HOUR).toISOString() },
    admin,
  );
  await forceTrainingStatus(api, admin, training.id, TRAINING_STATUS.published);

  // The teacher's phone: the half-day, its QR code, the trainee not signed yet.
  await page.setViewportSize(PHONE);
  await loginAs('intervenant', `/formations/${training.id}/emargement`);
  await expect(page.getByRole('heading', { name: /^(Matin|Après-midi) du / })).toBeVisible();
  const qr = page.getByRole('img', { name: /Code QR d’émargement/ });
  await expect(qr).toBeVisible();
  await qr.scrollIntoViewIfNeeded();
  const address = new URL(await readQrCode(page));
  expect(address.pathname).toMatch(/^\/emargement\/q\./);
  const scanned = address.pathname.split('/').pop()!;
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('emargement-formateur-390.png'), fullPage: true });

  // The trainee's phone, not logged in: the login page, then back to the signing page.
  const phone = await browser.newContext({ baseURL, viewport: PHONE, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const mobile = await phone.newPage();
  await mobile.goto(address.pathname);
  await expect(mobile).toHaveURL(/\/authentification/);
  await mobile.getByRole('textbox', { name: 'Identifiant' }).fill(DEMO_ACCOUNTS.stagiaire.email);
  await mobile.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO_PASSWORD);
  await mobile.getByRole('button', { name: 'Se connecter' }).click();
  await expect(mobile).toHaveURL((url) => url.pathname === address.pathname);
  await expect(mobile.getByText(title)).toBeVisible();
  await expect(mobile.getByText(/^(Matin|Après-midi) du /)).toBeVisible();
  const sign = mobile.getByRole('button', { name: 'Signer la demi-journée' });
  await expect(sign).toBeDisabled();
  await drawSignature(mobile, mobile.getByRole('img', { name: 'Votre signature' }));
  await expect(sign).toBeEnabled();
  // The check first: it waits for the buttons' colour transitions to end, then the screenshot shows them at rest.
  expect(await seriousViolations(mobile)).toEqual([]);
  await mobile.screenshot({ path: testInfo.outputPath('emargement-stagiaire-390.png'), fullPage: true });
  await sign.click();
  await expect(mobile.getByText(/^Votre signature est enregistrée \(\d\d:\d\d\)/)).toBeVisible();
  await mobile.screenshot({ path: testInfo.outputPath('emargement-stagiaire-signe-390.png'), fullPage: true });

  // The teacher's screen shows the signature, then the teacher signs and the half-day is closed.
  await expect(page.getByText(/^Signé à \d\d:\d\d$/)).toBeVisible();

  // At the same instant, the Présences tab on the teacher's phone tells the same: the trainee's half-day
  // signed at the same time, no presence nobody attested, and why the present/absent choice waits (the
  // half-days to come, which depend on the hour the test runs, are the component test's).
  const signedOnScreen = (await page.getByText(/^Signé à \d\d:\d\d$/).first().textContent())!;
  const signingCount = await page.getByText(/^Signé à \d\d:\d\d$/).count();
  const presences = await page.context().newPage();
  await presences.goto(`/formations/${training.id}?tab=Présences`);
  const tab = presences.getByRole('region', { name: 'Présences' });
  await expect(tab.getByText("La formation n'est pas terminée.")).toBeVisible();
  await expect(tab.getByText(signedOnScreen, { exact: true })).toBeVisible();
  await expect(tab.getByText(/^Signé à \d\d:\d\d$/)).toHaveCount(signingCount);
  await expect(tab.getByRole('button', { name: /^Présent :/ })).toHaveCount(0);
  expect(await seriousViolations(presences, 'section[aria-label="Présences"]')).toEqual([]);
  await presences.screenshot({ path: testInfo.outputPath('presences-en-cours-390.png'), fullPage: true });
  await presences.close();

  await page.getByRole('button', { name: 'Signer et clore la demi-journée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Signature du formateur' });
  await drawSignature(page, dialog.getByRole('img', { name: 'Signature du formateur' }));
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('emargement-formateur-signature-390.png') });
  await dialog.getByRole('button', { name: 'Valider la signature' }).click();
  await expect(page.getByText(/^Demi-journée close : signée par .+ à \d\d:\d\d\.$/)).toBeVisible();
  await expect(page.getByRole('img', { name: /Code QR/ })).toHaveCount(0);

  // The attendance sheet: both signatures with their times (Paris), and the records' fingerprint.
  const signatures = await api.get<SignatureRecord[]>(`/api/trainings/${training.id}/signatures`, admin);
  expect(signatures.map((s) => s.signer).sort()).toEqual(['formateur', 'stagiaire']);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Feuille d’émargement' }).click();
  const sheet = await pdfText(await download);
  for (const signature of signatures) expect(sheet).toContain(parisClock(signature.signed_at));
  expect(sheet).toMatch(/Empreinte SHA-256 des signatures : [0-9a-f]{64}/);

  // The code read at the start, once its 30-second window and the next one have passed: refused.
  await expect(async () => {
    await mobile.goto(`/emargement/${scanned}`);
    await expect(mobile.getByText(EXPIRED)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 80_000, intervals: [5_000] });
  await phone.close();
});
