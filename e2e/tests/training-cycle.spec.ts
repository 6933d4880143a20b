// A training's life through the status panel, for a training created for the test:
// À venir → Validée → Publiée → Reportée (the deferral shown in Informations). The attendance, 'done'
// and closing steps run on a finished training in training-attendance.spec.ts.
import type { Page } from '@playwright/test';
import type { TrainingDetail, TrainingTransitionOption } from '@irt/api/contract';
import { expect, test } from './support/fixtures';
import { saveDespiteConflict } from './support/pages';
import { at, createTraining, trainingPayload } from './support/scene';
import { TRAINING_STATUS } from '@irt/api/constants';


/** Opens the status panel, picks the change `kind` and confirms it; the badge then shows the new status. */
async function changeStatus(page: Page, training: TrainingDetail, kind: TrainingTransitionOption['kind']) {
  const { transitions } = training.allowed_actions;
  const change = transitions.find((t) => t.kind === kind);
  expect(change, `${kind} is offered at status ${training.training_status_id}`).toBeTruthy();
  await page.getByRole('button', { name: transitions.length === 1 ? change!.label : 'Changer le statut' }).click();
  const side = page.getByRole('dialog', { name: 'Changer le statut' });
  await side.getByRole('radio', { name: change!.label }).check();
  // A postponement records a deferral, which has its own success text.
  const saved = page.getByText(kind === 'postpone' ? 'Bravo, le report a bien été enregistré' : 'Bravo, le statut a bien été modifié');
  await saveDespiteConflict(side, side.getByRole('button', { name: change!.label }), saved);
  await expect(side).toBeHidden();
}

test('cycle de vie : créée, validée, publiée puis reportée depuis le panneau de statut', async ({ page, loginAs, api, tokenOf }) => {
  const token = await tokenOf('administrateur');
  const title = `Cycle de vie ${Date.now().toString(36)}`;
  const { id } = await createTraining(api, token, trainingPayload({ title, start_date: at(60, 9), end_date: at(61, 17) }));
  const read = () => api.get<TrainingDetail>(`/api/trainings/${id}`, token);

  await loginAs('administrateur', `/formations/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const badge = page.getByTestId('training-status');

  for (const [kind, status] of [['validate', TRAINING_STATUS.validated], ['publish', TRAINING_STATUS.published], ['postpone', TRAINING_STATUS.postponed]] as const) {
    await changeStatus(page, await read(), kind);
    const now = await read();
    expect(now.training_status_id).toBe(status);
    await expect(badge).toHaveText(now.status.name);
  }
  const postponed = await read();
  expect(postponed.deferrals).toHaveLength(1);
  await expect(page.getByRole('tabpanel').getByText(/^Dates initiales : du /)).toBeVisible();
});
