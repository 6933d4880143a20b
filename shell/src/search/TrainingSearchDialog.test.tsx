import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrainingSearchDialog } from './TrainingSearchDialog';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { aTrainingSearchItem, pageOf } from '@irt/test-support/factories';
import type { TrainingSearchSource } from './api/search-trainings';

const training = aTrainingSearchItem({
  id: 42,
  title: 'Conseillers prud’hommes : prise de fonction',
  start_date: '2026-11-21T09:00:00',
  end_date: '2026-11-23T16:30:00',
  category: { id: 3, name: 'Formation des conseillers prud’hommes' },
});

function openDialog(source: TrainingSearchSource) {
  const onClose = jest.fn();
  renderWithProviders(<TrainingSearchDialog open onClose={onClose} source={source} />, { entry: '/stagiaires' });
  return { onClose };
}

describe('TrainingSearchDialog', () => {
  it('searches the catalogue 600 ms after typing, shows title, dates and category, and opens the training', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/catalog/trainings/search': () => json(pageOf([training], { perPage: 100 })) });
    const { onClose } = openDialog('catalog');

    await user.type(screen.getByPlaceholderText('Rechercher une formation...'), 'prud');
    // The debounce: nothing is asked while the user may still be typing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(requests).toHaveLength(0);

    const row = await within(screen.getByRole('list', { name: 'Formations trouvées' })).findByRole('button', {
      name: /prise de fonction/,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0].url.search).toBe('?search=prud');
    expect(row).toHaveTextContent('Du 21 nov. 26 - 09:00 au 23 nov. 26 - 16:30');
    expect(row).toHaveTextContent('Formation des conseillers prud’hommes');

    await user.click(row);
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/formations/42');
  });

  it('searches the staff list with the first 100 results for staff contexts', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/trainings/search': () => json(pageOf([training], { perPage: 100 })) });
    openDialog('staff');
    await user.type(screen.getByPlaceholderText('Rechercher une formation...'), 'CSE');
    await screen.findByRole('button', { name: /prise de fonction/ });
    expect(Object.fromEntries(requests[0].url.searchParams)).toEqual({ search_term: 'CSE', page: '1', per_page: '100' });
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/catalog/trainings/search': () => json(pageOf([], { perPage: 100 })) });
    openDialog('catalog');
    await user.type(screen.getByPlaceholderText('Rechercher une formation...'), 'zzz');
    expect(await screen.findByText('Pas de résultats')).toBeInTheDocument();
    expect(screen.getByText('Veuillez réessayer.')).toBeInTheDocument();
  });

  it('only asks for the last term when the user keeps typing', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/catalog/trainings/search': () => json(pageOf([], { perPage: 100 })) });
    openDialog('catalog');
    const input = screen.getByPlaceholderText('Rechercher une formation...');
    await user.type(input, 'dro');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    await user.type(input, 'it');
    await screen.findByText('Pas de résultats');
    await waitFor(() => expect(requests.map((request) => request.url.searchParams.get('search'))).toEqual(['droit']));
  });
});
