import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleSlug } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import { aRole, aStaffHoursRow, aTrainingWithStaff, aUser, pageOf } from '@irt/test-support/factories';
import { fileAnswer, json, lookupRoutes, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { NotificationsHost } from '@irt/shared-ui/components/notifications';
import StaffHoursPage from './StaffHoursPage';

const PATH = '/api/trainings/with-staff';
const ARES = [
  { id: 1, name: 'Contrat à établir' },
  { id: 2, name: 'Contrat validé' },
  { id: 3, name: 'Heures mises en paiement' },
];

function logIn(role: RoleSlug) {
  act(() => useSession.getState().setUser(aUser(role, { id: 3 })));
}

const reports = () => requests.filter((request) => request.path === PATH);
const lastAsked = () => reports().at(-1)!.url.searchParams;
const location = () => screen.getByTestId('location').textContent;
/** The query of the last report request, the statuses as a list. */
const askedFilter = () => {
  const params = lastAsked();
  return {
    training_id: params.get('training_id'),
    profile_id: params.get('profile_id'),
    start_date: params.get('start_date'),
    end_date: params.get('end_date'),
    ares: params.getAll('ares_status_ids[]'),
    page: params.get('current_page'),
    per_page: params.get('per_page'),
  };
};

const supervisor = aStaffHoursRow({
  role: 'pedagogical_supervisor',
  expected_lecture_hours: 2,
  expected_tutorial_hours: 1,
  actual_lecture_hours: null,
  actual_tutorial_hours: null,
  expected_hetd: 4,
  actual_hetd: null,
  ares_status: { id: 2, name: 'Contrat validé' },
  is_remunerated: false,
  profile: { id: 41, name: 'Sophie Weber', email: 'sophie.weber@example.fr', phone: null, role: aRole('responsable-pedagogique') },
});
const teacher = aStaffHoursRow({ profile: { id: 42, name: 'Marc Klein', email: 'marc.klein@example.fr', phone: null, role: aRole('intervenant') } });

beforeEach(() => {
  mockApi({
    ...lookupRoutes({ 'ares-statuses': ARES }),
    'GET /api/trainings/with-staff': ({ url }) => {
      const page = Number(url.searchParams.get('current_page'));
      return json(
        pageOf([aTrainingWithStaff({ training_id: 12, training_name: `Prud’hommes p${page}`, staff: [supervisor, teacher] })], {
          page,
          lastPage: 2,
          total: 21,
          perPage: 20,
        }),
      );
    },
  });
});

afterEach(() => {
  act(() => useSession.getState().clear());
});

describe('heures formateurs', () => {
  it('groups each training with its team: hours expected and actual, HETD, Ares status, 20 trainings per page', async () => {
    logIn('administrateur');
    renderWithProviders(<StaffHoursPage />, { path: '/formateurs/heures' });

    expect(screen.getByRole('heading', { level: 1, name: 'Heures formateurs' })).toBeInTheDocument();
    const title = await screen.findByRole('link', { name: 'Prud’hommes p1' });
    expect(title).toHaveAttribute('href', '/formations/12');
    expect(screen.getByText('21 formations')).toBeInTheDocument();
    expect(screen.getByText('Du 02/03/2026 au 03/03/2026')).toBeInTheDocument();
    expect(screen.getByText('HETD prévues : 16,00 · réalisées : 11,50')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Équipe de Prud’hommes p1' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nom',
      'Rôle',
      'Statut Ares',
      'Heures prévues',
      'HETD prévues',
      'Heures réalisées',
      'HETD réalisées',
      'Rémunéré',
    ]);
    const sophie = within(table).getByRole('row', { name: /Sophie Weber/ });
    expect(within(sophie).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Responsable pédagogique',
      'Contrat validé',
      '2,00 CM · 1,00 TD',
      '4,00',
      '–',
      '–',
      'Non',
    ]);
    const marc = within(table).getByRole('row', { name: /Marc Klein/ });
    expect(within(marc).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Formateur',
      'Contrat à établir',
      '6,00 CM · 3,00 TD',
      '12,00',
      '5,50 CM · 3,25 TD',
      '11,50',
      'Oui',
    ]);
    // A name opens the trainer's page.
    expect(within(marc).getByRole('link', { name: 'Marc Klein' })).toHaveAttribute('href', expect.stringMatching(/^\/formateurs\/\d+$/));
    expect(askedFilter()).toEqual({ training_id: null, profile_id: null, start_date: null, end_date: null, ares: [], page: '1', per_page: '20' });

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Prud’hommes p2' })).toBeInTheDocument();
    expect(location()).toBe('/formateurs/heures?page=2');
  });

  it('reads the filters from the address and sends them with the spec’s names', async () => {
    logIn('responsable-pedagogique');
    renderWithProviders(<StaffHoursPage />, {
      path: '/formateurs/heures',
      entry: '/formateurs/heures?formation=12&personne=42&du=2026-01-01&au=2026-06-30&ares=2,1&page=2',
    });
    expect(await screen.findByRole('link', { name: 'Prud’hommes p2' })).toBeInTheDocument();
    expect(askedFilter()).toEqual({
      training_id: '12',
      profile_id: '42',
      start_date: '2026-01-01',
      end_date: '2026-06-30',
      ares: ['1', '2'],
      page: '2',
      per_page: '20',
    });
    expect(screen.getByText('21 formations pour ces filtres')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtres (5)' })).toBeInTheDocument();

    // The panel shows what the filters hold: the training and the person by the names the rows carry.
    await userEvent.click(screen.getByRole('button', { name: 'Filtres (5)' }));
    const panel = await screen.findByRole('dialog', { name: 'Filtrer les heures' });
    expect(within(panel).getByRole('combobox', { name: 'Formation' })).toHaveValue('Prud’hommes p2');
    expect(within(panel).getByRole('combobox', { name: 'Formateur ou responsable pédagogique' })).toHaveValue('Marc Klein');
    expect(within(panel).getByLabelText('Du')).toHaveValue('01/01/2026');
    expect(await within(panel).findByRole('checkbox', { name: 'Contrat validé' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Heures mises en paiement' })).not.toBeChecked();
  });

  it('filters from the side panel: Ares statuses, a training found by its title, the period; back to page 1; reset', async () => {
    mockApi({
      'GET /api/trainings/search': () =>
        json(pageOf([{ id: 77, title: 'Santé au travail', start_date: '2026-05-04T07:00:00.000Z', end_date: '2026-05-05T15:00:00.000Z', category: { id: 1, name: 'CPH' } }])),
    });
    logIn('administrateur');
    renderWithProviders(<StaffHoursPage />, { path: '/formateurs/heures', entry: '/formateurs/heures?page=2' });
    await userEvent.click(await screen.findByRole('button', { name: 'Filtres' }));
    const panel = await screen.findByRole('dialog', { name: 'Filtrer les heures' });

    await userEvent.click(await within(panel).findByRole('checkbox', { name: 'Contrat validé' }));
    await waitFor(() => expect(location()).toBe('/formateurs/heures?ares=2'));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Heures mises en paiement' }));
    await waitFor(() => expect(location()).toBe('/formateurs/heures?ares=2%2C3'));
    await waitFor(() => expect(askedFilter().ares).toEqual(['2', '3']));

    await userEvent.type(within(panel).getByRole('combobox', { name: 'Formation' }), 'santé');
    await userEvent.click(await screen.findByRole('option', { name: 'Santé au travail (04/05/2026)' }, { timeout: 3000 }));
    await waitFor(() => expect(location()).toBe('/formateurs/heures?formation=77&ares=2%2C3'));
    expect(requests.find((request) => request.path === '/api/trainings/search')!.url.searchParams.get('per_page')).toBe('100');

    fireEvent.change(within(panel).getByLabelText('Au'), { target: { value: '30/06/2026' } });
    await waitFor(() => expect(location()).toBe('/formateurs/heures?formation=77&au=2026-06-30&ares=2%2C3'));
    // A start after the end is refused with the spec's message, and not applied.
    fireEvent.change(within(panel).getByLabelText('Du'), { target: { value: '01/07/2026' } });
    expect(within(panel).getByText('La date de début doit être antérieure à la date de fin.')).toBeInTheDocument();
    expect(location()).toBe('/formateurs/heures?formation=77&au=2026-06-30&ares=2%2C3');
    fireEvent.change(within(panel).getByLabelText('Du'), { target: { value: '01/01/2026' } });
    await waitFor(() => expect(location()).toBe('/formateurs/heures?formation=77&du=2026-01-01&au=2026-06-30&ares=2%2C3'));
    await waitFor(() => expect(askedFilter()).toMatchObject({ training_id: '77', start_date: '2026-01-01', end_date: '2026-06-30', page: '1' }));

    await userEvent.click(within(panel).getByRole('button', { name: 'Réinitialiser les filtres' }));
    await waitFor(() => expect(location()).toBe('/formateurs/heures'));
    expect(within(panel).getByRole('combobox', { name: 'Formation' })).toHaveValue('');
    // Many steps, one of them a debounced search: more time than a single check needs on a busy machine.
  }, 45_000);

  it('exports the rows of the current filter as .xlsx under the name the server gives, and reports a failure', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:heures'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mockApi({
      'GET /api/export-training-staff-hours': () =>
        fileAnswer('xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', name: 'heures-formateurs-2026-11-26.xlsx' }),
    });
    logIn('administrateur');
    renderWithProviders(
      <>
        <StaffHoursPage />
        <NotificationsHost />
      </>,
      { path: '/formateurs/heures', entry: '/formateurs/heures?personne=42&ares=2&page=2' },
    );
    await screen.findByRole('link', { name: 'Prud’hommes p2' });

    await userEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(saved).toEqual(['heures-formateurs-2026-11-26.xlsx']));
    const asked = requests.find((request) => request.path === '/api/export-training-staff-hours')!.url.searchParams;
    expect([asked.get('profile_id'), asked.getAll('ares_status_ids[]'), asked.has('current_page'), asked.has('training_id')]).toEqual(['42', ['2'], false, false]);

    mockApi({ 'GET /api/export-training-staff-hours': () => json({ message: 'La date de début doit être antérieure à la date de fin.' }, 400) });
    await userEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(await screen.findByText('Erreur : La date de début doit être antérieure à la date de fin.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('says when there are no hours, with or without filters', async () => {
    mockApi({ 'GET /api/trainings/with-staff': () => json(pageOf([], { perPage: 20 })) });
    logIn('administrateur');
    const { unmount } = renderWithProviders(<StaffHoursPage />, { path: '/formateurs/heures' });
    expect(await screen.findByText('Aucune heure saisie pour le moment')).toBeInTheDocument();
    unmount();
    renderWithProviders(<StaffHoursPage />, { path: '/formateurs/heures', entry: '/formateurs/heures?ares=3' });
    expect(await screen.findByText('Aucune heure ne correspond à ces filtres')).toBeInTheDocument();
  });
});
