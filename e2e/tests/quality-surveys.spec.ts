// The quality surveys of the demo institute, sent by the scheduled work at the server's start: the
// stagiaire follows the cold survey's link of their email on a phone and answers; the intervenant
// answers the teaching team's survey; the gestionnaire reads the results on the Évaluations tab.
import type { PortalApi } from './support/fixtures';
import { expect, test } from './support/fixtures';

/** The path of the survey link in the latest email to `to` whose link ends with `suffix`. */
async function surveyLink(api: PortalApi, to: string, suffix: string): Promise<string> {
  const found = { path: '' };
  await expect
    .poll(
      async () => {
        for (const mail of (await api.outbox(to)).reverse()) {
          const url = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((u) => new URL(u)).find((u) => u.pathname.endsWith(suffix));
          if (url) {
            found.path = url.pathname;
            return true;
          }
        }
        return false;
      },
      { message: `an email to ${to} with a link ending in ${suffix}`, timeout: 20_000 },
    )
    .toBe(true);
  return found.path;
}

test('questionnaire à froid : le stagiaire suit le lien de son email sur un téléphone et répond une fois', async ({ page, api, loginAs }, testInfo) => {
  const link = await surveyLink(api, 'stagiaire@irt-demo.fr', '/questionnaire-a-froid');
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs('stagiaire', link);
  await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire à froid' })).toBeVisible();
  // The score and the recommendation are required: said in French before anything is sent.
  await page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  await expect(page.getByText('Veuillez choisir une note de 1 à 10.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Mise en pratique, de 1 à 10' }).click();
  await page.getByRole('option', { name: '8', exact: true }).click();
  await page.getByRole('textbox', { name: 'Ce qui a changé' }).fill('Je prépare les réunions du CSE avec un ordre du jour écrit.');
  await page.getByRole('combobox', { name: 'Recommandation' }).click();
  await page.getByRole('option', { name: 'Oui', exact: true }).click();
  await page.screenshot({ path: testInfo.outputPath('questionnaire-a-froid-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  await expect(page.getByText('Merci, votre réponse au questionnaire a été enregistrée.')).toBeVisible();
  await expect(page.getByText(/^Merci ! Vous avez répondu le /)).toBeVisible();
  await expect(page.getByText('Je prépare les réunions du CSE avec un ordre du jour écrit.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Envoyer ma réponse' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('questionnaire-a-froid-repondu-375.png'), fullPage: true });

  // The gestionnaire reads it on the training's Évaluations tab.
  const trainingId = link.split('/')[2];
  await page.setViewportSize({ width: 1366, height: 900 });
  await loginAs('gestionnaire', `/formations/${trainingId}?tab=evaluations`);
  const results = page.getByRole('region', { name: 'Questionnaires à froid et de l’équipe pédagogique' });
  await expect(results.getByText('Je prépare les réunions du CSE avec un ordre du jour écrit.')).toBeVisible();
  await expect(results.getByRole('region', { name: 'Questionnaire à froid (trois mois après)' }).getByText('Taux de réponse')).toBeVisible();
  await results.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('resultats-1366.png'), fullPage: true });
});

test('questionnaire de l’équipe pédagogique : l’intervenant répond depuis le lien de son email', async ({ page, api, loginAs }, testInfo) => {
  const link = await surveyLink(api, 'intervenant@irt-demo.fr', '/questionnaire-equipe');
  await loginAs('intervenant', link);
  await expect(page.getByRole('heading', { level: 1, name: 'Questionnaire de l’équipe pédagogique' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Le groupe, de 1 à 10' }).click();
  await page.getByRole('option', { name: '9', exact: true }).click();
  await page.getByRole('combobox', { name: 'Les conditions, de 1 à 10' }).click();
  await page.getByRole('option', { name: '6', exact: true }).click();
  await page.getByRole('textbox', { name: 'Commentaire libre' }).fill('Groupe très impliqué ; la salle était trop petite.');
  await page.screenshot({ path: testInfo.outputPath('questionnaire-equipe-1366.png'), fullPage: true });
  await page.getByRole('button', { name: 'Envoyer ma réponse' }).click();
  await expect(page.getByText(/^Merci ! Vous avez répondu le /)).toBeVisible();
  await expect(page.getByText('9 / 10')).toBeVisible();
});
