import { formatHours, hetd } from './hours';
import { registrationCountdown, teamHoursBanner, trainingMoment, type TrainingMoment } from './team-timing';

const member = (expected: [number | null, number | null], actual: [number | null, number | null] = [null, null]) => ({
  expected_lecture_hours: expected[0],
  expected_tutorial_hours: expected[1],
  actual_lecture_hours: actual[0],
  actual_tutorial_hours: actual[1],
});

const before = (days: number): TrainingMoment => ({ phase: 'before', days });
const after = (days: number): TrainingMoment => ({ phase: 'after', days });

describe('HETD', () => {
  it.each([
    [2, 3, 6, '6,00'],
    [1.25, 0.5, 2.38, '2,38'],
    [0, 7.75, 7.75, '7,75'],
    [null, 4, 4, '4,00'],
  ])('1.5 × %p CM + %p TD = %p', (lecture, tutorial, value, shown) => {
    expect(hetd(lecture, tutorial)).toBe(value);
    expect(formatHours(hetd(lecture, tutorial))).toBe(shown);
  });

  it('is nothing when no hour is entered', () => {
    expect(hetd(null, null)).toBeNull();
    expect(formatHours(null)).toBe('–');
  });
});

describe('where the training stands', () => {
  // Paris times (+02:00 in June, +01:00 in March): days are the institute's, whatever the device's zone.
  const training = { start_date: '2026-06-10T09:00:00+02:00', end_date: '2026-06-12T17:00:00+02:00' };
  it.each([
    ['2026-03-12T10:00:00+01:00', { phase: 'before', days: 90 }],
    ['2026-06-10T08:00:00+02:00', { phase: 'before', days: 0 }],
    ['2026-06-11T10:00:00+02:00', { phase: 'during' }],
    ['2026-06-12T18:00:00+02:00', { phase: 'after', days: 0 }],
    // 23:30 in Paris on the end day is still that day, though it is the next day in UTC.
    ['2026-06-12T23:30:00+02:00', { phase: 'after', days: 0 }],
    ['2026-06-22T08:00:00+02:00', { phase: 'after', days: 10 }],
  ])('on %s', (now, moment) => {
    expect(trainingMoment(training, new Date(now))).toEqual(moment);
  });
});

describe('team timing banner (thresholds in days before the start)', () => {
  const done = [member([2, 3]), member([0, 1.5])];
  const partly = [member([2, 3]), member([null, 4])];
  const finished = [member([2, 3], [2, 3.25])];

  it.each<[string, TrainingMoment, ReturnType<typeof member>[], string | null, string | null]>([
    ['more than 90 days before, missing', before(120), partly, null, null],
    ['more than 90 days before, entered', before(91), done, 'success', 'Les heures prévisionnelles ont été saisies'],
    ['90 days before, missing', before(90), partly, 'info', 'Il est temps de saisir les heures prévisionnelles'],
    ['70 days before, missing', before(70), partly, 'info', 'Il est temps de saisir les heures prévisionnelles'],
    ['31 days before, missing', before(31), partly, 'info', 'Il est temps de saisir les heures prévisionnelles'],
    ['30 days before, missing', before(30), partly, 'warning', "Attention, certaines heures prévisionnelles n'ont pas été saisies"],
    ['1 day before, missing', before(1), partly, 'warning', "Attention, certaines heures prévisionnelles n'ont pas été saisies"],
    ['1 day before, entered', before(1), done, 'success', 'Les heures prévisionnelles ont été saisies'],
    ['in progress, no team', { phase: 'during' }, [], 'warning', "Attention, certaines heures prévisionnelles n'ont pas été saisies"],
    ['ended 10 days ago, missing', after(10), done, 'warning', 'Attention, les heures réalisées doivent être saisies'],
    ['ended 10 days ago, entered', after(10), finished, 'success', 'Les heures réalisées ont été saisies'],
    ['ended 11 days ago, missing', after(11), done, 'error', 'Attention, les heures réalisées doivent être saisies'],
    ['ended 200 days ago, entered', after(200), finished, 'success', 'Les heures réalisées ont été saisies'],
  ])('%s', (_case, moment, team, severity, text) => {
    const banner = teamHoursBanner(moment, team);
    expect(banner?.severity ?? null).toBe(severity);
    expect(banner?.text ?? null).toBe(text);
  });

  it('does not count hours that are all zero as entered', () => {
    expect(teamHoursBanner(before(10), [member([0, 0])])?.severity).toBe('warning');
  });
});

describe('registration countdown alert', () => {
  // The server's days left to the last day of registration, 7 days before the start in Paris days.
  const left = (days_left: number) => ({ days_left });

  it.each<[number, number, string]>([
    [40, 33, 'info'],
    [16, 9, 'info'],
    [15, 8, 'warning'],
    [8, 1, 'warning'],
    [7, 0, 'error'],
    [6, -1, 'error'],
    [1, -6, 'error'],
  ])('%p days before the start, %p days left: %s', (days, daysLeft, severity) => {
    expect(registrationCountdown(before(days), left(daysLeft))?.severity).toBe(severity);
  });

  it('says registration closes today on its last day, and counts the days left otherwise', () => {
    expect(registrationCountdown(before(7), left(0))?.text).toBe("La formation commence dans 7 jours : les inscriptions ferment aujourd'hui.");
    expect(registrationCountdown(before(9), left(2))?.text).toBe('La formation commence dans 9 jours : les inscriptions ferment dans 2 jours.');
    expect(registrationCountdown(before(20), left(13))?.text).toBe('La formation commence dans 20 jours : les inscriptions fermeront dans 13 jours.');
    expect(registrationCountdown(before(3), left(-4))?.text).toBe('La formation commence dans 3 jours : les inscriptions sont closes.');
  });

  it('reads the days left from the server, not from the start date', () => {
    // The device counts 8 days to the start while the server, on Paris's calendar, says the last day is today.
    expect(registrationCountdown(before(8), left(0))?.text).toBe("La formation commence dans 8 jours : les inscriptions ferment aujourd'hui.");
  });

  it('disappears once the training starts', () => {
    expect(registrationCountdown(before(0), left(-7))).toBeNull();
    expect(registrationCountdown({ phase: 'during' }, left(-8))).toBeNull();
    expect(registrationCountdown(after(2), left(-10))).toBeNull();
  });
});
