import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from '@irt/api/contract';
import { pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import JobsPage from './JobsPage';

function aJob(overrides: Partial<Job> = {}): Job {
  return {
    id: '1b7e0a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'retention',
    label: 'Conservation des données (anonymisation)',
    state: 'done',
    retry_count: 0,
    retry_limit: 3,
    error: null,
    summary: '2 compte(s) fermé(s) et 0 compte(s) inactif(s) anonymisé(s)',
    created_at: '2026-03-02T02:30:00.000Z',
    started_at: '2026-03-02T02:30:01.000Z',
    completed_at: '2026-03-02T02:30:02.000Z',
    retriable: false,
    ...overrides,
  };
}

const failed = aJob({
  id: '9c8b7a65-4321-4fed-8cba-987654321000',
  name: 'mail-relay',
  label: 'Envoi des courriels',
  state: 'failed',
  retry_count: 3,
  summary: null,
  error: 'Le serveur d’envoi des courriels a refusé un message (connect ECONNREFUSED).',
  retriable: true,
});

describe('Tâches planifiées', () => {
  it('lists the jobs with their state, Paris times, summary or error, and retries a failed one', async () => {
    let retried = false;
    mockApi({
      'GET /api/jobs': () => json(pageOf(retried ? [{ ...failed, state: 'waiting', retriable: false, error: null }, aJob()] : [failed, aJob()], { perPage: 20 })),
      'POST /api/jobs/:id/retry': () => {
        retried = true;
        return json({ message: 'La tâche est relancée : elle repassera dans quelques instants.' });
      },
    });
    renderWithProviders(<JobsPage />, { path: '/taches-planifiees' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tâches planifiées' })).toBeInTheDocument();
    expect(await screen.findAllByText('Conservation des données (anonymisation)')).not.toHaveLength(0);
    expect(screen.getAllByText('Terminée').length).toBeGreaterThan(0);
    expect(screen.getAllByText('En échec').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/ECONNREFUSED/).length).toBeGreaterThan(0);
    // Paris time whatever the machine's zone: 02:30 UTC in March is 03:30.
    expect(screen.getAllByText('2 mars 2026, 03:30:00').length).toBeGreaterThan(0);
    expect(screen.getAllByText('3 relances sur 3').length).toBeGreaterThan(0);

    const [retry] = screen.getAllByRole('button', { name: /^Relancer : Envoi des courriels/ });
    await userEvent.click(retry);
    expect(await screen.findByText('Envoi des courriels : La tâche est relancée : elle repassera dans quelques instants.')).toBeInTheDocument();
    expect(requests.filter((r) => r.key.startsWith('POST /api/jobs/')).map((r) => r.url.pathname)).toEqual([`/api/jobs/${failed.id}/retry`]);
    expect(await screen.findAllByText('En attente')).not.toHaveLength(0);
  });

  it('filters by state through the address', async () => {
    mockApi({ 'GET /api/jobs': ({ request }) => json(pageOf(new URL(request.url).searchParams.get('state') === 'failed' ? [] : [aJob()], { perPage: 20 })) });
    renderWithProviders(<JobsPage />, { path: '/taches-planifiees' });
    await screen.findAllByText('Conservation des données (anonymisation)');
    await userEvent.selectOptions(screen.getByLabelText('État'), 'en-echec');
    expect(await screen.findByText('Aucune tâche dans l’état « En échec »')).toBeInTheDocument();
    expect(requests.filter((r) => r.key === 'GET /api/jobs').map((r) => r.url.searchParams.get('state'))).toEqual([null, 'failed']);
  });
});
