import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { SigningTicket } from '@irt/api/contract';
import SigningPage from './SigningPage';

const TOKEN = 'q.55.2026-03-02.m.59123456.AAAAAAAAAAAAAAAAAAAAAA';
const DRAWN = 'data:image/png;base64,iVBORw0KGgo=';

const ticket = (signedAt: string | null = null): SigningTicket => ({
  training: { id: 55, title: 'Négocier en entreprise' },
  half_day: { date: '2026-03-02', half_day: 'morning', starts_at: '2026-03-02T08:00:00.000Z', ends_at: '2026-03-02T12:00:00.000Z' },
  signed_at: signedAt,
});

// jsdom draws nothing: the pad's canvas gives a fixed image, as a browser would after a stroke.
beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(DRAWN);
});
afterEach(() => jest.restoreAllMocks());

const show = () => renderWithProviders(<SigningPage />, { path: '/emargement/:token', entry: `/emargement/${TOKEN}` });

function drawOn(pad: HTMLElement) {
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}

describe('émargement du stagiaire', () => {
  it('shows the training and the half-day, signs once something is drawn, then shows the time recorded', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/signing/:token': () => json(ticket()),
      'POST /api/signing/:token': () => json({ message: 'Signature enregistrée.', signed_at: '2026-03-02T08:12:00.000Z' }, 201),
    });
    show();
    expect(await screen.findByText('Négocier en entreprise')).toBeInTheDocument();
    expect(screen.getByText('Matin du lundi 2 mars 2026')).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: 'Signer la demi-journée' });
    expect(sign).toBeDisabled();
    drawOn(screen.getByRole('img', { name: 'Votre signature' }));
    expect(sign).toBeEnabled();
    await user.click(sign);
    // 08:12 UTC is 09:12 in Paris.
    expect(await screen.findByText(/Votre signature est enregistrée \(09:12\)/)).toBeInTheDocument();
    expect(requests.find((r) => r.key === `POST /api/signing/${TOKEN}`)?.body).toEqual({ signature: DRAWN });
    expect(screen.queryByRole('button', { name: 'Signer la demi-journée' })).not.toBeInTheDocument();
  });

  it('clears a drawing: nothing to send until the trainee signs again', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/signing/:token': () => json(ticket()) });
    show();
    const pad = await screen.findByRole('img', { name: 'Votre signature' });
    drawOn(pad);
    await user.click(screen.getByRole('button', { name: 'Effacer' }));
    expect(screen.getByRole('button', { name: 'Signer la demi-journée' })).toBeDisabled();
  });

  it('says in French why a code is refused (expired), and shows the server’s refusal of a signature', async () => {
    const expired = 'Ce code d’émargement a expiré : scannez le nouveau code affiché par votre formateur.';
    mockApi({ 'GET /api/signing/:token': () => json({ message: expired }, 422) });
    show();
    expect(await screen.findByText(expired)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Votre signature' })).not.toBeInTheDocument();
  });

  it('shows a half-day already signed without the pad', async () => {
    mockApi({ 'GET /api/signing/:token': () => json(ticket('2026-03-02T08:05:00.000Z')) });
    show();
    expect(await screen.findByText(/Votre signature est enregistrée \(09:05\)/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Votre signature' })).not.toBeInTheDocument();
  });
});
