import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { AdminOutboxMessage } from '@irt/api/contract';
import { pageOf } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { getPage } from './paging';
import { useListController, writeListParams, type ListControllerOptions } from './list-controller';
import { SEARCH_DEBOUNCE_MS } from './search';

/** A list as a screen uses it: its state handed to a query of a paged list (GET /api/outbox), buttons to change it. */
function ThingsList({ name = 'liste', ...options }: ListControllerOptions<'filtre'> & { name?: string }) {
  const list = useListController(options);
  const things = useQuery({
    queryKey: ['things', name, list.page, list.filters, list.search],
    queryFn: () => getPage('/outbox', { page: list.page, perPage: 10, query: { to: list.search || undefined } }),
  });
  return (
    <section aria-label={name}>
      <output aria-label={`état ${name}`}>{`page ${list.page} · filtre ${list.filters.filtre ?? ''} · recherche ${list.search}`}</output>
      <output aria-label={`réponse ${name}`}>{things.data ? `page ${things.data.current_page}` : ''}</output>
      <button type="button" onClick={() => list.setPage(list.page + 1)}>{`Suivante ${name}`}</button>
      <button type="button" onClick={() => list.setFilter('filtre', 'passees')}>{`Passées ${name}`}</button>
      <label>
        {`Recherche ${name}`}
        <input value={list.searchText} onChange={(event) => list.setSearchText(event.target.value)} />
      </label>
      <button type="button" onClick={list.submitSearch}>{`Rechercher ${name}`}</button>
    </section>
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Retour
    </button>
  );
}

const location = () => screen.getByTestId('location').textContent;
const state = (name = 'liste') => screen.getByRole('status', { name: `état ${name}` }).textContent;

beforeEach(() => {
  mockApi({ 'GET /api/outbox': ({ url }) => json({ ...pageOf<AdminOutboxMessage>([], { page: Number(url.searchParams.get('page')), lastPage: 5 }), smtp_configured: false }) });
});

afterEach(() => jest.useRealTimers());

describe('useListController', () => {
  it('opens on the page, filter and search the address names, and hands them to the query', async () => {
    renderWithProviders(<ThingsList filters={{ filtre: '' }} searchKey="q" />, { entry: '/liste?filtre=a-venir&q=dupont&page=3' });
    expect(state()).toBe('page 3 · filtre a-venir · recherche dupont');
    expect(screen.getByRole('textbox', { name: 'Recherche liste' })).toHaveValue('dupont');
    expect(await screen.findByText('page 3', { selector: 'output' })).toBeInTheDocument();
    const asked = requests.at(-1)!.url.searchParams;
    expect([asked.get('page'), asked.get('to')]).toEqual(['3', 'dupont']);
  });

  it('keeps the page in the address and goes back to page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ThingsList filters={{ filtre: '' }} />, { entry: '/liste?tab=Stagiaires' });
    expect(state()).toBe('page 1 · filtre  · recherche ');
    await user.click(screen.getByRole('button', { name: 'Suivante liste' }));
    await user.click(screen.getByRole('button', { name: 'Suivante liste' }));
    // Another owner's key stays, first; the list's page follows.
    expect(location()).toBe('/liste?tab=Stagiaires&page=3');
    await user.click(screen.getByRole('button', { name: 'Passées liste' }));
    expect(location()).toBe('/liste?tab=Stagiaires&filtre=passees');
    expect(state()).toBe('page 1 · filtre passees · recherche ');
  });

  it('lets the back button return to the previous page and filter', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ThingsList filters={{ filtre: '' }} />
        <BackButton />
      </>,
      { entry: '/liste' },
    );
    await user.click(screen.getByRole('button', { name: 'Suivante liste' }));
    await user.click(screen.getByRole('button', { name: 'Passées liste' }));
    expect(location()).toBe('/liste?filtre=passees');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(location()).toBe('/liste?page=2');
    expect(state()).toBe('page 2 · filtre  · recherche ');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(state()).toBe('page 1 · filtre  · recherche ');
  });

  it('applies typed text 600 ms after the last keystroke, from page 1, and the field follows the back button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <>
        <ThingsList searchKey="q" />
        <BackButton />
      </>,
      { entry: '/liste?page=4' },
    );
    const field = screen.getByRole('textbox', { name: 'Recherche liste' });
    await user.type(field, 'dup');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    await user.type(field, 'ont ');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 100));
    expect(location()).toBe('/liste?page=4');
    act(() => jest.advanceTimersByTime(100));
    expect(location()).toBe('/liste?q=dupont');
    // The trailing space the user just typed stays in the field.
    expect(field).toHaveValue('dupont ');
    await user.click(screen.getByRole('button', { name: 'Retour' }));
    expect(location()).toBe('/liste?page=4');
    expect(field).toHaveValue('');
  });

  it("with searchOn 'submit', applies the text only when asked", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<ThingsList searchKey="destinataire" searchOn="submit" />, { entry: '/liste' });
    await user.type(screen.getByRole('textbox', { name: 'Recherche liste' }), 'a@b.fr');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(location()).toBe('/liste');
    await user.click(screen.getByRole('button', { name: 'Rechercher liste' }));
    expect(location()).toBe('/liste?destinataire=a%40b.fr');
  });

  it('gives two lists of one page their own keys through a prefix', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ThingsList name="a" prefix="a-" filters={{ filtre: '' }} />
        <ThingsList name="b" prefix="b-" filters={{ filtre: '' }} />
      </>,
      { entry: '/' },
    );
    await user.click(screen.getByRole('button', { name: 'Suivante a' }));
    await user.click(screen.getByRole('button', { name: 'Suivante b' }));
    await user.click(screen.getByRole('button', { name: 'Suivante b' }));
    expect(location()).toBe('/?a-page=2&b-page=3');
    await user.click(screen.getByRole('button', { name: 'Passées a' }));
    expect(location()).toBe('/?b-page=3&a-filtre=passees');
    expect(state('a')).toBe('page 1 · filtre passees · recherche ');
    expect(state('b')).toBe('page 3 · filtre  · recherche ');
  });
});

describe('writeListParams', () => {
  it.each([
    ['defaults are left out', '', { page: 1, filters: { filtre: '' }, search: '' }, ''],
    ['filters, search, then page', '', { page: 2, filters: { filtre: 'passees' }, search: 'dupont' }, 'filtre=passees&q=dupont&page=2'],
    ["other keys first, this list's replaced", 'page=9&tab=Équipe', { page: 3, filters: { filtre: '' }, search: '' }, 'tab=%C3%89quipe&page=3'],
  ])('%s', (_, current, listState, expected) => {
    expect(writeListParams(new URLSearchParams(current), listState, { filters: { filtre: '' }, searchKey: 'q' }).toString()).toBe(expected);
  });
});
