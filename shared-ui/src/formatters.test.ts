import { formatDate, formatDay, formatEuros, formatPercent, formatPeriod, placeWithCity } from './formatters';
import { ofName, parisWallClock } from '@irt/api/constants';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import 'dayjs/locale/fr';

dayjs.extend(advancedFormat);

/** What the portal showed when it formatted with dayjs (its 'fr' locale), for the same Paris reading. */
function withDayjs(value: string | number | Date, pattern: string): string {
  const zoneless = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2})?)?$/.test(value);
  const w = zoneless ? null : parisWallClock(new Date(value));
  const local = w ? new Date(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) : dayjs(value).toDate();
  return dayjs(local).locale('fr').format(pattern);
}

// Every pattern the screens use.
const PATTERNS = [
  'Do MMM YY - HH:mm',
  'D MMM YYYY',
  'D MMMM YYYY [à] HH:mm',
  'D MMMM YYYY à HH:mm',
  'D MMMM YYYY',
  'DD/MM/YYYY HH:mm',
  'DD/MM/YYYY',
  'Do MMM HH:mm',
  'Do MMM YYYY, HH:mm:ss',
  'Do MMMM YYYY [à] HH:mm',
  'Do MMMM YYYY',
  'HH:mm',
  'MMMM YYYY',
  'YYYY-MM-DD',
  'dddd D MMMM YYYY',
  'dddd D MMMM',
  'dddd Do MMMM YYYY',
  'dddd Do MMMM',
  'ddd dd d M H:m:s',
];

// Intl uses narrow no-break spaces in French; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatters', () => {
  it('formats dates in French with the default pattern Do MMM YY - HH:mm, at Paris time', () => {
    // 08:05 UTC is 09:05 in Paris in winter, 10:05 in summer, whatever the zone running the test.
    expect(formatDate(new Date(Date.UTC(2026, 2, 1, 8, 5)))).toBe('1er mars 26 - 09:05');
    expect(formatDate('2026-07-01T08:05:00.000Z')).toBe('1er juil. 26 - 10:05');
    // A zoneless time is already a Paris time.
    expect(formatDate('2026-11-14T17:30:00')).toBe('14 nov. 26 - 17:30');
    // Late in the evening in Paris is already the next day in UTC: the Paris day is shown.
    expect(formatDate('2026-12-31T23:30:00.000Z', 'D MMMM YYYY')).toBe('1 janvier 2027');
  });

  it('accepts another pattern and answers an empty text for a missing or invalid date', () => {
    expect(formatDate('2026-01-07', 'dddd D MMMM')).toBe('mercredi 7 janvier');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('pas une date')).toBe('');
  });

  it('writes every pattern of the screens as dayjs wrote it, on every day of two years and around the changes of time', () => {
    const values: (string | number | Date)[] = [];
    for (let day = 0; day < 731; day += 1) {
      const t = Date.UTC(2026, 0, 1) + day * 86_400_000 + ((day * 7919) % 86_400) * 1000;
      values.push(t, new Date(t), new Date(t).toISOString());
      const d = new Date(t);
      values.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`);
    }
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (let m = -90; m <= 90; m += 15) values.push(change + m * 60_000);
    }
    values.push('2026-03-02T09:30', '2026-11-14T17:30:00', '2026-12-31T23:30:00.000Z');
    for (const value of values) {
      for (const pattern of PATTERNS) expect(`${String(value)} ${formatDate(value, pattern)}`).toBe(`${String(value)} ${withDayjs(value, pattern)}`);
    }
  });

  it('formats a day in full', () => {
    expect(formatDay('2026-06-21')).toBe('21 juin 2026');
    // French writes the first of a month as an ordinal.
    expect(formatDay('2026-10-01')).toBe('1er octobre 2026');
  });

  it('says a period of one day once', () => {
    const day = (value: Parameters<typeof formatDate>[0]) => formatDate(value, 'DD/MM/YYYY');
    expect(formatPeriod('2027-05-11T07:00:00.000Z', '2027-05-11T15:00:00.000Z', day)).toBe('Le 11/05/2027');
    expect(formatPeriod('2027-05-11T07:00:00.000Z', '2027-05-12T15:00:00.000Z', day)).toBe('Du 11/05/2027 au 12/05/2027');
    // The day is the institute's: 23:30 in Paris on the 11th is still the 11th.
    expect(formatPeriod('2027-05-11T07:00:00.000Z', '2027-05-11T21:30:00.000Z', day)).toBe('Le 11/05/2027');
  });

  it('formats euros the French way', () => {
    expect(plain(formatEuros(1234.5))).toBe('1 234,50 €');
    expect(plain(formatEuros('18.2'))).toBe('18,20 €');
    expect(plain(formatEuros(0))).toBe('0,00 €');
    expect(formatEuros(null)).toBe('');
  });

  it('formats percentages rounded to 2 decimals', () => {
    expect(plain(formatPercent(33.33333))).toBe('33,33 %');
    expect(plain(formatPercent(66.666))).toBe('66,67 %');
    expect(plain(formatPercent(100))).toBe('100 %');
    expect(plain(formatPercent('12.5'))).toBe('12,5 %');
    expect(formatPercent(undefined)).toBe('');
  });
});

describe('placeWithCity', () => {
  it('adds the town once, not when the place name already holds it', () => {
    expect(placeWithCity('Maison des syndicats', 'Strasbourg')).toBe('Maison des syndicats — Strasbourg');
    expect(placeWithCity('Campus de la Fonderie — Mulhouse', 'Mulhouse')).toBe('Campus de la Fonderie — Mulhouse');
    expect(placeWithCity('Salle du Conseil de SELESTAT', 'Sélestat')).toBe('Salle du Conseil de SELESTAT');
    expect(placeWithCity('En ligne', null)).toBe('En ligne');
  });
});

describe('ofName', () => {
  it("elides 'de' before a vowel sound, accented or not, and keeps it before a consonant or an h", () => {
    expect(ofName('Alexandre Henry')).toBe("d'Alexandre Henry");
    expect(ofName('Émilie Roth')).toBe("d'Émilie Roth");
    expect(ofName('avril 2027')).toBe("d'avril 2027");
    expect(ofName(' Yves Muller')).toBe("d'Yves Muller");
    expect(ofName('Paul Wendling')).toBe('de Paul Wendling');
    expect(ofName('Hugo Klein')).toBe('de Hugo Klein');
  });
});
