import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditChain, AuditEvent } from '@irt/api/contract';
import { pageOf } from '@irt/test-support/factories';
import { json, mockApi } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import AuditPage from './AuditPage';

function anEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 41,
    actor_profile_id: 3,
    actor_user_id: 3,
    actor_role: 'gestionnaire',
    action: 'inscription.statut',
    object_type: 'inscription',
    object_id: 12,
    from_value: 'preinscription',
    to_value: 'valide',
    ip: '192.0.2.10',
    user_agent: 'Navigateur',
    created_at: '2026-03-02T08:05:00.000Z',
    ...overrides,
  };
}

const intact: AuditChain = { intact: true, events: 41, broken: null, checked_at: '2026-03-02T09:00:00.000Z' };

describe("Journal d'audit", () => {
  it('says the chain is intact and lists the events with their author, object and change', async () => {
    mockApi({
      'GET /api/audit-events': () => json(pageOf([anEvent()], { perPage: 50 })),
      'GET /api/audit-events/chain': () => json(intact),
    });
    renderWithProviders(<AuditPage />, { path: '/journal-audit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeInTheDocument();
    expect(await screen.findByText(/^Chaîne intègre : 41 événements vérifiés le 2 mars 2026/)).toBeInTheDocument();
    expect(await screen.findByText('Statut d’une inscription')).toBeInTheDocument();
    expect(screen.getByText('Gestionnaire (profil n° 3)')).toBeInTheDocument();
    expect(screen.getByText('preinscription → valide')).toBeInTheDocument();
    expect(screen.getByText('Inscription n° 12')).toBeInTheDocument();
  });

  it('names the first broken link, and checks again on demand', async () => {
    let checks = 0;
    mockApi({
      'GET /api/audit-events': () => json(pageOf([anEvent()], { perPage: 50 })),
      'GET /api/audit-events/chain': () => {
        checks += 1;
        return json<AuditChain>(checks === 1 ? { ...intact, intact: false, broken: { id: 17, created_at: '2026-02-27T14:30:00.000Z', missing: false } } : intact);
      },
    });
    renderWithProviders(<AuditPage />, { path: '/journal-audit' });
    expect(await screen.findByText(/^Chaîne rompue à l’événement n° 17 du 27 févr\. 2026, 15:30:00/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
    expect(await screen.findByText(/^Chaîne intègre/)).toBeInTheDocument();
  });
});
