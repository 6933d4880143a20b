// The trainee list /stagiaires and the trainer list /formateurs: the rows the API gives that user, 20 and 10
// per page; a name filter applied after the typing pauses, kept in the address with the page; the roles outside
// the route sent back to the dashboard.
import type { Page } from '@playwright/test';
import type { Paged, TeacherListItem, TraineeListItem } from '@irt/api/contract';
import { screenshots, seriousViolations } from './support/pages';
import { expect, test } from './support/fixtures';

const FIRST_LOAD_MS = 45_000;

/** The names of the table's rows, in order (each row's header cell holds the name, then the email). */
async function shownNames(page: Page, table: string): Promise<string[]> {
  const cells = await page.getByRole('table', { name: table }).getByRole('rowheader').allInnerTexts();
  return cells.map((text) => text.split('\n')[0].trim());
}

async function expectRows(page: Page, table: string, answer: Paged<{ name: string }>) {
  await expect.poll(() => shownNames(page, table)).toEqual(answer.data.map((row) => row.name));
}

/** The last word of a name, to filter on. */
function surnameOf(row: { name: string }): string {
  return row.name.split(' ').at(-1) as string;
}

const LISTS = [
  {
    path: '/stagiaires',
    api: '/api/users/by-role/stagiaire',
    table: 'Stagiaires',
    search: 'Rechercher un stagiaire par nom',
    perPage: 20,
  },
  {
    path: '/formateurs',
    api: '/api/teachers',
    table: 'Formateurs',
    search: 'Rechercher un formateur par nom',
    perPage: 10,
  },
] as const;

for (const role of ['administrateur', 'gestionnaire'] as const) {
  for (const list of LISTS) {
    test(`${list.table} (${role}) : la liste, sa pagination et le filtre par nom`, async ({ page, loginAs, api, tokenOf }, testInfo) => {
      test.slow();
      const token = await tokenOf(role);
      const read = (query: Record<string, string | number> = {}) =>
        api.get<Paged<TraineeListItem | TeacherListItem>>(list.api, token, { page: 1, per_page: list.perPage, ...query });

      await loginAs(role, list.path);
      await expect(page.getByRole('heading', { level: 1, name: list.table })).toBeVisible({ timeout: FIRST_LOAD_MS });
      const first = await read();
      expect(first.last_page, `the demo institute has more than ${list.perPage} rows`).toBeGreaterThan(1);
      expect(first.per_page).toBe(list.perPage);
      await expectRows(page, list.table, first);
      if (role === 'administrateur') {
        expect(await seriousViolations(page)).toEqual([]);
        await screenshots(page, (name) => testInfo.outputPath(name), list.path.slice(1));
      }

      await page.getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(new RegExp(`${list.path}\\?page=2$`));
      await expectRows(page, list.table, await read({ page: 2 }));

      // A name of the second page, typed in the filter: the list goes back to its first page of matches.
      const word = surnameOf((await read({ page: 2 })).data[0]);
      await page.getByRole('searchbox', { name: list.search }).fill(word);
      await expect(page).toHaveURL((url) => url.pathname === list.path && url.searchParams.get('nom') === word && !url.searchParams.has('page'));
      const filtered = await read({ name: word });
      expect(filtered.total).toBeGreaterThan(0);
      await expectRows(page, list.table, filtered);

      // Reloading keeps the filter; going back returns to page 2 without it.
      await page.reload();
      await expect(page.getByRole('searchbox', { name: list.search })).toHaveValue(word, { timeout: FIRST_LOAD_MS });
      await expectRows(page, list.table, filtered);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${list.path}\\?page=2$`));
      await expectRows(page, list.table, await read({ page: 2 }));
    });
  }
}

test('un intervenant qui tape /formateurs et un stagiaire qui tape /stagiaires reviennent au tableau de bord', async ({ page, loginAs }) => {
  await loginAs('intervenant', '/formateurs');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible({ timeout: FIRST_LOAD_MS });

  await page.context().clearCookies();
  await loginAs('stagiaire', '/stagiaires');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Mes formations à venir')).toBeVisible({ timeout: FIRST_LOAD_MS });
});
