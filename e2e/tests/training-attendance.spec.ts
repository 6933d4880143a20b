// The Présences tab of a finished published training: an absence entered, the
// attendance marked done (status 5, toggles locked), a trainee's attendance certificate downloaded and
// read and sent by email, the trainee's convocation and the attendance sheet read too, then the training closed from the status panel (status 7).
import type { Absence, Paged, TrainingDetail, TrainingRow, TrainingTrainee } from '@irt/api/contract';
import { pdfText, seriousViolations } from './support/pages';
import { expect, test } from './support/fixtures';
import type { Locator } from '@playwright/test';
import { TRAINING_STATUS, ofName } from '@irt/api/constants';

/** Contrast ratio (WCAG) of an element's text against the first opaque background under it. */
async function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    let background = [255, 255, 255];
    for (let current: Element | null = node; current; current = current.parentElement) {
      const [r, g, b, a = 1] = rgb(getComputedStyle(current).backgroundColor);
      if (a > 0.99) {
        background = [r, g, b];
        break;
      }
    }
    const [r, g, b, a = 1] = rgb(getComputedStyle(node).color);
    // A translucent text colour is blended over its background.
    const text = [r, g, b].map((c, i) => c * a + background[i] * (1 - a));
    const [l1, l2] = [luminance(text), luminance(background)].sort((x, y) => y - x);
    return (l1 + 0.05) / (l2 + 0.05);
  });
}

