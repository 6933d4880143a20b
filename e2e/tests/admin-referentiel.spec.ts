// The administrateur edits the reference lists ('Éditer le référentiel', /referentiel): a mandate added,
// renamed and soft-deleted (then listed among the deleted ones, no longer offered), a degree added and
// offered at once in the account form that picks from that list; the other roles are sent back.
// Names carry a suffix of the run, so a second run on the same database finds its own items.
import type { Page } from '@playwright/test';
import type { ProfileSaved, ReferenceItem } from '@irt/api/contract';
import { expect, sidebar, test } from './support/fixtures';
import { seriousViolations } from './support/pages';

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const listMenu = (page: Page) => page.getByRole('navigation', { name: 'Listes du référentiel' });

test('l’administrateur ajoute, renomme et supprime un mandat, qui passe dans les mandats supprimés', async ({ page, api, loginAs, tokenOf }, testInfo) => {
  const name = `Mandat essai ${suffix}`;
  const renamed = `${name} renommé`;
  await loginAs('administrateur', '/');
  await sidebar(page).getByRole('link', { name: 'Référentiel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Éditer le référentiel' })).toBeVisible();
  await listMenu(page).getByRole('button', { name: 'Mandats' }).click();
  await expect(page).toHaveURL(/liste=mandats/);
  await expect(page.getByRole('heading', { level: 2, name: 'Mandats' })).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter' }).click();
  const add = page.getByRole('dialog', { name: 'Ajouter : Mandats' });
  await add.getByRole('textbox', { name: 'Nom' }).fill(name);
  await add.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText("Bravo, l'item a bien été créé")).toBeVisible();
  await expect(add).toBeHidden();
  await expect(page.getByText(name, { exact: true })).toBeVisible();

  // The same name again is refused under the field.
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const again = page.getByRole('dialog', { name: 'Ajouter : Mandats' });
  await again.getByRole('textbox', { name: 'Nom' }).fill(name.toUpperCase());
  await again.getByRole('button', { name: 'Ajouter' }).click();
  await expect(again.getByRole('alert')).toContainText("Erreur à la création de l'item");
  await expect(again.getByText('Ce nom existe déjà dans cette liste.').first()).toBeVisible();
  await again.getByRole('button', { name: 'Annuler' }).click();

  await page.getByRole('button', { name: `modifier ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Modifier : ${name}` });
  await edit.getByRole('textbox', { name: 'Nom' }).fill(renamed);
  await edit.getByRole('button', { name: 'Modifier' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('referentiel-1366.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.getByRole('button', { name: `supprimer ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer cet item ?' });
  await confirm.getByRole('button', { name: 'supprimer' }).click();
  await expect(page.getByText("Bravo, l'item a bien été supprimé")).toBeVisible();
  await expect(page.getByRole('list', { name: 'Mandats', exact: true }).getByText(renamed, { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'voir les mandats supprimés' }).click();
  await expect(page).toHaveURL(/mandats=supprimes/);
  await expect(page.getByRole('heading', { level: 2, name: 'Mandats supprimés' })).toBeVisible();
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `supprimer ${renamed}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'voir les mandats actifs' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mandats' })).toBeVisible();

  // No longer offered to the users who pick a mandate.
  const offered = await api.get<ReferenceItem[]>('/api/mandates', await tokenOf('stagiaire'));
  expect(offered.map((m) => m.name)).not.toContain(renamed);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { level: 1, name: 'Éditer le référentiel' })).toBeVisible();
  // On a phone the lists are one drop-down.
  await expect(listMenu(page)).toBeHidden();
  await page.getByRole('combobox', { name: 'Liste' }).selectOption({ label: 'Lieu' });
  await expect(page.getByRole('heading', { level: 2, name: 'Lieu' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('referentiel-375.png'), fullPage: true });
  expect(await seriousViolations(page, 'main')).toEqual([]);
});

test('un diplôme ajouté est proposé aussitôt dans le formulaire de compte', async ({ page, api, freshAccount, loginAs }) => {
  test.setTimeout(120_000);
  const degree = `Diplôme essai ${suffix}`;
  const account = await freshAccount('referentiel');
  const traineeToken = await api.login(account.email, account.password);
  const created = await api.post('/api/profiles', { name: account.name, genre_id: 1, phone: '0611111111' }, traineeToken);
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as ProfileSaved;

  // The account form first, so that its list of degrees is already in the page's cache.
  await loginAs('administrateur', `/modifier-un-compte/${id}`);
  const professional = page.getByRole('region', { name: 'Informations professionnelles' });
  await professional.getByRole('combobox', { name: 'Diplôme' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByRole('option', { name: degree })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await sidebar(page).getByRole('link', { name: 'Référentiel' }).click();
  await listMenu(page).getByRole('button', { name: 'Diplôme' }).click();
  await page.getByRole('button', { name: 'Ajouter' }).click();
  const add = page.getByRole('dialog', { name: 'Ajouter : Diplôme' });
  await add.getByRole('textbox', { name: 'Nom' }).fill(degree);
  await add.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText(degree, { exact: true })).toBeVisible();

  // Back in the same page session: the form's list was refreshed by the write.
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/modifier-un-compte/${id}$`));
  await page.getByRole('region', { name: 'Informations professionnelles' }).getByRole('combobox', { name: 'Diplôme' }).click();
  await expect(page.getByRole('option', { name: degree })).toBeVisible();
});

test('les autres rôles qui tapent /referentiel reviennent au tableau de bord', async ({ page, loginAs }) => {
  for (const role of ['gestionnaire', 'stagiaire'] as const) {
    await loginAs(role, '/referentiel');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Éditer le référentiel' })).toHaveCount(0);
  }
});
