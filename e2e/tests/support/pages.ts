// What several specs do on the portal's pages: accessibility checks, screenshots at desktop and phone
// widths, small files to upload, reading a downloaded PDF, and the steps of the sign-up dialog and of
// the account form.
import { readFile } from 'node:fs/promises';
import axe from 'axe-core';
import type { Download, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from './fixtures';

/** A minimal valid PDF, a 1×1 PNG, and a GIF (to be sent under a PDF or PNG name: the server refuses it). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'binary');

/**
 * The axe-core rules every page is checked against: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's
 * best practices (one main landmark, every content in a landmark, headings in order, one h1...). Rules
 * of level AAA and the experimental ones are left out: the portal's target is RGAA / WCAG AA.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One axe-core violation, with what is needed to find it again. */
export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  /** The CSS selectors of the elements at fault (at most five) and their start tag. */
  targets: string[];
}

/**
 * Waits for the page at rest: a tooltip opened by where the pointer last stopped, or a toast or dialog
 * still fading in, is half transparent, and axe would measure its colours mid-way and report a contrast
 * nobody reads. `pointer: false` leaves the pointer alone (the keyboard-only journeys never touch it).
 */
async function atRest(page: Page, pointer = true): Promise<void> {
  if (pointer) await page.mouse.move(0, 0);
  // A transition may start a frame later (a button enabled by the data that just arrived): waited for
  // until a frame passes with none running (bounded).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A spinner turns for ever: only the animations that end are waited for.
    const ending = () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
    const deadline = Date.now() + 2_000;
    await frame();
    while (ending().length > 0 && Date.now() < deadline) {
      await Promise.race([
        Promise.all(ending().map((animation) => animation.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, deadline - Date.now())),
      ]);
      await frame();
    }
  });
}

/** The page's `window` once axe-core is in it. */
type WithAxe = Window & { axe?: typeof axe };

/**
 * axe-core's results for the page as it is, or for the elements `include` selects, with these rules (tags).
 * axe-core's script is put in the page once and stays for the routes the page then shows (the portal
 * changes route without reloading); only the violations are detailed (the passes are counted, not
 * described: much faster on long pages). The portal has no frame: axe runs in the page itself, not in
 * each frame with its results joined in a blank page as `@axe-core/playwright` does on every call.
 */
async function runAxe(page: Page, tags: string[], include?: string): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe?.run === 'function'))) await page.evaluate(axe.source);
  return page.evaluate(
    ({ selector, values }) => {
      const runner = (window as WithAxe).axe!;
      return runner.run(selector ? { include: [selector] } : document, { runOnly: { type: 'tag', values }, resultTypes: ['violations'] });
    },
    { selector: include, values: tags },
  );
}

/**
 * Every axe-core violation of the page as it is (AXE_TAGS, every impact level), or of the elements
 * `include` selects. Page-level rules (one main, headings in order from the h1, landmarks) only run
 * on the whole page.
 */
export async function axeViolations(page: Page, options: { include?: string; pointer?: boolean } = {}): Promise<AxeViolation[]> {
  await atRest(page, options.pointer);
  const results = await runAxe(page, AXE_TAGS, options.include);
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? 'inconnu',
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
  }));
}

/** The violations as readable lines: impact, rule, help, then the elements. */
export const violationLines = (violations: AxeViolation[]): string[] =>
  violations.map((v) => `${v.impact} ${v.rule}: ${v.help} — ${v.targets.join(' | ')}`);

/** Every violation of the page at any level, one readable line each (the public pages, the dashboards). */
export async function allViolations(page: Page, include?: string): Promise<string[]> {
  return violationLines(await axeViolations(page, { include }));
}

