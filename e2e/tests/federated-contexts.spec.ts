// A select of a remote opened inside the shell's frame: the 'Statut' filter of a training's Stagiaires
// tab (gestionnaire). Its list is a Menu of mf-trainings' Select holding MenuItems that the shell also
// provides: with two copies of MUI's MenuListContext the page went blank ('MenuListContext is
// missing') and showed the remote error panel. The list must open, filter and close, at desktop and
// phone widths, with nothing in the console.
import type { Paged, TrainingRow, TrainingTrainee } from '@irt/api/contract';
import { expect, test } from './support/fixtures';

for (const viewport of [
  { name: 'bureau', width: 1366, height: 800 },
  { name: 'téléphone', width: 375, height: 740 },
]) {
  test(`filtre « Statut » des stagiaires d’une formation (${viewport.name}) : la liste s’ouvre et filtre`, async ({ page, loginAs, api, tokenOf }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.setViewportSize(viewport);

    // A training of the gestionnaire with trainees in at least two registration statuses.
    const token = await tokenOf('gestionnaire');
    const trainings = await api.get<Paged<TrainingRow>>('/api/trainings', token, { current_page: 1, per_page: 50 });
    let chosen: { id: number; trainees: TrainingTrainee[] } | undefined;
    for (const row of trainings.data) {
      const trainees = await api.get<Paged<TrainingTrainee>>(`/api/trainings/${row.id}/trainees`, token, { page: 1 });
      if (new Set(trainees.data.map((t) => t.registration_status.slug)).size >= 2) {
        chosen = { id: row.id, trainees: trainees.data };
        break;
      }
    }
    expect(chosen, 'a training whose trainees are in two statuses').toBeTruthy();
    const { id, trainees } = chosen!;

    await loginAs('gestionnaire', `/formations/${id}?tab=Stagiaires`);
    const tab = page.getByRole('region', { name: 'Stagiaires' });
    const filter = tab.getByRole('combobox', { name: 'Statut' });
    await expect(filter).toBeVisible();
    await filter.click();
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`filtre-statut-${viewport.width}.png`) });

    // Filtering on one status keeps only its trainees.
    const status = trainees[0]!.registration_status;
    await list.getByRole('option', { name: status.name, exact: true }).click();
    await expect(list).toBeHidden();
    await expect(filter).toHaveText(status.name);
    const others = trainees.filter((t) => t.registration_status.slug !== status.slug);
    await expect(tab.getByText(others[0]!.email)).toBeHidden();
    await expect(tab.getByText(trainees[0]!.email).first()).toBeVisible();

    await expect(page.getByText('Impossible de charger cette partie du portail')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
