import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComplaintDetail } from '@irt/api/contract';
import { COMPLAINT_MESSAGES } from '@irt/api/constants';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import ComplaintDetailPage from './ComplaintDetailPage';

function aComplaint(overrides: Partial<ComplaintDetail> = {}): ComplaintDetail {
  return {
    id: 5,
    subject: 'Salle trop froide',
    text: 'Le chauffage ne marchait pas.',
    author: { user_id: 9, name: 'Marie Durand' },
    author_role: 'Stagiaire',
    author_email: 'marie@exemple.fr',
    training: null,
    status: 'recue',
    created_at: '2026-03-04T10:00:00.000Z',
    answered_at: null,
    answer: null,
    answered_by: null,
    actions_count: 0,
    next_statuses: ['en_cours', 'traitee'],
    actions: [],
    ...overrides,
  };
}

describe('Une réclamation (équipe)', () => {
  it('takes it on, then answers it: the answer is sent and shown', async () => {
    let current = aComplaint();
    mockApi({
      'GET /api/complaints/:id': () => json(current),
      'PATCH /api/complaints/:id/status': () => {
        current = aComplaint({ status: 'en_cours', next_statuses: ['traitee'] });
        return json(current);
      },
      'POST /api/complaints/:id/answer': () => {
        current = aComplaint({ status: 'traitee', next_statuses: [], answer: 'Réparé.', answered_at: '2026-03-05T10:00:00.000Z', answered_by: { user_id: 2, name: 'Gina Gestion' } });
        return json(current);
      },
    });
    renderWithProviders(<ComplaintDetailPage />, { path: '/reclamations/:id', entry: '/reclamations/5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Salle trop froide' })).toBeInTheDocument();
    expect(screen.getByText(/de Marie Durand \(Stagiaire, marie@exemple\.fr\)/)).toBeInTheDocument();
    expect(screen.getByText('Reçue')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Prendre en charge' }));
    expect(await screen.findByText('En cours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prendre en charge' })).toBeNull();

    const form = screen.getByRole('form', { name: 'Répondre à la réclamation' });
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await within(form).findByText(COMPLAINT_MESSAGES.answerRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Réponse' }), 'Réparé.');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la réponse' }));
    expect(await screen.findByText('Traitée')).toBeInTheDocument();
    expect(screen.getByText(/par Gina Gestion/)).toBeInTheDocument();
    expect(requests.find((r) => r.key === 'POST /api/complaints/5/answer')?.body).toEqual({ answer: 'Réparé.' });
  }, 40_000);

  it('adds an improvement action born of the complaint', async () => {
    mockApi({
      'GET /api/complaints/:id': () => json(aComplaint()),
      'GET /api/improvement-actions/owners': () => json([{ user_id: 2, name: 'Gina Gestion' }]),
      'POST /api/improvement-actions': () =>
        json(
          {
            id: 1,
            what: 'Vérifier le chauffage',
            owner: null,
            owner_name: 'Service technique',
            due_date: '2026-04-01',
            done_at: null,
            origin: 'complaint' as const,
            complaint: { id: 5, subject: 'Salle trop froide' },
            training: null,
            created_at: '2026-03-05T10:00:00.000Z',
          },
          201,
        ),
    });
    renderWithProviders(<ComplaintDetailPage />, { path: '/reclamations/:id', entry: '/reclamations/5' });
    expect(await screen.findByText('Aucune action d’amélioration pour cette réclamation.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une action' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une action d’amélioration' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Action' }), 'Vérifier le chauffage');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Responsable' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Autre (saisir un nom)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom du responsable' }), 'Service technique');
    await userEvent.type(within(dialog).getByLabelText(/Échéance/), '01/04/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.key === 'POST /api/improvement-actions')?.body).toEqual({
      what: 'Vérifier le chauffage',
      owner_user_id: null,
      owner_name: 'Service technique',
      due_date: '2026-04-01',
      origin: 'complaint',
      complaint_id: 5,
    });
  }, 40_000);
});
