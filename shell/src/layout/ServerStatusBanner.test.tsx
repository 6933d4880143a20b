import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { createQueryClient, useServerStatus, watchServerStatus } from '@irt/shared-auth/query';
import { json, mockApi, networkError, proxyErrorPage } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { SERVER_DOWN_TITLE, ServerStatusBanner } from './ServerStatusBanner';

function Genres() {
  const genres = useQuery({ queryKey: ['genres-test'], queryFn: ({ signal }) => api.get('/genres', { signal }) });
  return <p>{genres.data ? genres.data.map((g) => g.name).join(', ') : 'Aucun genre'}</p>;
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  act(() => useServerStatus.setState({ unreachable: false }));
});

function show(intervalMs: number) {
  const queryClient = createQueryClient({ bindToSession: false });
  stop = watchServerStatus(queryClient, intervalMs);
  renderWithProviders(
    <>
      <ServerStatusBanner />
      <Genres />
    </>,
    { queryClient },
  );
}

describe('ServerStatusBanner', () => {
  it("says in French that the server is down, and 'Réessayer' fills the page once it is back", async () => {
    let up = false;
    mockApi({ 'GET /api/genres': () => (up ? json([{ id: 1, name: 'Femme' }]) : networkError()) });
    show(60_000);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(SERVER_DOWN_TITLE);
    expect(banner).toHaveTextContent('Elles se rechargeront d’elles-mêmes dès son retour');
    up = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Femme')).toBeInTheDocument();
    expect(screen.queryByText(SERVER_DOWN_TITLE)).not.toBeInTheDocument();
  });

  it('comes back by itself: the failed reads are tried again until the server answers', async () => {
    let up = false;
    mockApi({ 'GET /api/genres': () => (up ? json([{ id: 2, name: 'Homme' }]) : proxyErrorPage(502)) });
    show(200);
    expect(await screen.findByText(SERVER_DOWN_TITLE)).toBeInTheDocument();
    up = true;
    expect(await screen.findByText('Homme', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText(SERVER_DOWN_TITLE)).not.toBeInTheDocument();
  });

  it('stays away when the server answers, a refusal included', async () => {
    mockApi({ 'GET /api/genres': () => json({ message: 'Accès refusé.' }, 403) });
    show(60_000);
    expect(await screen.findByText('Aucun genre')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByText(SERVER_DOWN_TITLE)).not.toBeInTheDocument();
  });
});
