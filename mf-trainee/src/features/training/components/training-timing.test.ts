import { canUnregister, registrationPanelState } from './training-timing';

describe('registration panel', () => {
  const open = { open: true, last_day: '2026-03-10', days_left: 0 };
  const closed = { open: false, last_day: '2026-03-09', days_left: -1 };
  const base = { max_attendees: 12, registered_count: 4, own_registration: null, registration: open };

  it('offers registration while the server says it is open, then says it is closed', () => {
    expect(registrationPanelState(base)).toEqual({ kind: 'open' });
    expect(registrationPanelState({ ...base, registration: closed })).toEqual({ kind: 'closed' });
  });

  it('says full when every place is taken while registration is open', () => {
    expect(registrationPanelState({ ...base, registered_count: 12 })).toEqual({ kind: 'full' });
    expect(registrationPanelState({ ...base, registered_count: 12, registration: closed })).toEqual({ kind: 'closed' });
  });

  it('shows the registration once there is one', () => {
    const own = { id: 3, registration_status: { id: 1 as const, name: 'Préinscription', slug: 'preinscription' as const }, reimbursed: false, needs_accommodation: false, refusal_reason: null };
    expect(registrationPanelState({ ...base, registration: closed, own_registration: own })).toEqual({ kind: 'registered' });
  });

  it('allows unregistering from a published or postponed training only', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter((id) => canUnregister({ training_status_id: id }))).toEqual([3, 4]);
  });
});
