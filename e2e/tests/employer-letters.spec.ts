// The letters to the employer of the demo trainee's registrations on a training leave: the notice of an
// upcoming training, downloaded and read back, then emailed; the attendance certificate of an ended
// training, listing the signed half-days; the staff's list under 'Actions par stagiaire'.
import type { EmployerLetterSummary, Paged, TraineeTrainingItem } from '@irt/api/contract';
import { expect, test, type PortalApi } from './support/fixtures';
import { pdfText, screenshots, seriousViolations } from './support/pages';

type Found = { item: TraineeTrainingItem; leave: NonNullable<EmployerLetterSummary['leave']> };

/**
 * The demo's two trainings written for the letters (api/src/db/seed-demo/leave-letters.ts): one ahead, one
 * ended with the demo trainee absent its last afternoon. Found by title: the demo trainee has other
 * registrations on a leave, and which of them comes first in a list depends on the day the demo was made.
 */
const TITLES = { upcoming: 'Le CSE et la santé au travail', past: 'Conseillers prud’hommes : la procédure de référé' } as const;

/** The demo trainee's validated registration on a leave to the letters' training ahead or ended. */
async function registrationOnLeave(api: PortalApi, token: string, when: 'upcoming' | 'past'): Promise<Found> {
  const page = await api.get<Paged<TraineeTrainingItem>>(`/api/trainee/trainings/${when}`, token, { status: 'valide', page: 1, per_page: 100 });
  const item = page.data.find((t) => t.training_name === TITLES[when]);
  if (!item) throw new Error(`the demo trainee is not registered to « ${TITLES[when]} »`);
  const { leave } = await api.get<EmployerLetterSummary>(`/api/employer-letters/${item.registration_id}`, token);
  if (!leave || leave.certificate_available !== (when === 'past')) throw new Error(`« ${TITLES[when]} »: not on a leave as the demo writes it`);
  return { item, leave };
}

/** "13 février 2027" from "2027-02-13", written apart from the screens' formatter. */
const frenchDay = (day: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })
    .format(new Date(`${day}T12:00:00Z`))
    .replace(/^1 /, '1er ');

test('congé de formation : le courrier pour l’employeur téléchargé et envoyé par courriel, l’attestation des demi-journées émargées', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('stagiaire');
  const upcoming = await registrationOnLeave(api, token, 'upcoming');

  await loginAs('stagiaire', `/formations/${upcoming.item.training_id}`);
  const block = page.getByRole('region', { name: 'Congé de formation' });
  await expect(block.getByText(upcoming.leave.label, { exact: true })).toBeVisible();
  await expect(block.getByText(`À remettre à votre employeur avant le ${frenchDay(upcoming.leave.notice_deadline)} inclus`)).toBeVisible();
  expect(await seriousViolations(page, 'section[aria-labelledby="employer-leave-title"]')).toEqual([]);
  await screenshots(page, (name) => testInfo.outputPath(name), 'conge-formation');

  const download = page.waitForEvent('download');
  await block.getByRole('button', { name: "Télécharger la demande à l'employeur" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^f${upcoming.item.training_id}-demande-employeur-.+\\.pdf$`));
  const notice = await pdfText(file);
  expect(notice).toContain(upcoming.item.training_name.replace(/\s+/g, ' '));
  expect(notice).toContain(upcoming.leave.notice_article);
  expect(notice).toMatch(/DEMANDE D’AUTORISATION D’ABSENCE|INFORMATION DE L’EMPLOYEUR/);
  expect(notice).toContain(`${upcoming.leave.notice_days} jours avant le premier jour de formation`);

  await block.getByRole('button', { name: "M'envoyer par courriel" }).click();
  await expect(page.getByText('Le courrier pour votre employeur vous a été envoyé par courriel.')).toBeVisible();
  await expect
    .poll(async () => (await api.outbox('stagiaire@irt-demo.fr')).some((m) => m.subject === `Courrier pour votre employeur : ${upcoming.item.training_name}`))
    .toBe(true);

  // An ended training: the certificate for the employer, from the half-days signed.
  const ended = await registrationOnLeave(api, token, 'past');
  await page.goto(`/formations/${ended.item.training_id}`);
  await expect(block.getByText(ended.leave.label, { exact: true })).toBeVisible();
  await expect(block.getByRole('button', { name: "Télécharger la demande à l'employeur" })).toHaveCount(0);
  const certificateDownload = page.waitForEvent('download');
  await block.getByRole('button', { name: "Attestation de présence pour l'employeur" }).click();
  const certificate = await pdfText(await certificateDownload);
  expect(certificate).toContain('ATTESTATION DE PRÉSENCE POUR L’EMPLOYEUR');
  expect(certificate).toContain(ended.leave.certificate_article);
  // The demo trainee signed three half-days of the four and missed the last afternoon.
  expect(certificate).toMatch(/Total : 3 demi-journées sur 4, soit 1,5 jour et \d+ h/);
  expect(certificate).toContain('émargées ou constatées');
  await screenshots(page, (name) => testInfo.outputPath(name), 'conge-formation-terminee');
});

test('congés de formation vus par l’équipe : les courriers des stagiaires sous « Actions par stagiaire »', async ({ page, loginAs, api, tokenOf }) => {
  const trainee = await tokenOf('stagiaire');
  const ended = await registrationOnLeave(api, trainee, 'past');
  await loginAs('gestionnaire', `/formations/${ended.item.training_id}?tab=actions-par-stagiaire`);
  const panel = page.getByRole('region', { name: "Congés de formation : courriers pour l'employeur" });
  await expect(panel.getByText(ended.leave.label, { exact: false }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: /^Attestation employeur de / }).first().click();
  expect(await pdfText(await download)).toContain('ATTESTATION DE PRÉSENCE POUR L’EMPLOYEUR');
});
