import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnComplaint } from '@irt/api/contract';
import { COMPLAINT_MESSAGES } from '@irt/api/constants';
import { pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import MyComplaintsPage from './MyComplaintsPage';

function aComplaint(overrides: Partial<OwnComplaint> = {}): OwnComplaint {
  return {
    id: 1,
    subject: 'Salle trop froide',
    text: 'Le chauffage ne marchait pas.',
    training: { id: 7, title: 'Droit du travail', start_date: '2026-03-02T08:00:00.000Z' },
    status: 'traitee',
    answer: 'Le chauffage a été réparé.',
    answered_at: '2026-03-10T10:00:00.000Z',
    created_at: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

describe('Mes réclamations', () => {
  it('shows one’s complaints with their status and the institute’s answer', async () => {
    mockApi({
      'GET /api/complaints/mine': () => json(pageOf([aComplaint(), aComplaint({ id: 2, subject: 'Convocation tardive', status: 'recue', answer: null, answered_at: null, training: null })])),
      'GET /api/complaints/trainings': () => json([]),
    });
    renderWithProviders(<MyComplaintsPage />);
    const answered = await screen.findByRole('article', { name: 'Salle trop froide' });
    expect(within(answered).getByText('Traitée')).toBeInTheDocument();
    expect(within(answered).getByText('Le chauffage a été réparé.')).toBeInTheDocument();
    expect(within(answered).getByText(/Formation « Droit du travail »/)).toBeInTheDocument();
    const waiting = screen.getByRole('article', { name: 'Convocation tardive' });
    expect(within(waiting).getByText('Reçue')).toBeInTheDocument();
    expect(within(waiting).queryByText(/Réponse de l’institut/)).toBeNull();
  });

  it('files a complaint about one of one’s trainings, after saying what is missing', async () => {
    mockApi({
      'GET /api/complaints/mine': () => json(pageOf<OwnComplaint>([])),
      'GET /api/complaints/trainings': () => json([{ id: 7, title: 'Droit du travail', start_date: '2026-03-02T08:00:00.000Z' }]),
      'POST /api/complaints': () => json({ message: COMPLAINT_MESSAGES.filed, complaint: aComplaint({ status: 'recue', answer: null, answered_at: null }) }, 201),
    });
    renderWithProviders(<MyComplaintsPage />);
    expect(await screen.findByText('Vous n’avez envoyé aucune réclamation.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Faire une réclamation' });
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la réclamation' }));
    expect(await within(form).findByText('Indiquez l’objet de la réclamation.')).toBeInTheDocument();
    expect(within(form).getByText('Décrivez votre réclamation.')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Objet' }), 'Salle trop froide');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Formation concernée' }));
    await userEvent.click(await screen.findByRole('option', { name: /Droit du travail/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Votre réclamation' }), 'Le chauffage ne marchait pas.');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la réclamation' }));
    await waitFor(() => expect(requests.find((r) => r.key === 'POST /api/complaints')?.body).toEqual({ subject: 'Salle trop froide', text: 'Le chauffage ne marchait pas.', training_id: 7 }));
    // Sent: the form is empty again.
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Objet' })).toHaveValue(''));
  }, 40_000);

  it('shows the server’s message under its field', async () => {
    mockApi({
      'GET /api/complaints/mine': () => json(pageOf<OwnComplaint>([])),
      'GET /api/complaints/trainings': () => json([]),
      'POST /api/complaints': () => json({ message: COMPLAINT_MESSAGES.invalid, errors: { text: [COMPLAINT_MESSAGES.textRequired] } }, 422),
    });
    renderWithProviders(<MyComplaintsPage />);
    const form = await screen.findByRole('form', { name: 'Faire une réclamation' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Objet' }), 'Objet');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Votre réclamation' }), 'x');
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer la réclamation' }));
    expect(await within(form).findByText(COMPLAINT_MESSAGES.textRequired)).toBeInTheDocument();
  }, 40_000);
});
