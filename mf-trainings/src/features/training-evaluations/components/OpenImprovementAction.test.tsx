import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { aUser } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { OpenImprovementAction } from './OpenImprovementAction';

const TRAINING = { id: 8, title: 'Droit du travail' };

afterEach(() => act(() => useSession.setState({ user: null })));

describe('Ouvrir une action d’amélioration (onglet Évaluations)', () => {
  it('is offered to neither the responsable pédagogique nor the intervenant', () => {
    for (const role of ['responsable-pedagogique', 'intervenant'] as const) {
      act(() => useSession.setState({ user: aUser(role) }));
      const { unmount } = renderWithProviders(<OpenImprovementAction training={TRAINING} />);
      expect(screen.queryByRole('button', { name: 'Ouvrir une action d’amélioration' })).toBeNull();
      unmount();
    }
  });

  it('opens an action whose origin is the training’s evaluation results', async () => {
    act(() => useSession.setState({ user: aUser('gestionnaire') }));
    mockApi({
      'GET /api/improvement-actions/owners': () => json([{ user_id: 2, name: 'Gina Gestion' }]),
      'POST /api/improvement-actions': () =>
        json(
          {
            id: 1,
            what: 'Revoir les supports',
            owner: { user_id: 2, name: 'Gina Gestion' },
            owner_name: null,
            due_date: '2026-05-01',
            done_at: null,
            origin: 'survey' as const,
            complaint: null,
            training: { id: 8, title: 'Droit du travail', start_date: '2026-03-02T08:00:00.000Z' },
            created_at: '2026-03-05T10:00:00.000Z',
          },
          201,
        ),
    });
    renderWithProviders(<OpenImprovementAction training={TRAINING} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir une action d’amélioration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ouvrir une action d’amélioration' });
    expect(within(dialog).getByText(/résultats d’évaluation de la formation « Droit du travail »/)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Action' }), 'Revoir les supports');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Responsable' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gina Gestion' }));
    await userEvent.type(within(dialog).getByLabelText(/Échéance/), '01/05/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.key === 'POST /api/improvement-actions')?.body).toEqual({
      what: 'Revoir les supports',
      owner_user_id: 2,
      owner_name: null,
      due_date: '2026-05-01',
      origin: 'survey',
      training_id: 8,
    });
  }, 40_000);
});
