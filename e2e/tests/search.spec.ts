// The two search dialogs of the top bar.
import { isRouteBuilt } from '@irt/shared-auth/routes';
import { expect, fr, test } from './support/fixtures';
import type { Locator, Page } from '@playwright/test';
import type { RoleSlug } from '@irt/api/contract';

interface TrainingLike {
  id: number;
  title: string;
}
interface Paged<T> {
  data: T[];
  total: number;
}
interface ProfileLike {
  id: number;
  profile_number: string;
  user?: { name?: string };
  name?: string;
}

/**
 * 'Voir le profil' opens the profile page once it is built for the role; until then it is not offered
 * (the route table says which, and the button comes back with the page).
 */
async function expectProfileLink(page: Page, result: Locator, address: string, role: RoleSlug) {
  const button = result.getByRole('button', { name: 'Voir le profil' });
  if (!isRouteBuilt(address, role)) {
    await expect(button).toHaveCount(0);
    return;
  }
  await button.click();
  await expect(page).toHaveURL((url) => url.pathname === address);
}

async function openSearch(page: Page) {
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('recherche de formation : un résultat mène à sa fiche, rien trouvé le dit', async ({
  page,
  loginAs,
  api,
  tokenOf,
}) => {
  const token = await tokenOf('administrateur');
  const upcoming = await api.get<Paged<TrainingLike>>('/api/trainings/upcoming', token, { page: 1, per_page: 7 });
  expect(upcoming.data.length, 'the demo data has upcoming trainings').toBeGreaterThan(0);
  const target = upcoming.data[0];

  await loginAs('administrateur');
  const dialog = await openSearch(page);
  const input = dialog.getByPlaceholder('Rechercher une formation...');
  await input.fill('zzzz aucune formation ne porte ce titre');
  await expect(dialog.getByText('Pas de résultats')).toBeVisible();
  await expect(dialog.getByText(/Veuillez r[ée]+ss?ayer\./)).toBeVisible();

  await input.fill(target.title);
  await dialog.getByText(target.title, { exact: true }).first().click();
  // Two sessions of a training may share a title: the result leads to a training of that title.
  await expect(page).toHaveURL(/\/formations\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('recherche de profil sur la page des stagiaires : par nom et par numéro de profil', async ({
  page,
  loginAs,
  api,
  tokenOf,
}) => {
  const trainee = await api.get<ProfileLike>('/api/profile', await tokenOf('stagiaire'));
  const name = trainee.user?.name ?? trainee.name;
  expect(name, 'the trainee profile carries its name').toBeTruthy();
  expect(trainee.profile_number).toContain('20');

  await loginAs('gestionnaire', '/stagiaires');
  let dialog = await openSearch(page);
  const input = dialog.getByPlaceholder('Rechercher un profil...');
  await input.fill(name as string);
  let result = dialog.getByRole('listitem').filter({ hasText: name as string }).first();
  await expect(result).toBeVisible();
  await expectProfileLink(page, result, `/stagiaires/${trainee.id}`, 'gestionnaire');

  // An input with '20' in it is a profile number.
  await page.goto('/stagiaires');
  dialog = await openSearch(page);
  await dialog.getByPlaceholder('Rechercher un profil...').fill(trainee.profile_number);
  result = dialog.getByRole('listitem').filter({ hasText: trainee.profile_number }).first();
  await expect(result).toBeVisible();
  await expect(result).toContainText(name as string);
  await expectProfileLink(page, result, `/stagiaires/${trainee.id}`, 'gestionnaire');
});

test('la page des formateurs ouvre la recherche de profil, le tableau de bord celle des formations', async ({
  page,
  loginAs,
}) => {
  await loginAs('responsable-pedagogique', '/formateurs');
  let dialog = await openSearch(page);
  await expect(dialog.getByPlaceholder('Rechercher un profil...')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/');
  dialog = await openSearch(page);
  await expect(dialog.getByPlaceholder(fr('Rechercher une formation...'))).toBeVisible();
});