test('présences : une absence, présences saisies, attestation téléchargée et lue, formation clôturée', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  // A long journey that uses up its training: a retry would find no candidate left, so it gets the time it needs.
  test.setTimeout(150_000);
  const token = await tokenOf('administrateur');
  const past = await api.get<Paged<TrainingRow>>('/api/trainings', token, { timeline: 'past', current_page: 1, per_page: 100 });
  let chosen: { training: TrainingDetail; trainee: TrainingTrainee } | undefined;
  // The oldest candidates first: the recent ones feed the dashboards' panels.
  for (const row of [...past.data].reverse()) {
    if (row.status.id !== 3) continue;
    const training = await api.get<TrainingDetail>(`/api/trainings/${row.id}`, token);
    if (!training.allowed_actions.can_mark_attendance_done) continue;
    const validated = await api.get<Paged<TrainingTrainee>>(`/api/trainings/${row.id}/trainees`, token, { status: 'valide', page: 1 });
    if (validated.data.length > 0) {
      chosen = { training, trainee: validated.data[0] };
      break;
    }
  }
  expect(chosen, 'a finished training at status 3 with validated trainees').toBeTruthy();
  const { training, trainee } = chosen!;
  const before = await api.get<Absence[]>(`/api/absences/by-training/${training.id}`, token);

  await loginAs('administrateur', `/formations/${training.id}?tab=Présences`);
  const tab = page.getByRole('region', { name: 'Présences' });
  const firstDay = tab.getByRole('region').first();
  await expect(firstDay.getByRole('row', { name: new RegExp(trainee.name) })).toBeVisible();
  const toggles = firstDay.getByRole('group', { name: new RegExp(`: ${trainee.name}$`) });
  const toggle = toggles.first();
  const wasAbsent = (await toggle.getByRole('button', { name: 'Absent' }).getAttribute('aria-pressed')) === 'true';
  const changed = page.waitForResponse((r) => /\/api\/absences(\/\d+)?$/.test(new URL(r.url()).pathname) && r.request().method() !== 'GET');
  await toggle.getByRole('button', { name: wasAbsent ? 'Présent' : 'Absent' }).click();
  expect((await changed).ok()).toBe(true);
  await expect(toggle.getByRole('button', { name: wasAbsent ? 'Présent' : 'Absent' })).toHaveAttribute('aria-pressed', 'true');
  const after = await api.get<Absence[]>(`/api/absences/by-training/${training.id}`, token);
  expect(after.filter((a) => a.profile_id === trainee.profile_id).length).toBe(before.filter((a) => a.profile_id === trainee.profile_id).length + (wasAbsent ? -1 : 1));
  await page.screenshot({ path: testInfo.outputPath('presences.png'), fullPage: true });
  expect(await seriousViolations(page, 'section[aria-label="Présences"]')).toEqual([]);
  // Each button names the trainee and the half-day; the choice not taken is readable (4.5:1).
  await expect(toggle.getByRole('button', { name: new RegExp(`^(Présent|Absent) : ${trainee.name}, (matin|après-midi) du `) })).toHaveCount(2);
  const notTaken = toggle.getByRole('button', { name: wasAbsent ? /^Absent/ : /^Présent/ });
  expect(await contrastOf(notTaken)).toBeGreaterThanOrEqual(4.5);

  const done = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/trainings/${training.id}` && r.request().method() === 'PATCH');
  await tab.getByRole('button', { name: 'Marquer les présences comme saisies' }).click();
  expect((await done).ok()).toBe(true);
  await expect(tab.getByText('Les présences de cette formation sont saisies : elles ne sont plus modifiables.')).toBeVisible();
  await expect(toggle.getByRole('button', { name: 'Absent' })).toBeDisabled();
  // Locked, both choices stay readable.
  expect(await contrastOf(toggle.getByRole('button', { name: /^Absent/ }))).toBeGreaterThanOrEqual(4.5);
  expect(await contrastOf(toggle.getByRole('button', { name: /^Présent/ }))).toBeGreaterThanOrEqual(4.5);
  await page.screenshot({ path: testInfo.outputPath('presences-saisies.png'), fullPage: true });
  const closed = await api.get<TrainingDetail>(`/api/trainings/${training.id}`, token);
  expect(closed.training_status_id).toBe(TRAINING_STATUS.toClose);
  expect(closed.attendance_sheet_done).toBe(true);
  // The administrateur may reopen it.
  await expect(tab.getByRole('button', { name: 'Annuler la saisie des présences' })).toBeVisible();

  await page.getByRole('tab', { name: 'Actions par stagiaire' }).click();
  const actions = page.getByRole('region', { name: 'Actions par stagiaire' });
  const download = page.waitForEvent('download');
  await actions.getByRole('button', { name: `Télécharger l'attestation ${ofName(trainee.name)}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^f${training.id}-attestation-[a-z0-9-]+-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  const title = training.title.replace(/\s+/g, ' ');
  const certificate = await pdfText(file);
  expect(certificate).toContain(trainee.name);
  expect(certificate).toContain(title);
  // The trainee's convocation, downloaded by staff from the same table.
  const convocationDownload = page.waitForEvent('download');
  await actions.getByRole('button', { name: `Télécharger la convocation ${ofName(trainee.name)}` }).click();
  const convocation = await pdfText(await convocationDownload);
  expect(convocation).toContain(trainee.name);
  expect(convocation).toContain(title);
  // Sending the certificate by email is a POST (no GET sends anything), answered in the tab.
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/send-certificate-email/${training.id}/${trainee.id}`);
  await actions.getByRole('button', { name: `Envoyer l'attestation à ${trainee.name}` }).click();
  const sentResponse = await sent;
  expect(sentResponse.request().method()).toBe('POST');
  expect(sentResponse.ok()).toBe(true);
  await expect(actions.getByText(`Bravo, l'email a bien été envoyé (${trainee.name})`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('actions-par-stagiaire.png'), fullPage: true });
  expect(await seriousViolations(page, 'section[aria-label="Actions par stagiaire"]')).toEqual([]);

  // The attendance sheet of the whole training: one line per validated trainee.
  await page.getByRole('tab', { name: 'Actions', exact: true }).click();
  const sheetDownload = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: "Télécharger la feuille d'émargement" }).click();
  const sheet = await pdfText(await sheetDownload);
  expect(sheet).toContain(trainee.name);
  expect(sheet).toContain(title);

  // Attendance done: the administrateur closes the training from the status panel.
  const close = closed.allowed_actions.transitions.find((t) => t.kind === 'close');
  expect(close, 'closing is offered at status 5').toBeTruthy();
  await page.getByRole('button', { name: closed.allowed_actions.transitions.length === 1 ? close!.label : 'Changer le statut' }).click();
  const side = page.getByRole('dialog', { name: 'Changer le statut' });
  await side.getByRole('radio', { name: close!.label }).check();
  await side.getByRole('button', { name: close!.label }).click();
  // Closing is final: it applies only once its confirmation is accepted.
  const confirm = page.getByRole('dialog', { name: `${close!.label} ?` });
  await expect(confirm).toContainText('Seul un administrateur pourra revenir en arrière');
  await confirm.getByRole('button', { name: close!.label }).click();
  await expect(page.getByText('Bravo, le statut a bien été modifié')).toBeVisible();
  const final = await api.get<TrainingDetail>(`/api/trainings/${training.id}`, token);
  expect(final.training_status_id).toBe(TRAINING_STATUS.closed);
  await expect(page.getByTestId('training-status')).toHaveText(final.status.name);
});
