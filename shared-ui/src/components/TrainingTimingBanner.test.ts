import { timingText, trainingTiming } from './TrainingTimingBanner';

const now = new Date('2026-03-10T10:00:00');
const training = (start: string, end: string) => ({ start_date: start, end_date: end });

describe('timing banner', () => {
  it.each([
    [training('2026-03-20T09:00:00', '2026-03-21T17:00:00'), 'Il reste 10 jours avant le début de la formation'],
    [training('2026-03-11T09:00:00', '2026-03-11T17:00:00'), 'Il reste 1 jour avant le début de la formation'],
    [training('2026-03-10T14:00:00', '2026-03-11T17:00:00'), "La formation commence aujourd'hui"],
    [training('2026-03-10T09:00:00', '2026-03-11T17:00:00'), 'La formation est en cours'],
    [training('2026-03-02T09:00:00', '2026-03-03T17:00:00'), 'La formation est terminée depuis 7 jours'],
    [training('2026-03-09T09:00:00', '2026-03-09T17:00:00'), 'La formation est terminée depuis 1 jour'],
    [training('2026-03-10T07:00:00', '2026-03-10T09:00:00'), "La formation s'est terminée aujourd'hui"],
  ])('%o reads %s', (dates, text) => {
    expect(timingText(trainingTiming(dates, now))).toBe(text);
  });
});
