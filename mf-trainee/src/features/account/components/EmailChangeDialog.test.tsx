import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProfile, aUser } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { EmailChangeDialog } from './EmailChangeDialog';

// Typed key by key: slow on a loaded machine.
jest.setTimeout(30_000);

function show() {
  renderWithProviders(<EmailChangeDialog open currentEmail="lea@exemple.fr" onClose={() => undefined} />);
  return screen.getByRole('dialog', { name: 'Modifier mon email principal' });
}

describe('EmailChangeDialog', () => {
  it('asks for the current password and says the link went to the new address', async () => {
    const user = userEvent.setup();
    const message = 'Un lien de confirmation a été envoyé à lea.nouvelle@exemple.fr. Votre adresse de connexion ne change qu’une fois ce lien suivi.';
    mockApi({
      'POST /api/update-email': () => json({ message }),
      'GET /api/user': () => json(aUser()),
      'GET /api/profile': () => json(aProfile()),
    });
    const dialog = show();
    expect(within(dialog).getByText(/Adresse actuelle : lea@exemple\.fr\. Un lien de confirmation sera envoyé à la nouvelle adresse/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Nouvel email/), 'lea.nouvelle@exemple.fr');
    await user.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    expect(await within(dialog).findByText('Veuillez saisir votre mot de passe actuel.')).toBeInTheDocument();
    expect(requests.filter((r) => r.key === 'POST /api/update-email')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Mot de passe actuel/), 'Secret2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    expect(await within(dialog).findByText(message, { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(requests.find((r) => r.key === 'POST /api/update-email')?.body).toEqual({ email: 'lea.nouvelle@exemple.fr', current_password: 'Secret2026!' });
  });

  it('puts a wrong password under its field', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/update-email': () =>
        json({ message: 'Le mot de passe actuel est incorrect.', errors: { current_password: ['Le mot de passe actuel est incorrect.'] } }, 422),
    });
    const dialog = show();
    await user.type(within(dialog).getByLabelText(/Nouvel email/), 'lea.nouvelle@exemple.fr');
    await user.type(within(dialog).getByLabelText(/Mot de passe actuel/), 'mauvais');
    await user.click(within(dialog).getByRole('button', { name: 'Modifier' }));
    const field = within(dialog).getByLabelText(/Mot de passe actuel/);
    await waitFor(() => expect(field).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
