import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOutboxMessage, AdminOutboxPage } from '@irt/api/contract';
import { pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import OutboxPage from './OutboxPage';

function aMessage(overrides: Partial<AdminOutboxMessage> = {}): AdminOutboxMessage {
  return {
    id: 1,
    to: 'marie.durand@exemple.fr',
    subject: 'Réinitialisation de votre mot de passe',
    text: 'Bonjour,\n\nLien : http://portail.test/reinitialisation-mot-de-passe?token=••••••••&email=marie',
    attachments: [],
    delivery: 'kept',
    relayed_at: null,
    error: null,
    created_at: '2026-03-02T08:05:00.000Z',
    ...overrides,
  };
}

function answer(data: AdminOutboxMessage[], extra: Partial<AdminOutboxPage> = {}): AdminOutboxPage {
  return { ...pageOf(data, { perPage: 20 }), smtp_configured: false, ...extra };
}

describe('Emails envoyés', () => {
  it('says the emails are only kept without SMTP, and shows each message with its masked link', async () => {
    mockApi({
      'GET /api/outbox': () =>
        json(
          answer([
            aMessage(),
            aMessage({
              id: 2,
              to: 'paul@exemple.fr',
              subject: 'Convocation',
              text: 'Votre convocation est jointe.',
              attachments: [{ filename: 'convocation.pdf', size: 20480 }],
            }),
          ]),
        ),
    });
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByText(/Aucun serveur d'envoi \(SMTP\) n'est configuré/)).toBeInTheDocument();
    expect(screen.getByText(/Chaque consultation de cette page est enregistrée/)).toBeInTheDocument();
    expect(screen.getByText('2 emails')).toBeInTheDocument();
    // Paris time, whatever the zone of the machine running the test: 08:05 UTC in March is 09:05.
    expect(screen.getByText(/À marie\.durand@exemple\.fr · 2 mars 2026.*09:05/)).toBeInTheDocument();
    expect(screen.getAllByText('Conservé, non envoyé')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: /Convocation/ }));
    expect(await screen.findByText('Pièces jointes : convocation.pdf (20 Ko)')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Réinitialisation de votre mot de passe/ }));
    expect(await screen.findByText(/token=••••••••&email=marie/)).toBeVisible();
  });

  it('filters by recipient through the address, and shows the empty text of the filter', async () => {
    mockApi({
      'GET /api/outbox': ({ request }) => {
        const to = new URL(request.url).searchParams.get('to');
        return json(to ? answer([]) : answer([aMessage({ delivery: 'relayed', relayed_at: '2026-03-02T08:06:00.000Z' })], { smtp_configured: true }));
      },
    });
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByText('Envoyé')).toBeInTheDocument();
    expect(screen.getByText(/une copie est conservée ici/)).toBeInTheDocument();
    const search = screen.getByRole('search');
    await userEvent.type(within(search).getByLabelText('Destinataire'), 'inconnu');
    await userEvent.click(within(search).getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Aucun email pour « inconnu »')).toBeInTheDocument();
    const asked = requests.filter((r) => r.key === 'GET /api/outbox').map((r) => r.url.searchParams.get('to'));
    expect(asked).toEqual([null, 'inconnu']);
  });

  it('shows the last relay error of a message that failed', async () => {
    mockApi({
      'GET /api/outbox': () =>
        json(answer([aMessage({ delivery: 'failed', error: 'connect ECONNREFUSED' })], { smtp_configured: true })),
    });
    renderWithProviders(<OutboxPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Réinitialisation/ }));
    expect(await screen.findByText("Dernière erreur du serveur d'envoi : connect ECONNREFUSED")).toBeVisible();
    expect(screen.getByText("Échec de l'envoi")).toBeInTheDocument();
  });
});
