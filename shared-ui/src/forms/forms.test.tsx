import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { AppProviders } from '../AppProviders';
import { applyServerErrors } from './server-errors';
import { FormTextField } from './FormTextField';
import { PasswordPairFields } from './PasswordPairFields';
import { decimalText, parseDecimal, requiredText, validateEmail, validatePhone } from './validation';

interface AccountForm {
  name: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

/** A form as a screen would write it; `serverErrors` play the API's 422 answer on submit. */
function AccountFormHarness({ onValid, serverErrors }: { onValid: (values: AccountForm) => void; serverErrors?: Record<string, string[]> }) {
  const { control, handleSubmit, setError } = useForm<AccountForm>({
    defaultValues: { name: '', email: '', password: '', passwordConfirmation: '' },
  });
  const submit = (values: AccountForm) => {
    if (serverErrors) {
      applyServerErrors(setError, serverErrors, { email: 'email', password_confirmation: 'passwordConfirmation' });
      return;
    }
    onValid(values);
  };
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <FormTextField control={control} name="name" rules={{ validate: requiredText('Le nom est requis.') }} label="Nom" required />
      <FormTextField control={control} name="email" rules={{ validate: validateEmail }} label="Email" type="email" required />
      <PasswordPairFields control={control} passwordName="password" confirmationName="passwordConfirmation" />
      <button type="submit">Envoyer</button>
    </form>
  );
}

const renderForm = (props: Parameters<typeof AccountFormHarness>[0]) =>
  render(
    <AppProviders>
      <AccountFormHarness {...props} />
    </AppProviders>,
  );

describe('shared form fields', () => {
  it('show each rule’s French message under its field, and submit the values once valid', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderForm({ onValid });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le nom est requis.')).toBeInTheDocument();
    expect(screen.getByText("L'adresse email est requise.")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^Nom/), '  Camille  ');
    await user.type(screen.getByLabelText(/^Email/), 'camille@example.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret2026!');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Secret2026!');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onValid).toHaveBeenCalledWith({
      name: '  Camille  ',
      email: 'camille@example.fr',
      password: 'Secret2026!',
      passwordConfirmation: 'Secret2026!',
    });
  });

  it('report a different confirmation while typing once it is as long as the password', async () => {
    const user = userEvent.setup();
    renderForm({ onValid: jest.fn() });
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret2026!');
    const confirmation = screen.getByLabelText(/^Confirmation du mot de passe/);
    await user.type(confirmation, 'Secret');
    expect(screen.queryByText('Le mot de passe est différent.')).not.toBeInTheDocument();
    await user.type(confirmation, '2026?');
    expect(screen.getByText('Le mot de passe est différent.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afficher la confirmation du mot de passe' }));
    expect(confirmation).toHaveAttribute('type', 'text');
  });

  it('put the server’s field errors under the fields they name', async () => {
    const user = userEvent.setup();
    renderForm({
      onValid: jest.fn(),
      serverErrors: { email: ['Cet email est déjà utilisé.'], password_confirmation: ['Les mots de passe diffèrent.'], inconnu: ['Ignoré.'] },
    });
    await user.type(screen.getByLabelText(/^Nom/), 'Camille');
    await user.type(screen.getByLabelText(/^Email/), 'camille@example.fr');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Secret2026!');
    await user.type(screen.getByLabelText(/^Confirmation du mot de passe/), 'Secret2026!');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Cet email est déjà utilisé.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Les mots de passe diffèrent.')).toBeInTheDocument();
    expect(screen.queryByText('Ignoré.')).not.toBeInTheDocument();
  });
});

describe('parseDecimal and decimalText', () => {
  it('reads numbers as French users type them, and writes them back with a comma', () => {
    expect(parseDecimal('3,5')).toBe(3.5);
    expect(parseDecimal('3.5')).toBe(3.5);
    expect(parseDecimal(' 1 250,75 ')).toBe(1250.75);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('3,5,1')).toBeNaN();
    expect(parseDecimal('abc')).toBeNaN();
    expect(decimalText(2.25)).toBe('2,25');
    expect(decimalText(null)).toBe('');
  });
});

describe('validatePhone', () => {
  it('accepts French and international numbers, and refuses text', () => {
    expect(validatePhone('06 12 34 56 78')).toBe(true);
    expect(validatePhone('+33 6 12 34 56 78')).toBe(true);
    expect(validatePhone('')).toBe(true);
    expect(validatePhone('abc')).toBe('Le numéro de téléphone saisi n’est pas valide.');
    expect(validatePhone('0612')).toBe('Le numéro de téléphone saisi n’est pas valide.');
  });
});
