// The notices a training sends by itself, on a phone: at the server's start the scheduled work has sent
// the demo trainee the reminder of her training starting in six days and the satisfaction survey of the
// one that ended yesterday (demo seed). Both read in the outbox, their links followed: the training page,
// then the evaluation form opened at once, filled with a comment and sent.
import type { Evaluation } from '@irt/api/contract';
import { expect, test, type OutboxMessage } from './support/fixtures';
import { seriousViolations } from './support/pages';
import { DEMO_ACCOUNTS } from './support/spec-tables';

test.use({ viewport: { width: 375, height: 800 } });

const REMINDED = 'Prévention des risques psychosociaux';
const SURVEYED = 'Égalité professionnelle : les outils du CSE';

/** The portal path (with its query) of the first link of a message to a page of the portal. */
function linkOf(message: OutboxMessage, pathname: RegExp): string {
  const url = (message.text.match(/https?:\/\/[^\s"'<>)]+/g) ?? []).map((u) => new URL(u)).find((u) => pathname.test(u.pathname));
  expect(url, `a link in « ${message.subject} »`).toBeTruthy();
  return `${url!.pathname}${url!.search}`;
}

test('rappel J-7 et questionnaire de satisfaction : lus dans la boîte d’envoi, suivis jusqu’au formulaire', async ({ page, api, loginAs, tokenOf }, testInfo) => {
  const trainee = DEMO_ACCOUNTS.stagiaire.email;
  const find = async (subject: string) => {
    let found: OutboxMessage | undefined;
    await expect
      .poll(
        async () => {
          // The trainee's own emails (other specs write to the outbox as well).
          const mine = await api.get<{ data: OutboxMessage[] }>('/api/dev/outbox', undefined, { to: trainee, limit: 200 });
          found = mine.data.find((m) => m.to === trainee && m.subject.includes(subject));
          return Boolean(found);
        },
        { message: `an email « ${subject} » to ${trainee}`, timeout: 30_000 },
      )
      .toBe(true);
    return found!;
  };

  const reminder = await find(`Rappel : « ${REMINDED} » commence dans`);
  expect(reminder.text).toContain('L’invitation jointe ajoute la formation à votre agenda.');
  const trainingPath = linkOf(reminder, /^\/formations\/\d+$/);
  await loginAs('stagiaire', trainingPath);
  await expect(page.getByRole('heading', { level: 1, name: REMINDED })).toBeVisible();
  await expect(page.getByText(/^Il reste \d+ jours avant le début de la formation$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('rappel-formation-375.png'), fullPage: true });

  const survey = await find(`Votre avis sur la formation « ${SURVEYED} »`);
  const formPath = linkOf(survey, /^\/formations\/\d+$/);
  expect(formPath).toMatch(/\?evaluer=1$/);
  await page.goto(formPath);
  await expect(page.getByRole('heading', { level: 1, name: SURVEYED })).toBeVisible();
  // The link opens the form at once, the scale's meaning said above the seven scores.
  const dialog = page.getByRole('dialog', { name: 'Évaluation de la formation' });
  await expect(dialog.getByText('Notez chaque point de 1 à 10 : 1 pour « pas du tout satisfait », 10 pour « très satisfait ».')).toBeVisible();
  const criteria = dialog.getByRole('combobox');
  await expect(criteria).toHaveCount(7);
  await page.screenshot({ path: testInfo.outputPath('questionnaire-375.png') });
  expect(await seriousViolations(page)).toEqual([]);
  for (let index = 0; index < 7; index++) {
    await criteria.nth(index).click();
    await page.getByRole('option', { name: String(10 - index), exact: true }).click();
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(criteria.nth(index)).toHaveText(new RegExp(`^${10 - index}\\b`));
  }
  const comment = 'Des cas pratiques très utiles pour notre CSE.';
  await dialog.getByRole('textbox', { name: 'Commentaire (facultatif)' }).fill(comment);
  await expect(dialog.getByText(`(${comment.length} / 2000 caractères)`, { exact: false })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('questionnaire-rempli-375.png'), fullPage: true });
  await dialog.getByRole('button', { name: "Compléter l'évaluation" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Évaluation de la formation' }).getByText('évaluation effectuée')).toBeVisible();

  // The comment is kept with the scores.
  const trainingId = Number(formPath.match(/\/formations\/(\d+)/)![1]);
  const evaluations = await api.get<Evaluation[]>(`/api/evaluations/${trainingId}`, await tokenOf('administrateur'));
  expect(evaluations.find((e) => e.profile.email === trainee)?.comment).toBe(comment);
});
