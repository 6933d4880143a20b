// The month calendar: a demo training of the current month on its day, its
// dialog, the previous / next / today buttons moving the month kept in the address, and a busy day's
// '+ k autres' button listing all its trainings, each opening its dialog and its page.
import { ofName } from '@irt/api/constants';
import type { CalendarDay, CalendarTraining } from '@irt/api/contract';
import { seriousViolations } from './support/pages';
import { expect, test } from './support/fixtures';

const pad = (value: number) => String(value).padStart(2, '0');

/** 'Novembre 2026' in the page's own words. */
function monthTitle(year: number, month: number): string {
  const text = new Date(year, month - 1, 1).toLocaleDateString('fr-FR', { month: 'long', year: 'numeric' });
  return text.charAt(0).toUpperCase() + text.slice(1);
}

test('calendrier : une formation du mois, sa fiche, les mois suivant et précédent, puis toutes les formations d’un jour chargé', async ({ page, loginAs, api, tokenOf }, testInfo) => {
  // Many steps, each waiting on the API and the page: more than the default time on a shared machine.
  test.slow();
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Paris' }));
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  const token = await tokenOf('administrateur');
  const days = await api.get<CalendarDay[]>(`/api/trainings/month/${month}/${year}`, token);
  expect(days).toHaveLength(42);
  const day = days.find((d) => d.date.startsWith(`${year}-${pad(month)}-`) && d.trainings.length > 0);
  expect(day, 'a demo training in the current month').toBeTruthy();
  const training = day!.trainings[0];
  // A day of the month with more trainings than its cell shows (the demo's virtual classes around today).
  const busy = days.find((d) => d.date.startsWith(`${year}-${pad(month)}-`) && d.more > 0);
  expect(busy, 'a busy demo day in the current month').toBeTruthy();
  const all = await api.get<CalendarTraining[]>(`/api/trainings/day/${busy!.date}`, token);
  expect(all).toHaveLength(busy!.trainings.length + busy!.more);
  // The last of the day: not in its cell, only in the day's list.
  const hidden = all[all.length - 1];
  expect(busy!.trainings.map((t) => t.id)).not.toContain(hidden.id);
  const moreName = new RegExp(`^${busy!.more} autres? formations? le `);

  await loginAs('administrateur', '/agenda');
  // The first visit loads the remote: on a busy machine this can take longer than one expectation.
  await expect(page.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(year, month) })).toBeVisible();
  const grid = page.getByRole('table', { name: `Calendrier ${ofName(monthTitle(year, month).toLowerCase())}` });
  await expect(grid.getByRole('cell')).toHaveCount(42);
  await expect(grid.getByRole('columnheader').first()).toHaveAttribute('abbr', 'lundi');
  const cell = grid.locator(`td[data-date="${day!.date}"]`);
  const event = cell.getByRole('button', { name: training.title }).first();
  await expect(event).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('agenda-1366.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  await event.click();
  const dialog = page.getByRole('dialog', { name: training.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(training.category.name, { exact: true })).toBeVisible();
  await expect(dialog.getByText(training.type.name, { exact: true })).toBeVisible();
  if (training.pedagogical_supervisor) await expect(dialog.getByText(training.pedagogical_supervisor, { exact: true })).toBeVisible();
  if (training.place) await expect(dialog.getByText(training.place.name, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Voir la formation' })).toHaveAttribute('href', `/formations/${training.id}`);
  await page.screenshot({ path: testInfo.outputPath('agenda-dialog.png') });
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();

  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  await page.getByRole('button', { name: 'Mois suivant' }).click();
  await expect(page).toHaveURL(new RegExp(`/agenda\\?mois=${next.year}-${pad(next.month)}$`));
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(next.year, next.month) })).toBeVisible();
  await page.getByRole('button', { name: 'Mois précédent' }).click();
  await page.getByRole('button', { name: 'Mois précédent' }).click();
  await expect(page).toHaveURL(new RegExp(`/agenda\\?mois=${previous.year}-${pad(previous.month)}$`));
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(previous.year, previous.month) })).toBeVisible();
  const previousDays = await api.get<CalendarDay[]>(`/api/trainings/month/${previous.month}/${previous.year}`, token);
  const earlier = previousDays.find((d) => d.date.startsWith(`${previous.year}-${pad(previous.month)}-`) && d.trainings.length > 0);
  if (earlier) {
    await expect(page.locator(`td[data-date="${earlier.date}"]`).getByRole('button', { name: earlier.trainings[0].title }).first()).toBeVisible();
  }

  await page.getByRole('button', { name: "Aujourd'hui" }).click();
  await expect(page).toHaveURL(new RegExp(`/agenda\\?mois=${year}-${pad(month)}$`));
  await expect(cell.getByRole('button', { name: training.title }).first()).toBeVisible();

  // The busy day: its first trainings, then '+ k autres' opening the list of them all.
  const busyCell = grid.locator(`td[data-date="${busy!.date}"]`);
  await expect(busyCell.getByRole('button', { name: busy!.trainings[0].title }).first()).toBeVisible();
  const more = busyCell.getByRole('button', { name: moreName });
  await expect(more).toHaveText(`+ ${busy!.more} autre${busy!.more > 1 ? 's' : ''}`, { useInnerText: true });
  await more.click();
  const dayDialog = page.getByRole('dialog', { name: /^Formations du / });
  await expect(dayDialog).toBeVisible();
  const list = dayDialog.getByRole('list');
  await expect(list.getByRole('button')).toHaveCount(all.length);
  await expect(list.getByRole('button').last()).toContainText(hidden.title);
  await page.screenshot({ path: testInfo.outputPath('agenda-jour-1366.png'), animations: 'disabled' });
  expect(await seriousViolations(page)).toEqual([]);
  // A training of the list opens its dialog over the list; closing it comes back to the list.
  await list.getByRole('button').last().click();
  const hiddenDialog = page.getByRole('dialog', { name: hidden.title });
  await expect(hiddenDialog).toBeVisible();
  await expect(hiddenDialog.getByRole('link', { name: 'Voir la formation' })).toHaveAttribute('href', `/formations/${hidden.id}`);
  await hiddenDialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(hiddenDialog).toBeHidden();
  await expect(dayDialog).toBeVisible();
  await dayDialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dayDialog).toBeHidden();

  await page.getByRole('main').getByRole('link', { name: 'Formations', exact: true }).click();
  await expect(page).toHaveURL(/\/formations$/);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/agenda');
  await expect(cell.getByRole('button', { name: training.title }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('agenda-375.png'), fullPage: true });
  // On a phone the busy day's button shows the count alone; the list leads to the training's page.
  const phoneMore = busyCell.getByRole('button', { name: moreName });
  await expect(phoneMore).toHaveText(`+${busy!.more}`, { useInnerText: true });
  await phoneMore.click();
  await expect(dayDialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('agenda-jour-375.png'), animations: 'disabled' });
  await dayDialog.getByRole('list').getByRole('button').last().click();
  await hiddenDialog.getByRole('link', { name: 'Voir la formation' }).click();
  await expect(page).toHaveURL(new RegExp(`/formations/${hidden.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: hidden.title })).toBeVisible({ timeout: 30_000 });
});

test('agenda personnel : trouvé depuis « Mon profil » sur un téléphone, son adresse copiée donne les formations du stagiaire', async ({ page, context, loginAs, request }, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs('stagiaire', '/profil');
  await page.getByRole('navigation', { name: 'Sections du profil' }).getByRole('link', { name: 'Mon agenda' }).click();
  const card = page.getByRole('region', { name: 'Mon agenda' });
  await expect(card).toBeInViewport();
  // The address is shown once, when it is made or renewed (the portal keeps only its fingerprint).
  await card.getByRole('button', { name: /^(Créer le lien de mon agenda|Renouveler le lien)$/ }).click();
  await card.getByRole('button', { name: 'Copier l’adresse' }).click();
  await expect(card.getByText('L’adresse de votre agenda a été copiée.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/api\/calendar\/[^/]+\.ics$/);
  await expect(card.getByRole('link', { name: 'Ouvrir dans mon agenda' })).toHaveAttribute('href', copied.replace(/^https?:/, 'webcal:'));
  await page.screenshot({ path: testInfo.outputPath('mon-agenda-375.png'), fullPage: true });
  // The copied address is the feed itself, without any login.
  const feed = await request.get(copied);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
});
