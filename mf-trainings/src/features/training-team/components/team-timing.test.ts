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

describe('team timing banner (thresholds of spec 001 §2)', () => {
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
  it.each<[number, string]>([
    [40, 'info'],
    [16, 'info'],
    [15, 'warning'],
    [8, 'warning'],
    [7, 'error'],
    [6, 'error'],
    [1, 'error'],
  ])('%p days before the start: %s', (days, severity) => {
    expect(registrationCountdown(before(days))?.severity).toBe(severity);
  });

  it('says registration closes today exactly 7 days before, and counts the days left otherwise', () => {
    expect(registrationCountdown(before(7))?.text).toBe("La formation commence dans 7 jours : les inscriptions ferment aujourd'hui.");
    expect(registrationCountdown(before(9))?.text).toBe('La formation commence dans 9 jours : les inscriptions ferment dans 2 jours.');
    expect(registrationCountdown(before(3))?.text).toBe('La formation commence dans 3 jours : les inscriptions sont closes.');
  });

  it('disappears once the training starts', () => {
    expect(registrationCountdown(before(0))).toBeNull();
    expect(registrationCountdown({ phase: 'during' })).toBeNull();
    expect(registrationCountdown(after(2))).toBeNull();
  });
});
