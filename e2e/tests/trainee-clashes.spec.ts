// The demo stagiaire opens the registration of a catalogue training that overlaps one she is validated
// for: the wizard's first step warns of it, with a link to the other training, and does not block.
import type { Paged, TrainingClash, TrainingDetail, TrainingSearchItem } from '@irt/api/contract';
import { expect, test } from './support/fixtures';
import { seriousViolations } from './support/pages';

test("l'assistant d'inscription signale une formation validée aux mêmes dates", async ({ page, loginAs, api, tokenOf }, testInfo) => {
  const token = await tokenOf('stagiaire');
  const catalogue = await api.get<Paged<TrainingSearchItem>>('/api/catalog/trainings/search', token, { page: 1, per_page: 100 });
  let found: { id: number; clashes: TrainingClash[] } | undefined;
  for (const item of catalogue.data) {
    const clashes = await api.get<TrainingClash[]>(`/api/trainee/trainings/${item.id}/clashes`, token);
    // One she is not registered to yet: the wizard then offers the registration.
    if (clashes.length > 0 && !(await api.get<TrainingDetail>(`/api/trainings/${item.id}`, token)).own_registration) {
      found = { id: item.id, clashes };
      break;
    }
  }
  expect(found, 'a catalogue training overlapping a validated one of the demo trainee (demo seed)').toBeTruthy();
  const { id, clashes } = found!;

  await loginAs('stagiaire', `/inscription/${id}`);
  const step = page.getByRole('tabpanel');
  const warning = step.getByRole('alert').filter({ hasText: 'chevauche' });
  await expect(warning).toContainText('Attention : cette formation chevauche une formation à laquelle vous êtes inscrit(e)');
  await expect(warning.getByRole('listitem')).toHaveCount(clashes.length);
  const link = warning.getByRole('link', { name: clashes[0].title });
  await expect(link).toHaveAttribute('href', `/formations/${clashes[0].id}`);
  await expect(warning.getByRole('listitem').first()).toContainText(/«\s.+\s» (du \d{1,2}(er)? \S+ \d{4} au \d{1,2}(er)? \S+ \d{4}|le \d{1,2}(er)? \S+ \d{4})/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('chevauchement-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(warning).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('chevauchement-375.png'), fullPage: true });
  // A warning only: the last step still offers to register.
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.getByRole('tab', { name: 'Finalisation' }).click();
  await expect(step.getByRole('button', { name: /Je m'inscris|M'inscrire sur la liste d'attente/ })).toBeVisible();
  // The link leads to the other training.
  await page.getByRole('tab', { name: 'Intitulé de la formation' }).click();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === `/formations/${clashes[0].id}`);
});
