// Cancelling a training is final: in 'Changer le statut' the choice reads 'Annuler la formation', in
// the error colour, and the training is cancelled only once a confirmation saying what follows is
// accepted ('Retour' leaves it as it was). A forced status asks the same. Desktop and phone widths.
import type { TrainingDetail } from '@irt/api/contract';
import { expect, test } from './support/fixtures';
import { at, changeTrainingStatus, createTraining, TRAINING_STATUS, trainingPayload } from './support/scene';

for (const viewport of [
  { name: 'bureau', width: 1366, height: 800 },
  { name: 'téléphone', width: 375, height: 740 },
]) {
  test(`annuler une formation demande une confirmation qui dit ce qui suit (${viewport.name})`, async ({ page, loginAs, api, tokenOf }, testInfo) => {
    await page.setViewportSize(viewport);
    const token = await tokenOf('administrateur');
    const title = `Formation à annuler ${Date.now().toString(36)}`;
    const { id } = await createTraining(api, token, trainingPayload({ title, start_date: at(40, 9), end_date: at(41, 17) }));
    await changeTrainingStatus(api, token, id, TRAINING_STATUS.validated);
    const read = () => api.get<TrainingDetail>(`/api/trainings/${id}`, token);

    await loginAs('administrateur', `/formations/${id}`);
    await page.getByRole('button', { name: 'Changer le statut' }).click();
    const side = page.getByRole('dialog', { name: 'Changer le statut' });
    await side.getByRole('radio', { name: 'Annuler la formation' }).check();
    const apply = side.getByRole('button', { name: 'Annuler la formation' });
    // The theme's error colour (error.main #c62828, shared-ui/src/theme.ts).
    await expect(apply).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    await apply.click();

    const confirm = page.getByRole('dialog', { name: 'Annuler la formation ?' });
    await expect(confirm).toContainText(`« ${title} » passera au statut « Annulée ».`);
    await expect(confirm).toContainText('Elle ne pourra plus recevoir d’inscriptions ni de désinscriptions');
    await expect(confirm).toContainText('Seul un administrateur pourra revenir en arrière, en forçant son statut.');
    await expect(confirm).toContainText('Personne n’est prévenu automatiquement');
    await page.screenshot({ path: testInfo.outputPath(`confirmation-annulation-${viewport.width}.png`) });

    // 'Retour': nothing is written.
    await confirm.getByRole('button', { name: 'Retour' }).click();
    await expect(confirm).toBeHidden();
    expect((await read()).training_status_id).toBe(TRAINING_STATUS.validated);

    // Confirmed: the training is cancelled.
    await apply.click();
    await confirm.getByRole('button', { name: 'Annuler la formation' }).click();
    await expect(page.getByText('Bravo, le statut a bien été modifié')).toBeVisible();
    const cancelled = await read();
    expect(cancelled.training_status_id).toBe(TRAINING_STATUS.cancelled);
    await expect(page.getByTestId('training-status')).toHaveText(cancelled.status.name);

    // Forcing a status back asks too, and says it skips the usual checks.
    await page.getByRole('button', { name: 'Changer le statut' }).click();
    await side.getByRole('button', { name: 'Forcer le statut' }).click();
    await side.getByRole('radio', { name: 'Validée' }).check();
    await side.getByRole('button', { name: 'Forcer le statut « Validée »' }).click();
    const force = page.getByRole('dialog', { name: 'Forcer le statut « Validée » ?' });
    await expect(force).toContainText('sans les vérifications habituelles');
    expect((await read()).training_status_id).toBe(TRAINING_STATUS.cancelled);
    await force.getByRole('button', { name: 'Forcer le statut' }).click();
    await expect(page.getByText('Bravo, le statut a bien été modifié').first()).toBeVisible();
    await expect.poll(async () => (await read()).training_status_id).toBe(TRAINING_STATUS.validated);
  });
}