/**
 * Serious and critical WCAG 2.1 A and AA violations of the page as it is, or of the elements `include`
 * selects, one readable line each; the accessibility check of the feature specs (the crawler checks
 * every route at every level).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await atRest(page);
  const results = await runAxe(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], include);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 5).map((n) => n.html.slice(0, 200)).join(' | ')}`);
}

/** Full-page screenshots at desktop and phone widths, taken from the top of the page. */
export async function screenshots(page: Page, outputPath: (name: string) => string, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: outputPath(`${name}-1366.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 800 });
}

/** The text of a downloaded PDF, its white space folded to single spaces. */
export async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A section of a page, by its accessible name (the account form's sections are named regions). */
export const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Picks the first real choice of a drop-down (after 'Non renseigné') and returns its text. */
export async function chooseFirst(page: Page, scope: Locator, label: string): Promise<string> {
  await scope.getByRole('combobox', { name: label }).click();
  const option = page.getByRole('listbox').getByRole('option').nth(1);
  const text = (await option.textContent()) ?? '';
  await option.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  return text.trim();
}

/** 'Enregistrer' of a section of the account form, saved without an error. */
export async function save(scope: Locator): Promise<void> {
  await scope.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(scope.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await expect(scope.getByRole('alert')).toHaveCount(0);
}

/** The 'Créer un compte' dialog of the login screen, opened. */
export async function openSignUpDialog(page: Page): Promise<Locator> {
  await page.goto('/authentification');
  await page.getByRole('button', { name: 'Créer un compte' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmation: string;
}

export async function fillSignUp(dialog: Locator, values: SignUpValues): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Nom' }).fill(values.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(values.email);
  await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(values.password);
  await dialog.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill(values.confirmation);
}

export const submitSignUp = (dialog: Locator) => dialog.getByRole('button', { name: 'Créer mon compte' }).click();

/** A new account's first screen: the terms of use, accepted. */
export async function acceptTerms(page: Page): Promise<void> {
  const terms = page.getByRole('dialog', { name: "Conditions d'utilisation" });
  await terms.getByRole('button', { name: "J'accepte" }).click();
  await expect(terms).toBeHidden();
}

/** The 'Profil' section of a new account: gender, phone and birth year, then 'Créer mon profil'. */
export async function createOwnProfile(page: Page): Promise<void> {
  const profil = section(page, 'Profil');
  await profil.getByRole('radio', { name: 'Femme' }).check();
  await profil.getByRole('textbox', { name: 'Téléphone' }).fill('0612345678');
  await profil.getByRole('textbox', { name: 'Année de naissance' }).fill('1986');
  await profil.getByRole('button', { name: 'Créer mon profil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier mon profil' })).toBeVisible();
}

/**
 * The account form's 'Adresse personnelle' (a Strasbourg address: the postal code finds its commune) and
 * 'Informations professionnelles' (the first choice of each list), each saved.
 */
export async function fillAddressAndWork(page: Page, values: { number: string; street: string; company: string }): Promise<void> {
  const address = section(page, 'Adresse personnelle');
  await address.getByRole('textbox', { name: 'Numéro' }).fill(values.number);
  await address.getByRole('textbox', { name: 'Voie' }).fill(values.street);
  await address.getByRole('textbox', { name: 'Code postal' }).fill('67000');
  await expect(address.getByRole('combobox', { name: 'Ville' })).toHaveText('Strasbourg');
  await save(address);

  const work = section(page, 'Informations professionnelles');
  for (const label of ['Situation professionnelle', 'Catégorie professionnelle', 'Diplôme', "Secteur d'activité", "Taille de l'entreprise"]) {
    await chooseFirst(page, work, label);
  }
  await work.getByRole('textbox', { name: "Nom de l'entreprise" }).fill(values.company);
  await work.getByRole('textbox', { name: "Code postal de l'entreprise" }).fill('67100');
  await save(work);
}

/**
 * Opens the evaluation dialog of a training's page and gives each of the seven criteria the score
 * `scoreOf(index)`; returns the dialog, left open for the caller to look at and submit.
 */
export async function rateTraining(page: Page, scoreOf: (index: number) => number): Promise<Locator> {
  const panel = page.getByRole('region', { name: 'Évaluation de la formation' });
  await panel.getByRole('button', { name: 'Évaluer la formation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Évaluation de la formation' });
  const criteria = dialog.getByRole('combobox');
  await expect(criteria).toHaveCount(7);
  for (let index = 0; index < 7; index++) {
    await criteria.nth(index).click();
    await page.getByRole('option', { name: String(scoreOf(index)), exact: true }).click();
    // The list closes and the choice shows before the next select is opened (the open list covers it).
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(criteria.nth(index)).toHaveText(new RegExp(`^${scoreOf(index)}\\b`));
  }
  return dialog;
}

/** A date and time as a Paris user types it in a picker: 'jj/mm/aaaa hh:mm'. */
export function typedParis(date: Date | string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(new Date(date));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Types into a French date-time picker section by section, as a keyboard user does. */
export async function typeDateTime(page: Page, label: string, value: string) {
  const field = page.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(value.replace(/\D/g, ''));
  await expect(field.getByRole('spinbutton', { name: 'Jour' })).toHaveText(value.slice(0, 2));
}

/** Opens a select and picks its first real option (not 'Aucun…' nor 'Tous…'); answers the option's text. */
export async function chooseFirstOption(page: Page, select: Locator): Promise<string> {
  await select.click();
  const option = page.getByRole('listbox').getByRole('option').filter({ hasNotText: /^Aucun|^Tous/ }).first();
  const name = (await option.textContent()) ?? '';
  await option.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  return name;
}

/**
 * Clicks `button`, a save that may meet a booking conflict: tests run side by side and another one may hold
 * the same room or person at those dates. The form then warns, and the save is confirmed with 'Enregistrer
 * malgré le conflit' (within `scope`, the form or dialog). `saved` is what shows once the save is done.
 */
export async function saveDespiteConflict(scope: Page | Locator, button: Locator, saved: Locator): Promise<void> {
  await button.click();
  const despite = scope.getByRole('button', { name: 'Enregistrer malgré le conflit' });
  await expect(saved.or(despite).first()).toBeVisible();
  if (await despite.isVisible()) await despite.click();
  await expect(saved).toBeVisible();
}
