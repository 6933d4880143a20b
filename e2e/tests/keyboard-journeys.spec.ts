// The main journeys done with the keyboard only: the pointer is never used (no click, no hover, no
// `page.mouse`), only the keys a keyboard user presses (Tab, Shift+Tab, Enter, Space, arrows, Escape,
// and typing). The assertions read the page. Every element reached on the way must show where the focus
// is (an outline, or the focused look of a form field): the list of those that do not fails the journey.
//
// Journeys: the skip link (logged-in frame and public page), a login through the form, the sidebar's
// navigation, a tab list moved with the arrow keys, a dialog opened and closed with the focus back on its
// opener (and the user menu), a stagiaire's pre-registration through the wizard, and a gestionnaire
// creating a training through the form then opening it.
import type { Locator, Page } from '@playwright/test';
import type { Paged, RegistrationOptions, TrainingDetail, TrainingSearchItem, TrainingRow } from '@irt/api/contract';
import { expect, sidebar, test } from './support/fixtures';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './support/spec-tables';
import { DAY_MS } from './support/scene';

/** What holds the focus, for the messages: its role or tag, and its name. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(rien)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} « ${name} »`;
  });

/**
 * Whether the focused element shows its focus: an outline of its own, or the focus ring of the MUI
 * control it is part of (Mui-focusVisible: a switch's hidden input rings its thumb) or the focused look
 * of a form field (Mui-focused: its border thickens and takes the primary colour). Returns a description
 * of the element when it shows none.
 */
const unseenFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body || element.tabIndex < 0) return null;
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    };
    if (shows(element)) return null;
    if (element.closest('.Mui-focused, .Mui-focusVisible')) return null;
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} « ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)} »`;
  });

/** The focus's journey: the elements reached without a visible focus, collected for the end. */
class Keyboard {
  readonly unseen = new Set<string>();
  constructor(readonly page: Page) {}

  async press(key: string) {
    await this.page.keyboard.press(key);
    const unseen = await unseenFocus(this.page);
    if (unseen) this.unseen.add(unseen);
  }

  /** Presses Tab (Shift+Tab with `back`) until `target` holds the focus (or contains it, with `within`). */
  async tabTo(target: Locator, options: { back?: boolean; max?: number; within?: boolean } = {}) {
    await expect(target).toBeAttached();
    for (let step = 0; step < (options.max ?? 80); step++) {
      await this.press(options.back ? 'Shift+Tab' : 'Tab');
      const reached = await target.evaluate(
        (element, within) => element === document.activeElement || (within && element.contains(document.activeElement)),
        options.within ?? false,
      );
      if (reached) return;
    }
    throw new Error(`${target} n’est pas atteint au clavier (focus sur ${await describeFocus(this.page)})`);
  }

  /** Types text into the focused field, key by key. */
  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  /** Opens the focused select and chooses its first option not matching `skip`; returns its text. */
  async choose(select: Locator, skip = /^(Aucun|Tous|Non renseigné)/): Promise<string> {
    await expect(select).toBeFocused();
    await this.press('ArrowDown');
    const listbox = this.page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const options = await listbox.getByRole('option').allTextContents();
    const index = options.findIndex((text) => !skip.test(text.trim()));
    expect(index, `une option de ${select}`).toBeGreaterThanOrEqual(0);
    // The list opens with the focus on the selected option (the first one when none is).
    const selected = await listbox.getByRole('option').evaluateAll((nodes) => Math.max(0, nodes.findIndex((n) => n.getAttribute('aria-selected') === 'true')));
    for (let step = selected; step < index; step++) await this.press('ArrowDown');
    await this.press('Enter');
    await expect(listbox).toBeHidden();
    await expect(select).toBeFocused();
    return options[index]!.trim();
  }

  expectFocusAlwaysSeen() {
    expect([...this.unseen], 'éléments atteints sans focus visible').toEqual([]);
  }
}

test('lien d’évitement : premier élément du cadre connecté et des pages publiques, il mène au contenu', async ({ page, loginAs }, testInfo) => {
  const keys = new Keyboard(page);
  const frames = [
    { name: 'cadre', open: () => loginAs('gestionnaire'), width: 1366 },
    { name: 'cadre', open: () => loginAs('gestionnaire'), width: 375 },
    { name: 'public', open: () => page.goto('/authentification'), width: 1366 },
    { name: 'public', open: () => page.goto('/authentification'), width: 375 },
  ];
  for (const { name, open, width } of frames) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 740 });
    await open();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await keys.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu principal' });
    await expect(skip).toBeFocused();
    // Shown on screen while it holds the focus.
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.x >= 0 && box.height > 0).toBe(true);
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`lien-d-evitement-${name}-${width}.png`) });
    await keys.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab goes into the content, past the top bar and the menu.
    await keys.press('Tab');
    expect(await page.locator('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`focus-${name}-${width}.png`) });
  }
  keys.expectFocusAlwaysSeen();
});

test('connexion par le formulaire, au clavier', async ({ page }) => {
  const keys = new Keyboard(page);
  await page.goto('/authentification');
  await keys.tabTo(page.getByRole('textbox', { name: 'Identifiant' }));
  await keys.type(DEMO_ACCOUNTS.gestionnaire.email);
  await keys.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toBeFocused();
  await keys.type(DEMO_PASSWORD);
  await keys.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page).toHaveTitle('Tableau de bord - IRT');
  keys.expectFocusAlwaysSeen();
});

test('menu latéral : une entrée atteinte à la tabulation ouvre sa page, et le titre suit', async ({ page, loginAs }) => {
  const keys = new Keyboard(page);
  await loginAs('gestionnaire');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await keys.tabTo(sidebar(page).getByRole('link', { name: 'Formations', exact: true }));
  await keys.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/formations');
  await expect(page.getByRole('heading', { level: 1, name: 'Formations' })).toBeVisible();
  await expect(page).toHaveTitle('Formations - IRT');
  // Back up the menu with Shift+Tab.
  await keys.tabTo(sidebar(page).getByRole('link', { name: 'Tableau de bord', exact: true }), { back: true });
  await keys.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page).toHaveTitle('Tableau de bord - IRT');

  // On a phone the menu is a drawer, opened by the top bar's button and closed by the chosen entry.
  await page.setViewportSize({ width: 375, height: 740 });
  await keys.tabTo(page.getByRole('button', { name: 'Ouvrir le menu' }), { back: true });
  await keys.press('Enter');
  const drawer = sidebar(page);
  await expect(drawer.getByRole('link', { name: 'Formations', exact: true })).toBeVisible();
  await keys.tabTo(drawer.getByRole('link', { name: 'Formations', exact: true }));
  await keys.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/formations');
  await expect(drawer.getByRole('link', { name: 'Formations', exact: true })).toBeHidden();
  keys.expectFocusAlwaysSeen();
});

test('dialogues et menus : ouverts au clavier, la touche Échap les ferme et rend le focus à leur bouton', async ({ page, loginAs }) => {
  const keys = new Keyboard(page);
  await loginAs('gestionnaire');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const search = page.getByRole('button', { name: 'Rechercher' });
  await keys.tabTo(search);
  await keys.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The focus is inside the dialog, and Tab keeps it there.
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  for (let step = 0; step < 8; step++) {
    await keys.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement)), `Tab n° ${step + 1} reste dans le dialogue`).toBe(true);
  }
  await keys.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(search).toBeFocused();

  const userMenu = page.getByRole('button', { name: /Menu utilisateur/ });
  await keys.tabTo(userMenu);
  await keys.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await keys.press('ArrowDown');
  await keys.press('Escape');
  await expect(menu).toBeHidden();
  await expect(userMenu).toBeFocused();
  keys.expectFocusAlwaysSeen();
});

test('onglets : les flèches passent d’un onglet à l’autre, Entrée l’affiche', async ({ page, loginAs, api, tokenOf }) => {
  const keys = new Keyboard(page);
  const token = await tokenOf('gestionnaire');
  const list = await api.get<Paged<TrainingRow>>('/api/trainings', token, { current_page: 1, per_page: 1 });
  await loginAs('gestionnaire', `/formations/${list.data[0]!.id}`);
  const tabs = page.getByRole('main').getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await keys.tabTo(tabs.first());
  const second = (await tabs.nth(1).textContent())!.trim();
  await keys.press('ArrowRight');
  await expect(tabs.nth(1)).toBeFocused();
  await keys.press('Enter');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toBeVisible();
  expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(await tabs.nth(1).getAttribute('id'));
  // Left again, back to the first one: the arrows go round.
  await keys.press('ArrowLeft');
  await expect(tabs.first()).toBeFocused();
  await keys.press('Space');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  expect(second.length).toBeGreaterThan(0);
  keys.expectFocusAlwaysSeen();
});

test('un stagiaire se préinscrit à une formation du catalogue par l’assistant, au clavier', async ({ page, loginAs, api, tokenOf }) => {
  test.setTimeout(120_000);
  const keys = new Keyboard(page);
  const token = await tokenOf('stagiaire');
  // A catalogue training open to registration, not the one the pointer journey takes (the last one).
  const catalogue = await api.get<Paged<TrainingSearchItem>>('/api/catalog/trainings/search', token, { page: 1, per_page: 100 });
  let training: TrainingDetail | undefined;
  for (const item of catalogue.data) {
    const detail = await api.get<TrainingDetail>(`/api/trainings/${item.id}`, token);
    const daysAhead = (new Date(detail.start_date).getTime() - Date.now()) / DAY_MS;
    if (!detail.own_registration && daysAhead > 8 && detail.max_attendees > detail.registered_count + 1) {
      training = detail;
      break;
    }
  }
  expect(training, 'a catalogue training open to registration').toBeTruthy();
  const options = await api.get<RegistrationOptions>(`/api/trainings/${training!.id}/registration-options`, token);

  await loginAs('stagiaire', `/formations/${training!.id}`);
  await keys.tabTo(page.getByRole('region', { name: 'Mon inscription' }).getByRole('link', { name: "M'inscrire à cette formation" }));
  await keys.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === `/inscription/${training!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: "M'inscrire à la formation" })).toBeVisible();

  // The wizard's steps are tabs: the last one reached with the arrows.
  const finalStep = page.getByRole('tab', { name: 'Finalisation' });
  await keys.tabTo(page.getByRole('tab', { selected: true }));
  for (let step = 0; step < 4 && !(await finalStep.evaluate((tab) => tab === document.activeElement)); step++) await keys.press('ArrowRight');
  await keys.press('Enter');
  await expect(finalStep).toHaveAttribute('aria-selected', 'true');
  const step = page.getByRole('tabpanel');

  await keys.tabTo(step.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' }));
  await keys.press('Space');
  await expect(step.getByRole('switch', { name: 'Je certifie que la liste des mandats déclarés ci-dessus est à jour' })).toBeChecked();
  if (options.councillor_block_required) {
    for (const label of [/Ancienneté/, /Nombre de formations suivies/]) {
      const select = step.getByRole('combobox', { name: label });
      await keys.tabTo(select);
      await keys.choose(select);
    }
  }
  const reimbursed = step.getByRole('switch', { name: /remboursement de mes frais/ });
  await keys.tabTo(reimbursed);
  await keys.press('Space');
  await expect(reimbursed).toBeChecked();
  const source = step.getByRole('combobox', { name: /Comment avez-vous connu/ });
  await keys.tabTo(source);
  await keys.choose(source);

  const answer = page.waitForResponse((res) => res.url().endsWith(`/api/trainings/${training!.id}/register`) && res.request().method() === 'POST');
  await keys.tabTo(step.getByRole('button', { name: "Je m'inscris" }));
  await keys.press('Enter');
  expect((await answer).status()).toBe(201);
  const dialog = page.getByRole('dialog', { name: 'Bravo, vous êtes bien préinscrit·e !' });
  await expect(dialog).toBeVisible();
  await keys.tabTo(dialog.getByRole('button', { name: 'Fermer' }));
  await keys.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/');

  const detail = await api.get<TrainingDetail>(`/api/trainings/${training!.id}`, token);
  expect(detail.own_registration?.registration_status.slug).toBe('preinscription');
  expect(detail.own_registration?.reimbursed).toBe(true);
  keys.expectFocusAlwaysSeen();
});

