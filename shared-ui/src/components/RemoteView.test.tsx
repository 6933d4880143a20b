import type { ComponentType } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetSessionCookie } from '@irt/shared-auth';
import { emptyAnswer, mockApi, requests, startSession } from '@irt/test-support/network';
import { AppProviders } from '../AppProviders';
import { RemoteView } from './RemoteView';

let broken = true;
function Fragile() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'name')");
  return <p>Contenu du module</p>;
}

const reports = () => requests.filter((request) => request.key === 'POST /api/client-errors').map((request) => request.body);

beforeEach(() => {
  startSession();
  mockApi({ 'POST /api/client-errors': () => emptyAnswer() });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  forgetSessionCookie();
  jest.restoreAllMocks();
});

describe('RemoteView', () => {
  it('says that a part of the page failed (not the network), reports it, keeps the rest, and retries', async () => {
    const user = userEvent.setup();
    broken = true;
    render(
      <AppProviders>
        <h1>Ma formation</h1>
        <RemoteView moduleKey="mf_test/Fragile" load={() => Promise.resolve({ default: Fragile })} props={{}} />
      </AppProviders>,
    );
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Une erreur est survenue dans cette partie de la page' })).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('Vérifiez votre connexion');
    expect(screen.getByRole('heading', { level: 1, name: 'Ma formation' })).toBeInTheDocument();
    await waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toEqual({
      kind: 'render',
      module: 'mf_test/Fragile',
      message: "TypeError: Cannot read properties of undefined (reading 'name')",
      path: '/',
    });

    broken = false;
    await user.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Contenu du module')).toBeInTheDocument();
  });

  it('tells when the module is on the page (not while its skeleton shows), and when its error panel is instead', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const arriving = new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve));
    const shown = jest.fn(() => {
      // Called before the browser paints: the module's content is already in the document.
      expect(screen.queryByText('Contenu arrivé')).toBeInTheDocument();
    });
    render(
      <AppProviders>
        <RemoteView moduleKey="mf_test/Later" load={() => arriving} props={{}} onShown={shown} />
      </AppProviders>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Chargement en cours' })).toBeInTheDocument();
    expect(shown).not.toHaveBeenCalled();
    arrive({ default: () => <p>Contenu arrivé</p> });
    expect(await screen.findByText('Contenu arrivé')).toBeInTheDocument();
    expect(shown).toHaveBeenCalledTimes(1);

    const failed = jest.fn();
    render(
      <AppProviders>
        <RemoteView moduleKey="mf_test/Gone" load={() => Promise.reject(new Error('Failed to load script resources'))} props={{}} onShown={failed} />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Impossible de charger cette partie du portail' })).toBeInTheDocument();
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('speaks of the connection when the module could not be downloaded', async () => {
    render(
      <AppProviders>
        <RemoteView moduleKey="mf_test/Absent" load={() => Promise.reject(new Error('Failed to load script resources'))} props={{}} />
      </AppProviders>,
    );
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Impossible de charger cette partie du portail' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('Vérifiez votre connexion');
    await waitFor(() => expect(reports()).toEqual([expect.objectContaining({ kind: 'load', module: 'mf_test/Absent' })]));
  });
});
