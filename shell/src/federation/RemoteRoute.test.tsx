import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRoute } from './RemoteRoute';
import { loadRemoteModule } from './runtime';
import { renderWithProviders } from '@irt/test-support/render';

// The federation runtime is the browser's business; here the loader is a controllable fake.
jest.mock('./runtime', () => ({ loadRemoteModule: jest.fn() }));
const load = jest.mocked(loadRemoteModule);

function TraineeDashboard() {
  return <h1>Bonjour Léa !</h1>;
}

describe('RemoteRoute', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows a skeleton, then the remote page', async () => {
    let resolve: (module: { default: () => ReactElement }) => void = () => undefined;
    load.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    renderWithProviders(<RemoteRoute page={{ remote: 'mf_trainee', module: './Dashboard' }} />);
    expect(screen.getByRole('progressbar', { name: 'Chargement en cours' })).toBeInTheDocument();
    resolve({ default: TraineeDashboard });
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith({ remote: 'mf_trainee', module: './Dashboard' });
  });

  it('shows the French error panel when the remote cannot be loaded, and retries on demand', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ default: TraineeDashboard });
    renderWithProviders(<RemoteRoute page={{ remote: 'mf_trainings', module: './Dashboard' }} />);

    expect(await screen.findByText('Impossible de charger cette partie du portail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));

    expect(await screen.findByRole('heading', { name: 'Bonjour Léa !' })).toBeInTheDocument();
    expect(screen.queryByText('Impossible de charger cette partie du portail')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