/** A day this many days ahead (Paris), as the digits typed into a date-time picker: ddmmyyyyhhmm. */
function pickerDigits(days: number, hour: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(
    new Date(Date.now() + days * DAY_MS),
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}${part('month')}${part('year')}${hour.replace(':', '')}`;
}

test('un gestionnaire crée une formation par le formulaire puis l’ouvre, au clavier', async ({ page, loginAs, api, tokenOf }) => {
  test.setTimeout(120_000);
  const keys = new Keyboard(page);
  const title = `Négocier au CSE ${Date.now().toString(36)}`;
  await loginAs('gestionnaire', '/formations/creer-une-formation');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer une formation' })).toBeVisible();

  await keys.tabTo(page.getByRole('textbox', { name: 'Intitulé' }));
  await keys.type(title);
  for (const label of [/^Catégorie/, /^Type/, /^Thématique/, /^Lieu/]) {
    const select = page.getByRole('combobox', { name: label });
    await keys.tabTo(select);
    await keys.choose(select);
  }
  for (const [label, days, hour] of [
    ['Date de début', 70, '09:00'],
    ['Date de fin', 71, '17:00'],
  ] as const) {
    const field = page.getByRole('group', { name: label });
    await keys.tabTo(field, { within: true });
    await keys.type(pickerDigits(days, hour));
  }
  await keys.tabTo(page.getByRole('textbox', { name: /^Nombre de places/ }));
  await keys.type('12');
  const create = page.getByRole('button', { name: 'Créer la formation' });
  await keys.tabTo(create);
  await expect(create).toBeEnabled();
  await keys.press('Enter');
  // Another test may hold the same room at those dates: the form then warns, and the journey saves anyway.
  const despite = page.getByRole('button', { name: 'Enregistrer malgré le conflit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier une formation' }).or(despite)).toBeVisible();
  if (await despite.isVisible()) {
    await keys.tabTo(despite);
    await keys.press('Enter');
  }
  await page.waitForURL(/\/formations\/editer-une-formation\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier une formation' })).toBeVisible();

  // Opened from its edit screen's link.
  await keys.tabTo(page.getByRole('link', { name: 'Retour à la formation' }));
  await keys.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === `/formations/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle('Détails de la formation - IRT');

  const created = await api.get<TrainingDetail>(`/api/trainings/${id}`, await tokenOf('gestionnaire'));
  expect({ title: created.title, places: created.max_attendees }).toEqual({ title, places: 12 });
  keys.expectFocusAlwaysSeen();
});
