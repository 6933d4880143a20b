import { screen } from '@testing-library/react';
import EmailVerificationPage from './EmailVerificationPage';
import { emptyAnswer, json, mockApi, pendingAnswer, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';

const LINK = '/verification-email?id=12&hash=abcdef&expires=1900000000&signature=xyz';
const renderPage = () => renderWithProviders(<EmailVerificationPage />, { path: '/verification-email', entry: LINK });

describe('EmailVerificationPage', () => {
  it('posts the fields of the link, shows progress, then the server message', async () => {
    const pending = pendingAnswer();
    mockApi({ 'POST /api/email/verify': pending.answer });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Vérification de votre email' })).toBeInTheDocument();
    expect(screen.getByText('Vérification de votre email...')).toBeInTheDocument();
    await screen.findByText('Vérification de votre email...');
    pending.release(json({ message: 'Votre adresse est confirmée.' }));
    expect(await screen.findByText('Votre adresse est confirmée.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0].body).toEqual({
      id: '12',
      hash: 'abcdef',
      expires: '1900000000',
      signature: 'xyz',
    });
  });

  it('congratulates when the server gives no message', async () => {
    mockApi({ 'POST /api/email/verify': () => json({ message: '' }) });
    renderPage();
    expect(await screen.findByText('Bravo, votre email a bien été vérifié !')).toBeInTheDocument();
  });

  it('shows the server message of a refusal, or its own for a server failure (which alone is logged)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'POST /api/email/verify': () => json({ message: 'Ce lien a expiré.' }, 403) });
    const first = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien a expiré.');
    expect(logged).not.toHaveBeenCalled();
    first.unmount();

    mockApi({ 'POST /api/email/verify': () => emptyAnswer(500) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('La vérification a échoué. Veuillez réessayer.');
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('leads to the authentication page', async () => {
    mockApi({ 'POST /api/email/verify': () => json({ message: '' }) });
    renderPage();
    expect(screen.getByRole('link', { name: 'Me connecter' })).toHaveAttribute('href', '/authentification');
    await screen.findByText('Bravo, votre email a bien été vérifié !');
  });
});

describe('EmailVerificationPage, the link that undoes a change of the login email', () => {
  it('posts id and token to the undo route and shows the server message', async () => {
    mockApi({ 'POST /api/email/undo-change': () => json({ message: 'Le changement d’adresse email est annulé.' }) });
    renderWithProviders(<EmailVerificationPage />, { path: '/verification-email', entry: '/verification-email?id=12&token=abc&action=annuler-changement' });
    expect(screen.getByRole('heading', { level: 1, name: 'Annulation du changement d’adresse email' })).toBeInTheDocument();
    expect(await screen.findByText('Le changement d’adresse email est annulé.')).toBeInTheDocument();
    expect(requests.map((r) => r.key)).toEqual(['POST /api/email/undo-change']);
    expect(requests[0].body).toEqual({ id: '12', token: 'abc' });
  });
});
