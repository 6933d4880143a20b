import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { PasswordChangeDialog } from './PasswordChangeDialog';

// Typed key by key: slow on a loaded machine.
jest.setTimeout(30_000);

const COMMON =
  'Ce mot de passe fait partie des mots de passe les plus courants, que les attaquants essaient en premier : choisissez-en un autre.';

function show() {
  renderWithProviders(<PasswordChangeDialog open onClose={() => undefined} />);
  return screen.getByRole('dialog', { name: 'Changer mon mot de passe' });
}

async function fill(dialog: HTMLElement, current: string, password: string, confirmation = password) {
  const user = userEvent.setup();
  if (current) await user.type(within(dialog).getByLabelText(/Mot de passe actuel/), current);
  await user.type(within(dialog).getByLabelText(/^Mot de passe\W*$/), password);
  await user.type(within(dialog).getByLabelText(/Confirmation du mot de passe/), confirmation);
  await user.click(within(dialog).getByRole('button', { name: 'Changer' }));
}

describe('PasswordChangeDialog', () => {
  it('asks for the current password, then says the other sessions were closed', async () => {
    const message = 'Votre mot de passe a été changé avec succès. Les autres sessions ouvertes sur votre compte ont été fermées.';
    mockApi({ 'PUT /api/user/password': () => json({ message }) });
    const dialog = show();
    expect(within(dialog).getByText('Les autres sessions ouvertes sur votre compte seront fermées.')).toBeInTheDocument();
    await fill(dialog, '', 'Tiroir-Bleu-42');
    expect(await within(dialog).findByText('Veuillez saisir votre mot de passe actuel.')).toBeInTheDocument();
    expect(requests.filter((r) => r.key === 'PUT /api/user/password')).toHaveLength(0);

    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/Mot de passe actuel/), 'Ancien2026!');
    await user.click(within(dialog).getByRole('button', { name: 'Changer' }));
    expect(await within(dialog).findByText(message, { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(requests.find((r) => r.key === 'PUT /api/user/password')?.body).toEqual({
      current_password: 'Ancien2026!',
      password: 'Tiroir-Bleu-42',
      password_confirmation: 'Tiroir-Bleu-42',
    });
  });

  it('a different confirmation is refused on the page', async () => {
    mockApi({});
    const dialog = show();
    await fill(dialog, 'Ancien2026!', 'Tiroir-Bleu-42', 'Tiroir-Bleu-43');
    expect(await within(dialog).findAllByText('Le mot de passe est différent.')).not.toHaveLength(0);
    expect(requests.filter((r) => r.key === 'PUT /api/user/password')).toHaveLength(0);
  });

  it("puts the server's refusals under their fields: a common password, a wrong current one", async () => {
    mockApi({
      'PUT /api/user/password': () =>
        json(
          {
            message: "Le mot de passe n'a pas été changé.",
            errors: { current_password: ['Le mot de passe actuel est incorrect.'], password: [COMMON] },
          },
          422,
        ),
    });
    const dialog = show();
    await fill(dialog, 'mauvais', 'azerty123');
    const password = within(dialog).getByLabelText(/^Mot de passe\W*$/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(COMMON));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(/Mot de passe actuel/)).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.');
    expect(within(dialog).getByText("Le mot de passe n'a pas été changé.")).toBeInTheDocument();
  });
});
