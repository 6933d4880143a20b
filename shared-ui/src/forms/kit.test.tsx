import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { AppProviders } from '../AppProviders';
import { FormCheckboxField } from './FormCheckboxField';
import { FormNumberField } from './FormNumberField';
import { FormSelectField, choicesOf } from './FormSelectField';
import { FormSwitchField } from './FormSwitchField';
import { SaveFailureAlert } from './SaveFailureAlert';
import { applyServerErrors } from './server-errors';
import { numberRule, requiredChoice } from './validation';

interface KitForm {
  place: number | '';
  theme: number | '';
  visio: boolean;
  consent: boolean;
  seats: string;
  price: string;
}

const EMPTY: KitForm = { place: '', theme: '', visio: false, consent: false, seats: '', price: '' };

/** A form made of the kit's fields; `serverErrors` play the API's 422 answer on submit. */
function KitHarness({ onValid, serverErrors, loading = false }: { onValid: (values: KitForm) => void; serverErrors?: Record<string, string[]>; loading?: boolean }) {
  const { control, handleSubmit, setError } = useForm<KitForm>({ defaultValues: EMPTY });
  const submit = (values: KitForm) => {
    if (serverErrors) applyServerErrors(setError, serverErrors, { place_id: 'place', is_visio: 'visio', amount: 'price' });
    else onValid(values);
  };
  return (
    <form noValidate onSubmit={handleSubmit(submit)}>
      <FormSelectField
        control={control}
        name="place"
        label="Lieu"
        required
        rules={{ validate: requiredChoice('Le lieu est requis.') }}
        options={[...choicesOf([{ id: 1, name: 'Strasbourg' }]), { value: 2, label: 'Metz', disabled: true }]}
      />
      <FormSelectField control={control} name="theme" label="Thématique" options={undefined} emptyLabel="Aucune" loading={loading} />
      <FormSwitchField control={control} name="visio" label="Formation en visio" />
      <FormCheckboxField control={control} name="consent" label="J'accepte" rules={{ validate: (checked) => checked || 'Veuillez accepter.' }} />
      <FormNumberField control={control} name="seats" label="Nombre de places" integer min={1} max={200} requiredMessage="Le nombre de places est requis." />
      <FormNumberField control={control} name="price" label="Prix (€)" min={0} rules={{ validate: (text) => text !== '13' || 'Pas 13.' }} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

const renderKit = (props: Parameters<typeof KitHarness>[0]) =>
  render(
    <AppProviders>
      <KitHarness {...props} />
    </AppProviders>,
  );

describe('form kit fields', () => {
  it('show their French messages under themselves, then submit the values chosen and typed', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    renderKit({ onValid });
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Le lieu est requis.')).toBeInTheDocument();
    expect(screen.getByText('Veuillez accepter.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: "J'accepte" })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: "J'accepte" })).toHaveAccessibleDescription('Veuillez accepter.');
    expect(screen.getByText('Le nombre de places est requis.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /^Lieu/ }));
    expect(screen.getByRole('option', { name: 'Metz' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Strasbourg' }));
    expect(screen.getByRole('combobox', { name: /^Lieu/ })).toHaveTextContent('Strasbourg');
    expect(screen.getByRole('combobox', { name: /^Thématique/ })).toHaveTextContent('Aucune');
    await user.click(screen.getByRole('switch', { name: 'Formation en visio' }));
    await user.click(screen.getByRole('checkbox', { name: "J'accepte" }));
    await user.type(screen.getByRole('textbox', { name: /^Nombre de places/ }), '2,5');
    await user.type(screen.getByRole('textbox', { name: 'Prix (€)' }), '-1');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Veuillez saisir un nombre entier')).toBeInTheDocument();
    expect(screen.getByText('La valeur doit être supérieure ou égale à 0')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /^Nombre de places/ }));
    await user.type(screen.getByRole('textbox', { name: /^Nombre de places/ }), '300');
    await user.clear(screen.getByRole('textbox', { name: 'Prix (€)' }));
    await user.type(screen.getByRole('textbox', { name: 'Prix (€)' }), '13');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('La valeur doit être inférieure ou égale à 200')).toBeInTheDocument();
    expect(screen.getByText('Pas 13.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /^Nombre de places/ }));
    await user.type(screen.getByRole('textbox', { name: /^Nombre de places/ }), '20');
    await user.clear(screen.getByRole('textbox', { name: 'Prix (€)' }));
    await user.type(screen.getByRole('textbox', { name: 'Prix (€)' }), '12,50');
    expect(screen.getByRole('textbox', { name: 'Prix (€)' })).toHaveAttribute('inputmode', 'decimal');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onValid).toHaveBeenCalledWith({ place: 1, theme: '', visio: true, consent: true, seats: '20', price: '12,50' });
  });

  it('put the server’s errors under the select, the switch and the number field they name', async () => {
    const user = userEvent.setup();
    renderKit({
      onValid: jest.fn(),
      serverErrors: { place_id: ['Ce lieu est fermé.'], is_visio: ['La visio est indisponible.'], amount: ['Le prix est trop élevé.'] },
    });
    await user.click(screen.getByRole('combobox', { name: /^Lieu/ }));
    await user.click(screen.getByRole('option', { name: 'Strasbourg' }));
    await user.click(screen.getByRole('checkbox', { name: "J'accepte" }));
    await user.type(screen.getByRole('textbox', { name: /^Nombre de places/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Ce lieu est fermé.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Formation en visio' })).toHaveAccessibleDescription('La visio est indisponible.');
    expect(screen.getByText('Le prix est trop élevé.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prix (€)' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('keep a select that waits for its list disabled and busy', () => {
    renderKit({ onValid: jest.fn(), loading: true });
    const theme = screen.getByRole('combobox', { name: /^Thématique/ });
    expect(theme).toHaveAttribute('aria-disabled', 'true');
    expect(theme.closest('[aria-busy="true"]')).not.toBeNull();
  });
});

describe('SaveFailureAlert', () => {
  it('shows the title, the server’s message and the other lines, or a generic message', () => {
    const { rerender } = render(
      <AppProviders>
        <SaveFailureAlert message="Le titre est trop long." details={['Le lieu est fermé.']} />
      </AppProviders>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText("Erreur lors de l'enregistrement de l'item")).toBeInTheDocument();
    expect(within(alert).getByText('Le titre est trop long.')).toBeInTheDocument();
    expect(within(alert).getByText('Le lieu est fermé.')).toBeInTheDocument();
    rerender(
      <AppProviders>
        <SaveFailureAlert title="Échec" message={null} />
      </AppProviders>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('ÉchecUne erreur est survenue, veuillez réessayer.');
  });
});

describe('numberRule and requiredChoice', () => {
  it('read French numbers and say what is wrong in French', () => {
    const hours = numberRule({ min: 0, max: 1000 });
    expect(hours('')).toBe(true);
    expect(hours('3,5')).toBe(true);
    expect(hours('abc')).toBe('Veuillez saisir un nombre');
    expect(hours('1 000,5')).toBe('La valeur doit être inférieure ou égale à 1000');
    expect(numberRule({ required: 'Requis.', integer: true })('')).toBe('Requis.');
    expect(numberRule({ integer: true, min: 0.5 })('0')).toBe('La valeur doit être supérieure ou égale à 0,5');
    expect(requiredChoice()('')).toBe('Ce champ est requis.');
    expect(requiredChoice('Choisissez.')(null)).toBe('Choisissez.');
    expect(requiredChoice()(0)).toBe(true);
  });
});
