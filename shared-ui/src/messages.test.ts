/**
 * The table of messages against the specification itself: every text quoted by the error catalogues
 * (section 8 of the three documents) is in the table verbatim or through a listed correction, and the
 * durations are those of the constants (section 9).
 */
import {
  MESSAGES,
  NOTIFICATION_DURATION_MS,
  SPEC_CORRECTIONS,
  type DetailedMessage,
  type Message,
  type MessageKey,
} from './messages';

// Jest runs this file as CommonJS on Node: Node's file system without giving the browser package the
// Node types.
declare const __dirname: string;
declare function require(id: 'node:fs'): {
  readdirSync(path: string): string[];
  readFileSync(path: string, encoding: 'utf8'): string;
};
// eslint-disable-next-line import-x/no-nodejs-modules -- a Jest test, run on Node, reading the specification's files
const fs = require('node:fs');

/** The specification sits beside the repository: `../shared/spec` from its root. */
const SPEC_DIR = `${__dirname}/../../../shared/spec`;
const DOCUMENTS = fs
  .readdirSync(SPEC_DIR)
  .filter((name) => /^00[0-2]_.*\.txt$/.test(name))
  .sort();

function section(document: string, number: number): string {
  const text = fs.readFileSync(`${SPEC_DIR}/${document}`, 'utf8');
  const found = text.split(/^## /m).find((part) => part.startsWith(`${number}. `));
  if (!found) throw new Error(`${document}: section ${number} not found`);
  return found;
}

/**
 * The quoted texts of a section: between double quotes, or between single quotes opened after a space
 * and closed before a space or punctuation (so the apostrophe of "l'item" stays inside the text).
 */
function quotes(text: string): string[] {
  const single = [...text.matchAll(/(?<=^|[\s(])'(.+?)'(?=[\s,;.:)|]|$)/gm)].map((match) => match[1]!);
  const double = [...text.matchAll(/"([^"\n]+)"/g)].map((match) => match[1]!);
  return [...single, ...double];
}

const entries = Object.entries(MESSAGES) as [MessageKey, Message][];
const texts = new Set(entries.map(([, message]) => message.text));
const takesDetail = (message: Message): message is DetailedMessage => 'withDetail' in message;

/** Why a quoted text is accepted, or null. */
function acceptance(quote: string): string | null {
  if (texts.has(quote)) return 'verbatim';
  if (SPEC_CORRECTIONS.some((correction) => correction.spec === quote)) return 'corrected';
  // "Erreur à la création de l'item {server message}": the text, then the detail the screen adds.
  const placeholder = /^(.*?)\s*\{[^}]+\}$/.exec(quote);
  if (placeholder && entries.some(([, message]) => message.text === placeholder[1] && takesDetail(message))) return 'with detail';
  return null;
}

describe('the error catalogues of the specification', () => {
  it('finds the three documents', () => {
    expect(DOCUMENTS).toHaveLength(3);
  });

  describe.each(DOCUMENTS)('%s', (document) => {
    const quoted = quotes(section(document, 8));

    it('quotes messages', () => {
      expect(quoted.length).toBeGreaterThan(10);
    });

    it.each(quoted)('shows %j', (quote) => {
      expect(acceptance(quote)).not.toBeNull();
    });
  });

  it('lists only corrections of texts the specification quotes, towards texts of the table', () => {
    const allQuoted = new Set(DOCUMENTS.flatMap((document) => quotes(section(document, 8))));
    for (const correction of SPEC_CORRECTIONS) {
      expect(allQuoted).toContain(correction.spec);
      expect(texts).not.toContain(correction.spec);
      for (const key of correction.shown) expect(MESSAGES[key].text).not.toBe(correction.spec);
    }
  });
});

describe('the texts only logged', () => {
  it('are those the session layer logs (shared-auth, which cannot import this table)', () => {
    const session = fs.readFileSync(`${__dirname}/../../shared-auth/src/session.ts`, 'utf8');
    const logged = entries.filter(([, message]) => message.loggedOnly);
    expect(logged).toHaveLength(3);
    for (const [, message] of logged) expect(session).toContain(`console.error('${message.text}'`);
  });
});

