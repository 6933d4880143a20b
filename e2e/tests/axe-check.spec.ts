// The accessibility check itself (support/pages.ts): on a page made faulty on purpose it reports the
// faults, whole page or one part of it, at every level and at serious level, and again once the page
// changes without a reload (axe-core's script is put in a page once). A check that found nothing here
// would let every other spec pass blind.
import { expect, test } from './support/fixtures';
import { axeViolations, seriousViolations } from './support/pages';

const FAULTY = '<main><h1>Titre</h1><img src="photo.png"><button></button></main><aside><input type="text"></aside>';

test('le contrôle d’accessibilité trouve les défauts d’une page, puis ceux de la page changée sans rechargement', async ({ page }) => {
  await page.setContent(`<html lang="fr"><head><title>Page de contrôle</title></head><body>${FAULTY}</body></html>`);
  const rules = (await axeViolations(page)).map((v) => v.rule);
  expect(rules).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'label']));
  expect((await seriousViolations(page, 'main')).map((line) => line.split(':')[0])).toEqual(['critical button-name', 'critical image-alt']);

  await page.evaluate(() => {
    document.querySelector('main')!.innerHTML = '<h1>Titre</h1><img src="photo.png" alt="Photo">';
    document.querySelector('aside')!.remove();
  });
  expect(await axeViolations(page)).toEqual([]);
});
