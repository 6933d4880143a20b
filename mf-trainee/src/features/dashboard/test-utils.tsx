/** Test helpers of the trainee dashboard: real providers and router, data factories. */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@irt/shared-ui';
import { useSession, type SessionState } from '@irt/shared-auth';
import type { Paged } from '@irt/api/contract';
import type { TraineeRegistration } from './api/types';

export function renderDashboard(ui: ReactElement) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={['/']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

type SessionUser = NonNullable<SessionState['user']>;

/** Puts a logged-in trainee in the shared session store. */
export function logInTrainee(overrides: Partial<SessionUser> = {}) {
  const user = {
    id: 7,
    username: 'Camille Martin',
    name: 'Camille Martin',
    email: 'camille.martin@example.fr',
    role: { id: 5, name: 'Stagiaire', slug: 'stagiaire' },
    temporary_profile_picture_url: null,
    email_verified: true,
    accepted_terms: 1,
    profile_completion: 45,
    current_training: null,
    ...overrides,
  } satisfies SessionUser;
  act(() => useSession.getState().setUser(user));
}

let nextId = 200;

export function makeRegistration(overrides: Partial<TraineeRegistration> = {}): TraineeRegistration {
  nextId += 1;
  return {
    registration_id: nextId + 1000,
    training_id: nextId,
    training_name: `Formation ${nextId}`,
    registration_status: { id: 1, name: 'Préinscription', slug: 'preinscription' },
    // Local times, so the expected French dates do not depend on the machine's time zone.
    start_date: '2026-05-11T09:00:00',
    end_date: '2026-05-13T17:00:00',
    training_status: { id: 3, name: 'Publiée' },
    category: { id: 2, name: 'Prud’hommes' },
    color: '#00695c',
    place: { id: 1, name: 'Maison des syndicats', city: 'Strasbourg' },
    ...overrides,
  };
}

export function pageOf<T>(data: T[], page = 1, lastPage = 1, total = data.length): Paged<T> {
  return { data, current_page: page, last_page: lastPage, per_page: 7, total };
}
