import { canUnregister, registrationPanelState, timingText, trainingTiming } from './training-timing';

const now = new Date('2026-03-10T10:00:00');
const training = (start: string, end: string) => ({ start_date: start, end_date: end });

describe('timing banner', () => {
  it.each([
    [training('2026-03-20T09:00:00', '2026-03-21T17:00:00'), 'La formation commence dans 10 jours'],
    [training('2026-03-11T09:00:00', '2026-03-11T17:00:00'), 'La formation commence dans 1 jour'],
    [training('2026-03-10T14:00:00', '2026-03-11T17:00:00'), "La formation commence aujourd'hui"],
    [training('2026-03-10T09:00:00', '2026-03-11T17:00:00'), 'La formation est en cours'],
    [training('2026-03-02T09:00:00', '2026-03-03T17:00:00'), 'La formation est terminée depuis 7 jours'],
    [training('2026-03-09T09:00:00', '2026-03-09T17:00:00'), 'La formation est terminée depuis 1 jour'],
    [training('2026-03-10T07:00:00', '2026-03-10T09:00:00'), "La formation s'est terminée aujourd'hui"],
  ])('%o reads %s', (dates, text) => {
    expect(timingText(trainingTiming(dates, now))).toBe(text);
  });
});

describe('registration panel', () => {
  const base = { training_status_id: 3, max_attendees: 12, registered_count: 4, own_registration: null };

  it('offers registration until 7 days before the start, then closes', () => {
    expect(registrationPanelState({ ...base, start_date: '2026-03-17T09:00:00' }, now)).toEqual({ kind: 'open' });
    expect(registrationPanelState({ ...base, start_date: '2026-03-16T09:00:00' }, now)).toEqual({ kind: 'closed' });
  });

  it('says full when every place is taken, and closed for a training not published nor postponed', () => {
    const start = '2026-04-01T09:00:00';
    expect(registrationPanelState({ ...base, start_date: start, registered_count: 12 }, now)).toEqual({ kind: 'full' });
    expect(registrationPanelState({ ...base, start_date: start, training_status_id: 4 }, now)).toEqual({ kind: 'open' });
    expect(registrationPanelState({ ...base, start_date: start, training_status_id: 2 }, now)).toEqual({ kind: 'closed' });
  });

  it('shows the registration once there is one', () => {
    const own = { id: 3, registration_status: { id: 1 as const, name: 'Préinscription', slug: 'preinscription' as const }, reimbursed: false, needs_accommodation: false };
    expect(registrationPanelState({ ...base, start_date: '2026-04-01T09:00:00', own_registration: own }, now)).toEqual({ kind: 'registered' });
  });

  it('allows unregistering from a published or postponed training only', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter((id) => canUnregister({ training_status_id: id }))).toEqual([3, 4]);
  });
});
