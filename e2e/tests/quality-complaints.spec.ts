// Complaints end to end: the stagiaire files one on a phone and gets the acknowledgement by email; the
// gestionnaire takes it on, answers it and adds an improvement action on a desktop; the answer is
// emailed and the stagiaire reads it on their page.
import { expect, test, type PortalApi } from './support/fixtures';
import { seriousViolations } from './support/pages';

const STAGIAIRE_EMAIL = 'stagiaire@irt-demo.fr';

async function mailTo(api: PortalApi, subject: RegExp, holding: string) {
  await expect
    .poll(async () => (await api.outbox()).some((m) => m.to === STAGIAIRE_EMAIL && subject.test(m.subject) && m.text.includes(holding)), {
      message: `un email « ${subject.source} » à ${STAGIAIRE_EMAIL} sur « ${holding} »`,
      timeout: 15_000,
    })
    .toBe(true);
}

test('une réclamation déposée, accusée, prise en charge, répondue, suivie d’une action', async ({ page, api, loginAs }, testInfo) => {
  const subject = `Casier du vestiaire bloqué ${Date.now().toString(36)}`;
  const answer = 'Le casier a été débloqué et la serrure changée. Merci de nous l’avoir signalé.';

  // The stagiaire, on a phone: the form of 'Mes réclamations'.
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs('stagiaire', '/mes-reclamations');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes réclamations' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Faire une réclamation' });
  await form.getByRole('button', { name: 'Envoyer la réclamation' }).click();
  await expect(form.getByText('Indiquez l’objet de la réclamation.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Objet' }).fill(subject);
  await form.getByRole('textbox', { name: 'Votre réclamation' }).fill('Mon casier est resté bloqué toute la journée, avec mes affaires dedans.');
  await form.getByRole('button', { name: 'Envoyer la réclamation' }).click();
  await expect(page.getByText('Votre réclamation a bien été enregistrée.', { exact: false })).toBeVisible();
  const card = page.getByRole('article', { name: subject });
  await expect(card).toBeVisible();
  await expect(card.getByText('Reçue')).toBeVisible();
  await mailTo(api, /Accusé de réception de votre réclamation/, subject);
  await page.screenshot({ path: testInfo.outputPath('mes-reclamations-375.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The gestionnaire, on a desktop: the list, the complaint, 'Prendre en charge', the answer.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs('gestionnaire', '/reclamations?statut=recue');
  await expect(page.getByRole('heading', { level: 1, name: 'Réclamations' })).toBeVisible();
  await page.getByRole('link', { name: `Ouvrir la réclamation « ${subject} »` }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await page.getByRole('button', { name: 'Prendre en charge' }).click();
  await expect(page.getByText('En cours', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Réponse' }).fill(answer);
  await page.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(page.getByText('Traitée', { exact: true })).toBeVisible();
  await expect(page.getByText(answer)).toBeVisible();

  // An improvement action born of the complaint.
  await page.getByRole('button', { name: 'Ajouter une action' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une action d’amélioration' });
  await dialog.getByRole('textbox', { name: 'Action' }).fill('Vérifier les serrures des casiers chaque mois');
  await dialog.getByRole('combobox', { name: 'Responsable' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Échéance').fill('31/01/2030');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('rowheader', { name: 'Vérifier les serrures des casiers chaque mois' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('reclamation-1366.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await mailTo(api, /Réponse à votre réclamation/, 'Le casier a été débloqué');

  // The stagiaire reads the answer on their page.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs('stagiaire', '/mes-reclamations');
  const answered = page.getByRole('article', { name: subject });
  await expect(answered.getByText('Traitée')).toBeVisible();
  await expect(answered.getByText(answer)).toBeVisible();
});
