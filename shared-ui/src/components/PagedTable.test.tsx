import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageOf } from '@irt/test-support/factories';
import { AppProviders } from '../AppProviders';
import { PagedList, type PagedQueryView } from './PagedList';
import { PagedTable, type ListColumn } from './PagedTable';

interface Course {
  id: number;
  title: string;
  seats: string;
  status: string;
  place: string | null;
}

const COURSES: Course[] = [
  { id: 1, title: 'Droit syndical', seats: '4 / 16', status: 'Validée', place: 'Colmar' },
  { id: 2, title: 'Le CSE en pratique', seats: '12 / 20', status: 'Reportée', place: null },
];

const COLUMNS: readonly ListColumn<Course>[] = [
  { key: 'title', header: 'Titre', title: true, render: (course) => course.title },
  { key: 'seats', header: 'Participants', card: 'labelled', render: (course) => course.seats },
  { key: 'status', header: 'Statut', card: 'aside', render: (course) => course.status },
  { key: 'place', header: 'Lieu', render: (course) => course.place ?? '—', renderCard: (course) => course.place },
  { key: 'table-only', header: 'Code', only: 'table', render: (course) => `F-${course.id}` },
  {
    key: 'details',
    header: 'Détails',
    hideHeader: true,
    card: 'actions',
    render: (course) => <a href={`/formations/${course.id}`}>{`Détails de ${course.title}`}</a>,
  },
];

const loaded = (data: Course[], lastPage = 1): PagedQueryView<Course> => ({ data: pageOf(data, { lastPage }), isPending: false, isPlaceholderData: false });

/** MUI's useMediaQuery reads matchMedia: a phone matches the `down('sm')` query. */
function onPhone(phone: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: phone, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList,
  );
}

function showList(query: PagedQueryView<Course>, onPageChange = jest.fn(), page = 1) {
  render(
    <AppProviders>
      <PagedTable
        label="Formations"
        query={query}
        page={page}
        onPageChange={onPageChange}
        columns={COLUMNS}
        getKey={(course) => course.id}
        emptyText="Aucune formation pour le moment"
      />
    </AppProviders>,
  );
  return onPageChange;
}

afterEach(() => jest.restoreAllMocks());

describe('PagedTable and PagedList', () => {
  it('shows a table on a wide screen: column headers, each row named by its title cell', () => {
    onPhone(false);
    showList(loaded(COURSES));
    const table = screen.getByRole('table', { name: 'Formations' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Titre', 'Participants', 'Statut', 'Lieu', 'Code', 'Détails']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Droit syndical', 'Le CSE en pratique']);
    const second = within(table).getAllByRole('row')[2];
    expect(within(second).getByText('—')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Détails de Le CSE en pratique' })).toHaveAttribute('href', '/formations/2');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a card per row on a phone: heading, status beside it, labelled lines, actions; no table', () => {
    onPhone(true);
    showList(loaded(COURSES));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Formations' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = screen.getByRole('article', { name: 'Droit syndical' });
    expect(within(first).getByRole('heading', { level: 2, name: 'Droit syndical' })).toBeInTheDocument();
    expect(within(first).getByText('Participants : 4 / 16')).toBeInTheDocument();
    expect(within(first).getByText('Validée')).toBeInTheDocument();
    expect(within(first).getByText('Colmar')).toBeInTheDocument();
    expect(within(first).queryByText('F-1')).not.toBeInTheDocument();
    // A line with nothing to show is left out (no '—' on a card).
    expect(within(screen.getByRole('article', { name: 'Le CSE en pratique' })).queryByText('—')).not.toBeInTheDocument();
  });

  it('shows the skeleton until a first answer', () => {
    onPhone(false);
    showList({ isPending: true, isPlaceholderData: false });
    expect(screen.getByRole('progressbar', { name: 'Chargement en cours' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the empty text, without table nor page buttons', () => {
    onPhone(false);
    showList(loaded([]));
    expect(screen.getByRole('status')).toHaveTextContent('Aucune formation pour le moment');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('pages through a labelled navigation, the current rows dimmed while the next page loads', async () => {
    onPhone(false);
    const onPageChange = showList({ ...loaded(COURSES, 3), isPlaceholderData: true }, jest.fn(), 2);
    const pages = screen.getByRole('navigation', { name: 'Pages : Formations' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('table', { name: 'Formations' }).closest('[aria-busy="true"]')).toHaveStyle({ opacity: '0.6' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('with renderItem, lists the caller’s items', () => {
    render(
      <AppProviders>
        <PagedList
          label="Emails"
          query={{ data: pageOf(['a', 'b']), isPending: false, isPlaceholderData: false }}
          page={1}
          onPageChange={jest.fn()}
          getKey={(item) => item}
          renderItem={(item) => <li>{`Email ${item}`}</li>}
          emptyText="Aucun email pour le moment"
        />
      </AppProviders>,
    );
    expect(within(screen.getByRole('list', { name: 'Emails' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Email a', 'Email b']);
  });
});
