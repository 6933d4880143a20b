import { canUnregister, registrationPanelState } from './training-timing';

const now = new Date('2026-03-10T10:00:00');

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
    const own = { id: 3, registration_status: { id: 1 as const, name: 'Préinscription', slug: 'preinscription' as const }, reimbursed: false, needs_accommodation: false, refusal_reason: null };
    expect(registrationPanelState({ ...base, start_date: '2026-04-01T09:00:00', own_registration: own }, now)).toEqual({ kind: 'registered' });
  });

  it('allows unregistering from a published or postponed training only', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter((id) => canUnregister({ training_status_id: id }))).toEqual([3, 4]);
  });
});
