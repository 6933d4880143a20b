import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PasswordResetPage from './PasswordResetPage';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';

const LINK = '/reinitialisation-mot-de-passe?token=abc123&email=camille%40example.fr';
const renderPage = (entry = LINK) =>
  renderWithProviders(<PasswordResetPage />, { path: '/reinitialisation-mot-de-passe', entry });

const GREEN = 'rgb(46, 125, 50)';
const RED = 'rgb(198, 40, 40)';

afterEach(() => {
  jest.useRealTimers();
});

describe('PasswordResetPage', () => {
  it('reads the email from the link, with show/hide toggles on every field', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('camille@example.fr');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(/^Confirmation du mot de passe/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher la confirmation du mot de passe' }));
    expect(screen.getByLabelText(/^Confirmation du mot de passe/)).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer l’email' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'password');
  });

  it('paints the confirmation green when equal and red otherwise, with the message once long enough', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret2026!');
    const confirmation = screen.getByLabelText(/^Confirmation du mot de passe/);
    const label = () => screen.getByText('Confirmation du mot de passe', { selector: 'label' });

    await user.type(confirmation, 'Secret');
    expect(label()).toHaveStyle({ color: RED });
    expect(screen.queryByText('Le mot de passe est différent.')).not.toBeInTheDocument();

    await user.type(confirmation, '2026?');
    expect(screen.getByText('Le mot de passe est différent.')).toBeInTheDocument();

    await user.clear(confirmation);
    await user.type(confirmation, 'Secret2026!');
    expect(label()).toHaveStyle({ color: GREEN });
    expect(screen.queryByText('Le mot de passe est différent.')).not.toBeInTheDocument();
  });

  it('requires the email and the password', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderPage('/reinitialisation-mot-de-passe?token=abc123');
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await screen.findByText("L'adresse email est requise.")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('changes the password with the token of the link, then returns to the login page', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockApi({ 'POST /api/password/reset': () => json({ message: 'Mot de passe changé.' }) });
    renderPage();
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret2026!');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Secret2026!');
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(
      await screen.findByText('Votre mot de passe a été changé avec succès. Vous pouvez maintenant vous connecter.'),
    ).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      key: 'POST /api/password/reset',
      body: { token: 'abc123', email: 'camille@example.fr', password: 'Secret2026!', password_confirmation: 'Secret2026!' },
    });
    act(() => {
      jest.advanceTimersByTime(5000);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/authentification');
  });

  it('speaks of choosing a first password on the welcome link of a new team member, and carries the email to the login page', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/password/reset': () => json({ message: 'Mot de passe changé.' }) });
    renderPage(`${LINK}&bienvenue=1`);
    expect(screen.getByRole('heading', { level: 1, name: 'Choisir mon mot de passe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Changer mon mot de passe' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret2026!');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Secret2026!');
    await user.click(screen.getByRole('button', { name: 'Choisir mon mot de passe' }));
    const toLogin = await screen.findByRole('link', { name: 'Me connecter' });
    expect(toLogin).toHaveAttribute('href', '/authentification?email=camille%40example.fr');
  });

  it('explains an expired link', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/password/reset': () => json({ message: 'Jeton invalide.' }, 400) });
    renderPage();
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret2026!');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Secret2026!');
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "Il semblerait que votre code d'autorisation a expiré. Vous pouvez réinitialiser votre mot de passe une nouvelle fois.",
    );
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute('href', '/reinitialisation');
  });

  it('shows a server validation message under its field', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/password/reset': () =>
        json({ message: 'Données invalides.', errors: { password: ['Au moins 8 caractères.'] } }, 422),
    });
    renderPage();
    await user.type(screen.getByLabelText(/^Mot de passe/), 'court');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'court');
    await user.click(screen.getByRole('button', { name: 'Changer mon mot de passe' }));
    expect(await screen.findByText('Au moins 8 caractères.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a new link when the link has no token', () => {
    renderPage('/reinitialisation-mot-de-passe?email=camille%40example.fr');
    expect(screen.getByRole('alert')).toHaveTextContent("Il semblerait que votre code d'autorisation a expiré.");
    expect(screen.queryByRole('button', { name: 'Changer mon mot de passe' })).not.toBeInTheDocument();
  });
});
