import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { aProfile, aTrainingDetail } from '@irt/test-support/factories';
import { json, mockApi } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { OwnRegistration, TrainingDetail } from '@irt/api/contract';
import TraineeTrainingPage from '../pages/TraineeTrainingPage';
import { frenchOrdinal } from '../../../shared/waiting-list';

const waiting = (position: number, offer: string | null = null): OwnRegistration => ({
  id: 12,
  registration_status: { id: 4, name: 'En attente', slug: 'en_attente' },
  reimbursed: false,
  needs_accommodation: false,
  refusal_reason: null,
  waiting_list: { position, offer_expires_at: offer },
});

const accepted = jest.fn();

function showTraining(training: TrainingDetail) {
  mockApi({
    'GET /api/trainings/:id': () => json(training),
    'POST /api/trainings/:id/seat-offer/accept': () => {
      accepted();
      return json({ message: 'Bravo, votre inscription est validée' });
    },
  });
  return renderWithProviders(<TraineeTrainingPage />, { path: '/formations/:id', entry: `/formations/${training.id}` });
}

describe('la place sur la liste d’attente', () => {
  beforeEach(() => {
    act(() => useSession.getState().setProfile(aProfile('stagiaire', { id: 31 })));
  });

  test('ordinaux français', () => {
    expect([1, 2, 3, 11].map(frenchOrdinal)).toEqual(['1re', '2e', '3e', '11e']);
  });

  test('le stagiaire en attente lit sa place', async () => {
    showTraining(aTrainingDetail({ id: 5, own_registration: waiting(3) }));
    expect(await screen.findByText("Vous êtes à la 3e place de la liste d'attente")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accepter la place' })).not.toBeInTheDocument();
  });

  test('le premier à qui une place est proposée l’accepte', async () => {
    showTraining(aTrainingDetail({ id: 6, own_registration: waiting(1, '2026-12-03T16:30:00.000Z') }));
    expect(await screen.findByText("Vous êtes à la 1re place de la liste d'attente")).toBeInTheDocument();
    expect(await screen.findByText(/réservée jusqu'au 3 décembre 2026 à 17:30/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accepter la place' }));
    await waitFor(() => expect(accepted).toHaveBeenCalledTimes(1));
  });
});