describe('the durations of the specification', () => {
  const general = section(DOCUMENTS[0]!, 9);
  const trainings = section(DOCUMENTS[1]!, 9);
  const people = section(DOCUMENTS[2]!, 9);
  const seconds = (text: string, pattern: RegExp) => {
    const match = pattern.exec(text.replace(/\s+/g, ' '));
    if (!match) throw new Error(`not in the specification: ${String(pattern)}`);
    return match.slice(1).map((value) => Number(value) * 1000);
  };

  it('closes notifications after 3 seconds, and the account-creation dialog after 4', () => {
    const [notification, accountDialog] = seconds(
      general,
      /Notifications close by themselves after (\d+) seconds; the account-creation dialog closes after (\d+) seconds/,
    );
    expect(NOTIFICATION_DURATION_MS).toBe(notification);
    expect(MESSAGES.accountCreated.durationMs).toBe(accountDialog);
    const [redirect] = seconds(general, /Reset redirect delay: (\d+) seconds/);
    expect(MESSAGES.resetLinkSent.durationMs).toBe(redirect);
  });

  it('keeps a status change 4 seconds, and a failed absence save 5 seconds before the reload', () => {
    const [notification, statusChange, absence] = seconds(
      trainings,
      /Notifications auto-close after (\d+) seconds \((\d+) seconds for a status change; (\d+) seconds before refresh after an absence-save failure\)/,
    );
    expect(NOTIFICATION_DURATION_MS).toBe(notification);
    expect(MESSAGES.statusChanged.durationMs).toBe(statusChange);
    expect(MESSAGES.deferralSaved.durationMs).toBe(statusChange);
    expect(MESSAGES.absenceSaveFailed.durationMs).toBe(absence);
  });

  it('makes success banners vanish after 3 seconds, 4 for a status change', () => {
    const [banner, statusChange] = seconds(people, /Success banners vanish after (\d+) s \((\d+) s for status change\)/);
    expect(NOTIFICATION_DURATION_MS).toBe(banner);
    expect(MESSAGES.statusChanged.durationMs).toBe(statusChange);
    expect(MESSAGES.expenseStatusChanged.durationMs).toBe(statusChange);
  });

  it('gives every other message the default duration', () => {
    const longer: MessageKey[] = ['accountCreated', 'resetLinkSent', 'statusChanged', 'expenseStatusChanged', 'deferralSaved', 'absenceSaveFailed'];
    for (const [key, message] of entries) {
      if (!longer.includes(key)) expect([key, message.durationMs]).toEqual([key, NOTIFICATION_DURATION_MS]);
    }
  });
});

describe('texts completed by a detail', () => {
  it('puts the server message after the text, or shows the text alone', () => {
    expect(MESSAGES.statusSaveFailed.withDetail('La formation est complète.')).toBe(
      "Erreur lors de l'enregistrement du statut : La formation est complète.",
    );
    expect(MESSAGES.unregisterFailed.withDetail(undefined)).toBe('Erreur lors de la désinscription');
    expect(MESSAGES.unregisterFailed.withDetail('')).toBe('Erreur lors de la désinscription');
  });

  it('says which document failed, or that generating it failed', () => {
    expect(MESSAGES.documentFailed.withDetail('Aucun stagiaire validé.')).toBe('Erreur : Aucun stagiaire validé.');
    expect(MESSAGES.documentFailed.withDetail(null)).toBe("Erreur : Une erreur s'est produite lors de la génération du document.");
  });

  it('follows the emails sent by the addresses that failed', () => {
    expect(MESSAGES.emailsSent.toTrainees(1, [])).toBe('Bravo, les emails ont bien été envoyés à 1 stagiaire.');
    expect(MESSAGES.emailsSent.toTrainees(3, ['a@x.fr', 'b@x.fr'])).toBe(
      'Bravo, les emails ont bien été envoyés à 3 stagiaires, sauf aux adresses suivantes : a@x.fr, b@x.fr.',
    );
    expect(MESSAGES.emailSent.withDetail('Léa Martin')).toBe("Bravo, l'email a bien été envoyé (Léa Martin)");
  });
});
