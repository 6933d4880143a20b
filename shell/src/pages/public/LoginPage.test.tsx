import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasSession, useSession } from '@irt/shared-auth';
import { LOGIN_PRERENDER_ELEMENT_ID } from '@irt/api/constants';
import LoginPage from './LoginPage';
import { aLoginAnswer, aProfile, aUser } from '@irt/test-support/factories';
import { json, mockApi, requests, sessionCookies } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';

const alice = aUser('administrateur', { username: 'Alice Admin', name: 'Alice Admin', email: 'admin@irt-demo.fr' });

const renderLogin = (entry = '/authentification') => renderWithProviders(<LoginPage />, { path: '/authentification', entry });

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email = 'admin@irt-demo.fr', password = 'Demo2026!') {
  await user.type(screen.getByLabelText(/^Identifiant/), email);
  await user.type(screen.getByLabelText(/^Mot de passe/), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

beforeEach(() => {
  useSession.getState().clear();
});

describe('LoginPage', () => {
  it('requires the identifier and the password', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByText('Institut Régional du Travail')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'identifiant est requis.")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    // The first invalid field has the focus, is marked invalid, and each message goes as its field is filled.
    const identifier = screen.getByLabelText(/^Identifiant/);
    expect(identifier).toHaveFocus();
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    await user.type(identifier, '   ');
    expect(screen.getByText("L'identifiant est requis.")).toBeInTheDocument();
    await user.type(identifier, 'admin@irt-demo.fr');
    expect(screen.queryByText("L'identifiant est requis.")).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveFocus();
    await user.type(screen.getByLabelText(/^Mot de passe/), 'x');
    expect(screen.queryByText('Le mot de passe est requis.')).not.toBeInTheDocument();
  });

  it('shows and hides the password with an accessible toggle', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('logs in, keeps the session the server set (never the token) and opens the dashboard', async () => {
    const user = userEvent.setup();
    const answer = aLoginAnswer(alice);
    mockApi({
      'POST /api/login': () => json(answer, 200, sessionCookies(3600, answer.token)),
      'GET /api/profile': () => json(aProfile('administrateur')),
    });
    renderLogin();
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(requests[0]).toMatchObject({ key: 'POST /api/login', body: { email: 'admin@irt-demo.fr', password: 'Demo2026!' } });
    expect(hasSession()).toBe(true);
    expect(document.cookie).not.toContain(answer.token);
    // The login answer carries the user: no GET /api/user after it.
    expect(requests.map((request) => request.key)).toEqual(['POST /api/login', 'GET /api/profile']);
    expect(useSession.getState().user?.name).toBe('Alice Admin');
  });

  it("opens the route Inscription when the profile is not found", async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/login': () => json(aLoginAnswer(alice)),
      'GET /api/profile': () => json({ message: 'Profile not found' }, 404),
    });
    renderLogin();
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/modifier-un-compte'));
  });

  it('returns to the page asked before login, but never to another site', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/login': () => json(aLoginAnswer(alice)),
      'GET /api/profile': () => json(aProfile('administrateur')),
    });
    const first = renderLogin('/authentification?redirect=%2Fformations%3Fpage%3D2');
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/formations?page=2'));
    first.unmount();

    renderLogin('/authentification?redirect=%2F%2Fevil.example.com');
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it('explains a failed login with the server message', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/login': () => json({ message: 'Identifiant ou mot de passe incorrect.' }, 401) });
    renderLogin();
    await fillAndSubmit(user, 'admin@irt-demo.fr', 'faux');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Mince...')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Un problème est survenu. Vérifiez votre identifiant et votre mot de passe.');
    expect(alert).toHaveTextContent('Identifiant ou mot de passe incorrect.');
    expect(screen.getByTestId('location')).toHaveTextContent('/authentification');
    expect(hasSession()).toBe(false);
  });

  it('tells a closed account once, with whom to contact, and logs no error for that answer', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/login': () => json({ message: 'Votre compte a été désactivé.' }, 403) });
    renderLogin();
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Votre compte a été désactivé.')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Pour le rouvrir, contactez l’institut : contact@irt-demo.fr.');
    expect(alert).not.toHaveTextContent('Vérifiez votre identifiant');
    expect(alert).not.toHaveTextContent('Mince');
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('fills in the identifier carried by the address (back from choosing a password)', () => {
    mockApi({});
    renderLogin('/authentification?email=camille%40example.fr');
    expect(screen.getByLabelText(/^Identifiant/)).toHaveValue('camille@example.fr');
  });

  it('takes over the page drawn in the HTML: what was typed in it, the field the caret was in', async () => {
    const user = userEvent.setup();
    const answer = aLoginAnswer(alice);
    mockApi({
      'POST /api/login': () => json(answer, 200, sessionCookies(3600, answer.token)),
      'GET /api/profile': () => json(aProfile('administrateur')),
    });
    // The server's drawing of this page, typed in before the page's code ran.
    const drawn = document.createElement('div');
    drawn.id = LOGIN_PRERENDER_ELEMENT_ID;
    drawn.innerHTML = '<form><input name="email" type="email"><input name="password" type="password"><button disabled type="submit">Se connecter</button></form>';
    document.body.append(drawn);
    drawn.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'admin@irt-demo.fr';
    const typedPassword = drawn.querySelector<HTMLInputElement>('input[name="password"]')!;
    typedPassword.value = 'Demo20';
    typedPassword.focus();
    renderLogin();
    expect(document.getElementById(LOGIN_PRERENDER_ELEMENT_ID)).toBeNull();
    expect(screen.getByLabelText(/^Identifiant/)).toHaveValue('admin@irt-demo.fr');
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password).toHaveValue('Demo20');
    expect(password).toHaveFocus();
    // Typing goes on where it was.
    await user.keyboard('26!');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(requests[0]).toMatchObject({ key: 'POST /api/login', body: { email: 'admin@irt-demo.fr', password: 'Demo2026!' } });
  });

  it('without a drawing typed in, keeps the identifier the address carries', () => {
    const drawn = document.createElement('div');
    drawn.id = LOGIN_PRERENDER_ELEMENT_ID;
    drawn.innerHTML = '<input name="email"><input name="password">';
    document.body.append(drawn);
    renderLogin('/authentification?email=camille%40example.fr');
    expect(document.getElementById(LOGIN_PRERENDER_ELEMENT_ID)).toBeNull();
    expect(screen.getByLabelText(/^Identifiant/)).toHaveValue('camille@example.fr');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('');
  });

  it('links to the password-reset request', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/reinitialisation');
  });
});

