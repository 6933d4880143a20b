import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
// The hook is tested against the typed client's real answers (a form of a remote passes such a save).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { api } from '@irt/shared-auth';
import { json, mockApi, networkError, proxyErrorPage, requests } from '@irt/test-support/network';
import { AppProviders } from '../AppProviders';
import { clearNotifications, NotificationsHost } from '../components/notifications';
import { MESSAGES, serverMessage } from '../messages';
import { FormTextField } from './FormTextField';
import { SaveFailureAlert } from './SaveFailureAlert';
import { useSaveForm, type SaveFormOptions } from './useSaveForm';

interface EmailForm {
  email: string;
  currentPassword: string;
}

type Options = Partial<Omit<SaveFormOptions<EmailForm, { message: string }, EmailForm>, 'setError' | 'save'>>;

/** A form as a screen writes it: its fields, the hook's submit, the hook's banner. */
function EmailFormHarness(options: Options) {
  const { control, handleSubmit, setError } = useForm<EmailForm>({ defaultValues: { email: '', currentPassword: '' } });
  const { submit, failure } = useSaveForm({
    setError,
    save: (values: EmailForm) => api.post('/update-email', { body: { email: values.email, current_password: values.currentPassword } }),
    fields: { email: 'email', current_password: 'currentPassword' },
    ...options,
  });
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      {failure ? <SaveFailureAlert {...failure} /> : null}
      <FormTextField control={control} name="email" label="Email" />
      <FormTextField control={control} name="currentPassword" label="Mot de passe actuel" />
      <button type="submit">Envoyer</button>
    </form>
  );
}

function renderForm(options: Options = {}) {
  render(
    <AppProviders>
      <EmailFormHarness {...options} />
      <NotificationsHost />
    </AppProviders>,
  );
}

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'lea@exemple.fr');
  await user.type(screen.getByRole('textbox', { name: 'Mot de passe actuel' }), 'Secret2026!');
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
}

describe('useSaveForm: the one submit path of a form', () => {
  afterEach(() => act(() => clearNotifications()));

  it('sends the values and shows the success message', async () => {
    mockApi({ 'POST /api/update-email': () => json({ message: 'Un email de confirmation vous a été envoyé.' }) });
    const onSuccess = jest.fn();
    renderForm({ success: MESSAGES.itemUpdated, onSuccess });
    await fillAndSend();
    expect(await screen.findByText("Bravo, l'item a bien été modifié")).toBeInTheDocument();
    expect(requests.find((request) => request.key === 'POST /api/update-email')?.body).toEqual({ email: 'lea@exemple.fr', current_password: 'Secret2026!' });
    expect(onSuccess).toHaveBeenCalledWith({ message: 'Un email de confirmation vous a été envoyé.' }, { email: 'lea@exemple.fr', currentPassword: 'Secret2026!' });
  });

  it('can word the success from the answer', async () => {
    mockApi({ 'POST /api/update-email': () => json({ message: 'Un email de confirmation vous a été envoyé.' }) });
    renderForm({ success: (answer) => serverMessage(answer.message) });
    await fillAndSend();
    expect(await screen.findByText('Un email de confirmation vous a été envoyé.')).toBeInTheDocument();
  });

  it('puts the field messages of a 422 under their fields, the failure title and detail in the banner, and keeps every value typed', async () => {
    mockApi({
      'POST /api/update-email': () =>
        json({ message: 'Les données envoyées ne sont pas valides.', errors: { current_password: ['Le mot de passe actuel est incorrect.'] } }, 422),
    });
    const onSuccess = jest.fn();
    renderForm({ success: MESSAGES.itemUpdated, onSuccess });
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Erreur lors de l'enregistrement de l'item");
    expect(alert).toHaveTextContent('Les données envoyées ne sont pas valides.');
    const password = screen.getByRole('textbox', { name: 'Mot de passe actuel' });
    expect(password).toHaveAccessibleDescription('Le mot de passe actuel est incorrect.');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(password).toHaveValue('Secret2026!');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('lea@exemple.fr');
    expect(screen.queryByText("Bravo, l'item a bien été modifié")).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('takes the title of the save, and lists the field messages no field shows', async () => {
    mockApi({
      'POST /api/update-email': () =>
        json({ message: 'Refusé.', errors: { email: ['Adresse déjà prise.'], profile_id: ['Ce profil est clos.', 'Refusé.'] } }, 422),
    });
    renderForm({ title: MESSAGES.profileCreationFailed.text });
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erreur lors de la création du profil');
    expect(within(alert).getByText('Ce profil est clos.')).toBeInTheDocument();
    expect(within(alert).getAllByText(/Refusé\./)).toHaveLength(1);
    expect(alert).not.toHaveTextContent('Adresse déjà prise.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Adresse déjà prise.');
  });

  it('shows no banner when asked to let the fields say it all', async () => {
    mockApi({
      'POST /api/update-email': () => json({ message: 'Données invalides.', errors: { current_password: ['Le mot de passe actuel est incorrect.'] } }, 422),
    });
    renderForm({ quietWhenPlaced: true });
    await fillAndSend();
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the server does not answer on a network failure, the values kept', async () => {
    mockApi({ 'POST /api/update-email': () => networkError() });
    renderForm();
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Erreur lors de l'enregistrement de l'item");
    expect(alert).toHaveTextContent('Le serveur ne répond pas. Veuillez réessayer.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('lea@exemple.fr');
  });

  it('gives the generic text when the server said nothing, and clears the banner on the next attempt', async () => {
    let refuse = true;
    mockApi({ 'POST /api/update-email': () => (refuse ? proxyErrorPage(502) : json({ message: 'Fait.' })) });
    renderForm({ success: MESSAGES.itemUpdated });
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue, veuillez réessayer.');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText("Bravo, l'item a bien été modifié")).toBeInTheDocument();
    expect(screen.queryByText('Une erreur est survenue, veuillez réessayer.')).not.toBeInTheDocument();
  });
});
