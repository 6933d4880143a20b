import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Dayjs } from 'dayjs';
import { useForm } from 'react-hook-form';
import { AppProviders } from '../AppProviders';
import { DatesProvider } from '../DatesProvider';
import { FormDateTimeField } from './FormDateTimeField';

interface Values {
  start: Dayjs | null;
}

function Form({ onValue }: { onValue: (value: Dayjs | null) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { start: null } });
  return (
    <form noValidate onSubmit={handleSubmit((values) => onValue(values.start))}>
      <FormDateTimeField control={control} name="start" label="Date de début" required rules={{ validate: (value) => value !== null || 'La date est obligatoire.' }} />
      <button type="submit">Envoyer</button>
    </form>
  );
}

function renderForm(onValue: (value: Dayjs | null) => void) {
  return render(
    <AppProviders>
      <DatesProvider>
        <Form onValue={onValue} />
      </DatesProvider>
    </AppProviders>,
  );
}

describe('FormDateTimeField', () => {
  it('reads a French date and time (jj/mm/aaaa hh:mm) into the form', async () => {
    const onValue = jest.fn();
    renderForm(onValue);
    expect(screen.getByRole('group', { name: /Date de début/ })).toBeInTheDocument();
    const input = document.querySelector<HTMLInputElement>('input[name="start"]') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '14/09/2026 09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onValue).toHaveBeenCalledTimes(1));
    expect((onValue.mock.calls[0][0] as Dayjs).format('YYYY-MM-DD HH:mm')).toBe('2026-09-14 09:30');
  });

  it('shows the rule’s message under the field', async () => {
    const onValue = jest.fn();
    renderForm(onValue);
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('La date est obligatoire.')).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
  });
});
