import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PasswordResetRequestPage from './PasswordResetRequestPage';
import { emptyAnswer, json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';

const renderPage = () => renderWithProviders(<PasswordResetRequestPage />, { path: '/reinitialisation' });

afterEach(() => {
  jest.useRealTimers();
});

describe('PasswordResetRequestPage', () => {
  it('requires an email address of email type', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderPage();
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('button', { name: 'Régénérer' }));
    expect(await screen.findByText("L'adresse email est requise.")).toBeInTheDocument();
    await user.type(email, 'pas-un-email');
    await user.click(screen.getByRole('button', { name: 'Régénérer' }));
    expect(await screen.findByText("L'adresse email n'est pas valide.")).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('announces the email, then returns to the login page after 5 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    mockApi({ 'POST /api/password/email': () => json({ message: 'Lien envoyé.' }) });
    renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'stagiaire@irt-demo.fr');
    await user.click(screen.getByRole('button', { name: 'Régénérer' }));
    expect(
      await screen.findByText('Vous allez recevoir, par email, un lien pour réinitialiser votre mot de passe.'),
    ).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ key: 'POST /api/password/email', body: { email: 'stagiaire@irt-demo.fr' } });
    act(() => {
      jest.advanceTimersByTime(4900);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/reinitialisation');
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/authentification');
  });

  it('shows the server message of a 404 with the sub-text', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/password/email': () => json({ message: 'Aucun compte ne correspond à cet email.' }, 404) });
    renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'inconnu@example.fr');
    await user.click(screen.getByRole('button', { name: 'Régénérer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Aucun compte ne correspond à cet email.');
    expect(alert).toHaveTextContent('Nous ne le trouvons pas dans notre base...');
  });

  it('falls back to its own question when the server gives no message', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/password/email': () => emptyAnswer(404) });
    renderPage();
    await user.type(screen.getByLabelText(/^Email/), 'inconnu@example.fr');
    await user.click(screen.getByRole('button', { name: 'Régénérer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Êtes-vous sûr·e de votre adresse email ?');
    expect(alert).toHaveTextContent('Nous ne le trouvons pas dans notre base...');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Régénérer' })).toBeEnabled());
  });
});
