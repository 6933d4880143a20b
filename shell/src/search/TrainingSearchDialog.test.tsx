import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrainingSearchDialog } from './TrainingSearchDialog';
import { fakeApi, jsonResponse, renderAt } from '../test/render';
import type { TrainingSearchSource } from './api';

const training = {
  id: 42,
  title: 'Conseillers prud’hommes : prise de fonction',
  start_date: '2026-11-21T09:00:00',
  end_date: '2026-11-23T16:30:00',
  category: { id: 3, name: 'Formation des conseillers prud’hommes' },
};

function openDialog(source: TrainingSearchSource) {
  const onClose = jest.fn();
  renderAt(<TrainingSearchDialog open onClose={onClose} source={source} />, '/stagiaires');
  return { onClose };
}

describe('TrainingSearchDialog (spec §2.10)', () => {
  it('searches the catalogue 600 ms after typing, shows title, dates and category, and opens the training', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/catalog/trainings/search': () => jsonResponse({ data: [training] }) });
    const { onClose } = openDialog('catalog');

    await user.type(screen.getByPlaceholderText('Rechercher une formation...'), 'prud');
    // The debounce: nothing is asked while the user may still be typing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(calls).toHaveLength(0);

    const row = await within(screen.getByRole('list', { name: 'Formations trouvées' })).findByRole('button', {
      name: /prise de fonction/,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].search).toBe('?search=prud');
    expect(row).toHaveTextContent('Du 21 nov. 26 - 09:00 au 23 nov. 26 - 16:30');
    expect(row).toHaveTextContent('Formation des conseillers prud’hommes');

    await user.click(row);
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/formations/42');
  });

  it('searches the staff list with the first 100 results for staff contexts', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({
      'GET /api/trainings/search': () => jsonResponse({ data: [training], current_page: 1, last_page: 1, per_page: 100, total: 1 }),
    });
    openDialog('staff');
    await user.type(screen.getByPlaceholderText('Rechercher une formation...'), 'CSE');
    await screen.findByRole('button', { name: /prise de fonction/ });
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({ search_term: 'CSE', page: '1', per_page: '100' });
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    fakeApi({ 'GET /api/catalog/trainings/search': () => jsonResponse({ data: [] }) });
    openDialog('catalog');
    await user.type(screen.getByPlaceholderText('Rechercher une formation...'), 'zzz');
    expect(await screen.findByText('Pas de résultats')).toBeInTheDocument();
    expect(screen.getByText('Veuillez réessayer.')).toBeInTheDocument();
  });

  it('only asks for the last term when the user keeps typing', async () => {
    const user = userEvent.setup();
    const { calls } = fakeApi({ 'GET /api/catalog/trainings/search': () => jsonResponse({ data: [] }) });
    openDialog('catalog');
    const input = screen.getByPlaceholderText('Rechercher une formation...');
    await user.type(input, 'dro');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await user.type(input, 'it');
    await screen.findByText('Pas de résultats');
    await waitFor(() => expect(calls.map((url) => url.searchParams.get('search'))).toEqual(['droit']));
  });
});