describe('account creation dialog', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Créer un compte' }));
    return screen.findByRole('dialog', { name: 'Créer un compte' });
  }

  async function fillDialog(
    user: ReturnType<typeof userEvent.setup>,
    dialog: HTMLElement,
    { confirmation = 'Secret2026!' }: { confirmation?: string } = {},
  ) {
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Camille Martin');
    await user.type(within(dialog).getByLabelText(/^Email/), 'camille@example.fr');
    await user.type(within(dialog).getByLabelText(/^Mot de passe/), 'Secret2026!');
    await user.type(within(dialog).getByLabelText(/^Confirmation du mot de passe/), confirmation);
    await user.click(within(dialog).getByRole('button', { name: 'Créer mon compte' }));
  }

  it('is open at once when the address asks for it (the route Créer un compte)', async () => {
    mockApi({});
    renderLogin('/authentification?inscription=1');
    expect(await screen.findByRole('dialog', { name: 'Créer un compte' })).toBeInTheDocument();
  });

  it('requires every field and an identical confirmation', async () => {
    const user = userEvent.setup();
    mockApi({});
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Créer mon compte' }));
    expect(await within(dialog).findByText('Le nom est requis.')).toBeInTheDocument();
    expect(within(dialog).getByText("L'adresse email est requise.")).toBeInTheDocument();
    expect(within(dialog).getByText('Le mot de passe est requis.')).toBeInTheDocument();

    await fillDialog(user, dialog, { confirmation: 'Autre2026!' });
    expect(await within(dialog).findByText('Le mot de passe est différent.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('creates the account, confirms it, then closes after 4 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockApi({ 'POST /api/register': () => json({ message: 'Compte créé.' }, 201) });
    const dialog = await openDialog(user);
    await fillDialog(user, dialog);
    expect(
      await within(dialog).findByText(
        "L'utilisateur a été créé avec succès. Vous allez recevoir un email de confirmation. Veuillez confirmer votre compte par email.",
      ),
    ).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      key: 'POST /api/register',
      body: { name: 'Camille Martin', email: 'camille@example.fr', password: 'Secret2026!', password_confirmation: 'Secret2026!' },
    });
    act(() => {
      jest.advanceTimersByTime(3500);
    });
    expect(screen.getByRole('dialog', { name: 'Créer un compte' })).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the server errors one per line under the failure title', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/register': () =>
        json(
          {
            message: 'Les données envoyées sont invalides.',
            errors: { email: ['Cet email est déjà utilisé.'], password: ['Le mot de passe doit contenir au moins 8 caractères.'] },
          },
          422,
        ),
    });
    const dialog = await openDialog(user);
    await fillDialog(user, dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText("Erreur lors de la création de l'utilisateur.")).toBeInTheDocument();
    expect(within(alert).getByText('Cet email est déjà utilisé.')).toBeInTheDocument();
    expect(within(alert).getByText('Le mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('Les données envoyées sont invalides.');
  });

  it('uses the single error text when the server gives no field errors', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/register': () => json({ message: 'Les inscriptions sont fermées.' }, 403) });
    const dialog = await openDialog(user);
    await fillDialog(user, dialog);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent("Erreur lors de la création de l'utilisateur.");
    expect(alert).toHaveTextContent('Les inscriptions sont fermées.');
  });
});
