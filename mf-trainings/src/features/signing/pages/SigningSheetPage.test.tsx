import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import type { SigningSheet } from '@irt/api/contract';
import SigningSheetPage from './SigningSheetPage';

const DRAWN = 'data:image/png;base64,iVBORw0KGgo=';

function sheet(overrides: Partial<SigningSheet> = {}): SigningSheet {
  return {
    training: { id: 55, title: 'Négocier en entreprise', start_date: '2026-03-02T08:00:00.000Z', is_visio: false },
    half_day: { date: '2026-03-02', half_day: 'afternoon', starts_at: '2026-03-02T12:00:00.000Z', ends_at: '2026-03-02T16:00:00.000Z' },
    closed: false,
    qr_token: 'q.55.2026-03-02.a.59123456.AAAAAAAAAAAAAAAAAAAAAA',
    qr_expires_at: new Date(Date.now() + 20_000).toISOString(),
    link_token: null,
    trainees: [
      { profile_id: 101, name: 'Léa Fischer', signed_at: '2026-03-02T12:10:00.000Z' },
      { profile_id: 102, name: 'Paul Meyer', signed_at: null },
    ],
    trainer: { can_sign: true, signed_at: null, name: null },
    ...overrides,
  };
}

beforeEach(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(DRAWN);
});
afterEach(() => jest.restoreAllMocks());

const show = () => renderWithProviders(<SigningSheetPage />, { path: '/formations/:id/emargement', entry: '/formations/55/emargement' });

function drawOn(pad: HTMLElement) {
  fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
  fireEvent.pointerUp(pad, { pointerId: 1 });
}

describe('écran d’émargement du formateur', () => {
  it('shows the half-day, who signed and when (Paris time), and lets a trainee sign on this device', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/trainings/:id/signing': () => json(sheet()),
      'POST /api/trainings/:id/signatures/trainee': () => json({ message: 'Signature enregistrée.', signed_at: '2026-03-02T12:20:00.000Z' }, 201),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Après-midi du lundi 2 mars 2026' })).toBeInTheDocument();
    expect(screen.getByText('Signatures des stagiaires (1/2)')).toBeInTheDocument();
    expect(screen.getByText('Signé à 13:10')).toBeInTheDocument();
    expect(screen.getByText('Le code change toutes les 30 secondes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Faire signer Paul Meyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Signature de Paul Meyer' });
    const validate = within(dialog).getByRole('button', { name: 'Valider la signature' });
    expect(validate).toBeDisabled();
    drawOn(within(dialog).getByRole('img', { name: 'Signature de Paul Meyer' }));
    await user.click(validate);
    await waitFor(() =>
      expect(requests.find((r) => r.key === 'POST /api/trainings/55/signatures/trainee')?.body).toEqual({ profile_id: 102, signature: DRAWN }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s French refusal in the dialog and keeps it open', async () => {
    const user = userEvent.setup();
    const closed = 'Cette demi-journée est close : les signatures ne sont plus modifiables.';
    mockApi({
      'GET /api/trainings/:id/signing': () => json(sheet()),
      'POST /api/trainings/:id/signatures/trainer': () => json({ message: closed }, 422),
    });
    show();
    await user.click(await screen.findByRole('button', { name: 'Signer et clore la demi-journée' }));
    const dialog = screen.getByRole('dialog', { name: 'Signature du formateur' });
    drawOn(within(dialog).getByRole('img', { name: 'Signature du formateur' }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider la signature' }));
    expect(await within(dialog).findByText(closed)).toBeInTheDocument();
  });

  it('a closed half-day shows who closed it and no code; a distance training shows its link; no half-day, the empty text', async () => {
    mockApi({
      'GET /api/trainings/:id/signing': () =>
        json(sheet({ closed: true, qr_token: null, qr_expires_at: null, trainer: { can_sign: false, signed_at: '2026-03-02T15:30:00.000Z', name: 'Claire Martin' } })),
    });
    const first = show();
    expect(await screen.findByText(/Demi-journée close : signée par Claire Martin à 16:30/)).toBeInTheDocument();
    expect(screen.queryByText('Le code change toutes les 30 secondes.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Faire signer/ })).not.toBeInTheDocument();
    expect(screen.getByText('Non signé')).toBeInTheDocument();
    first.unmount();

    mockApi({ 'GET /api/trainings/:id/signing': () => json(sheet({ training: { ...sheet().training, is_visio: true }, link_token: 'v.55.2026-03-02.a.BBBBBBBBBBBBBBBBBBBBBB' })) });
    const second = show();
    expect(await screen.findByLabelText(/Lien d’émargement pour la visio/)).toHaveValue(`${window.location.origin}/emargement/v.55.2026-03-02.a.BBBBBBBBBBBBBBBBBBBBBB`);
    second.unmount();

    mockApi({ 'GET /api/trainings/:id/signing': () => json(sheet({ half_day: null, qr_token: null, qr_expires_at: null })) });
    show();
    expect(await screen.findByText('Aucune demi-journée en cours')).toBeInTheDocument();
  });
});
