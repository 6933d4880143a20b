import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarDay } from '@irt/api/contract';
import { aCalendarTraining } from '@irt/test-support/factories';
import { json, mockApi, proxyErrorPage, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { parisDayFromToday } from '@irt/test-support/paris-days';
import CalendarPage from './CalendarPage';

const pad = (value: number) => String(value).padStart(2, '0');

/** Today in Paris (the calendar's today, whatever the device's zone). */
function parisToday() {
  const date = parisDayFromToday(0);
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { date, year, month };
}

/** The API's 42 days of a month (from the Monday on or before the 1st), one training on the 10th. */
function monthAnswer(month: number, year: number): CalendarDay[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const back = (first.getUTCDay() + 6) % 7;
  return Array.from({ length: 42 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1, 1 - back + index)).toISOString().slice(0, 10);
    const trainings =
      date === `${year}-${pad(month)}-10`
        ? [
            aCalendarTraining({
              id: 55,
              title: `Formation du ${month}/${year}`,
              start_date: `${year}-${pad(month)}-10T09:00:00`,
              end_date: `${year}-${pad(month)}-11T16:30:00`,
              category: { id: 2, name: 'Prud’hommes' },
              type: { id: 3, name: 'CPH' },
              pedagogical_supervisor: 'Sophie Weber',
              place: { id: 4, name: 'Maison des syndicats de Mulhouse' },
            }),
          ]
        : [];
    return { date, trainings, more: 0 };
  });
}

/** The 10 November 2026 of a busy institute: the grid's first three, and the day's seven. */
const BUSY_DAY = Array.from({ length: 7 }, (_, index) =>
  aCalendarTraining({
    id: 70 + index,
    title: `Session ${index + 1}`,
    start_date: `2026-11-10T0${index < 3 ? 8 : 9}:${String(index * 5).padStart(2, '0')}:00+01:00`,
    end_date: index === 6 ? '2026-11-12T16:30:00+01:00' : '2026-11-10T17:30:00+01:00',
    place: index === 4 ? null : { id: 1, name: 'Maison des syndicats' },
    in_conflict: index === 5,
  }),
);

/** November 2026 with that busy day: three sent, four more. */
function busyMonth(more = 4): CalendarDay[] {
  return monthAnswer(11, 2026).map((day) => (day.date === '2026-11-10' ? { ...day, trainings: BUSY_DAY.slice(0, 3), more } : day));
}

beforeEach(() => {
  mockApi({
    'GET /api/trainings/month/:month/:year': ({ params }) => json(monthAnswer(Number(params.month), Number(params.year))),
  });
});

const location = () => screen.getByTestId('location').textContent;
const monthRequests = () => requests.filter((request) => request.path.startsWith('/api/trainings/month/')).map((request) => request.path);

describe('calendrier', () => {
  it('shows six weeks from Monday in French, with a link to the trainings list', async () => {
    renderWithProviders(<CalendarPage />, { path: '/agenda', entry: '/agenda?mois=2026-11' });
    expect(screen.getByRole('heading', { level: 1, name: 'Calendrier' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Novembre 2026' })).toBeInTheDocument();
    const grid = screen.getByRole('table', { name: 'Calendrier de novembre 2026' });
    expect(within(grid).getAllByRole('columnheader').map((header) => header.getAttribute('abbr'))).toEqual([
      'lundi',
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
      'dimanche',
    ]);
    const cells = within(grid).getAllByRole('cell');
    expect(cells).toHaveLength(42);
    // November 2026 begins on a Sunday: the grid opens on Monday 26 October.
    expect(cells[0]).toHaveAccessibleName('lundi 26 octobre 2026');
    expect(cells[6]).toHaveAccessibleName('dimanche 1 novembre 2026');
    expect(cells[41]).toHaveAccessibleName('dimanche 6 décembre 2026');
    expect(within(grid).getAllByRole('row')).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Formations' })).toHaveAttribute('href', '/formations');
    expect(await within(cells[15]).findByRole('button', { name: 'Formation du 11/2026' })).toBeInTheDocument();
    expect(monthRequests()).toEqual(['/api/trainings/month/11/2026']);
  });

  it('opens a dialog telling the training, with a link to it', async () => {
    renderWithProviders(<CalendarPage />, { path: '/agenda', entry: '/agenda?mois=2026-11' });
    await userEvent.click(await screen.findByRole('button', { name: 'Formation du 11/2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Formation du 11/2026' });
    const facts = Array.from(dialog.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Début', '10 nov. 26 - 09:00'],
      ['Fin', '11 nov. 26 - 16:30'],
      ['Catégorie', 'Prud’hommes'],
      ['Type', 'CPH'],
      ['Responsable pédagogique', 'Sophie Weber'],
      ['Lieu', 'Maison des syndicats de Mulhouse'],
    ]);
    expect(within(dialog).getByRole('link', { name: 'Voir la formation' })).toHaveAttribute('href', '/formations/55');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('marks a training in conflict with an icon and a word, in the grid and in its dialog', async () => {
    mockApi({
      'GET /api/trainings/month/:month/:year': () =>
        json(
          monthAnswer(11, 2026).map((day) =>
            day.date === '2026-11-10' ? { ...day, trainings: [...day.trainings.map((training) => ({ ...training, in_conflict: true })), aCalendarTraining({ id: 56, title: 'Sans conflit' })] } : day,
          ),
        ),
    });
    renderWithProviders(<CalendarPage />, { path: '/agenda', entry: '/agenda?mois=2026-11' });
    const marked = await screen.findByRole('button', { name: 'Conflit : Formation du 11/2026' });
    expect(marked).toHaveAttribute('title', 'Conflit — Formation du 11/2026');
    expect(screen.getByRole('button', { name: 'Sans conflit' })).toBeInTheDocument();
    await userEvent.click(marked);
    const dialog = screen.getByRole('dialog', { name: 'Formation du 11/2026' });
    expect(within(dialog).getByText('Conflit :')).toBeInTheDocument();
    expect(within(dialog).getByText(/partage son lieu ou un membre de son équipe/)).toBeInTheDocument();
  });

  it("moves to the previous and next months, across years, and back to today's month", async () => {
    renderWithProviders(<CalendarPage />, { path: '/agenda', entry: '/agenda?mois=2026-12' });
    await screen.findByRole('button', { name: 'Formation du 12/2026' });

    await userEvent.click(screen.getByRole('button', { name: 'Mois suivant' }));
    expect(await screen.findByRole('button', { name: 'Formation du 1/2027' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Janvier 2027' })).toBeInTheDocument();
    expect(location()).toBe('/agenda?mois=2027-01');
    // January 2027 begins on a Friday: the grid opens on Monday 28 December.
    expect(screen.getAllByRole('cell')[0]).toHaveAccessibleName('lundi 28 décembre 2026');

    await userEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mois précédent' }));
    expect(await screen.findByRole('button', { name: 'Formation du 11/2026' })).toBeInTheDocument();
    expect(location()).toBe('/agenda?mois=2026-11');

    const now = parisToday();
    await userEvent.click(screen.getByRole('button', { name: "Aujourd'hui" }));
    const current = `${now.year}-${pad(now.month)}`;
    expect(location()).toBe(`/agenda?mois=${current}`);
    expect(await screen.findByRole('button', { name: `Formation du ${now.month}/${now.year}` })).toBeInTheDocument();
    expect(monthRequests()).toContain(`/api/trainings/month/${now.month}/${now.year}`);
  });

  it("shows a busy day's first trainings and a '+ k autres' button listing them all, each opening its dialog", async () => {
    mockApi({
      'GET /api/trainings/month/:month/:year': () => json(busyMonth()),
      'GET /api/trainings/day/:date': () => json(BUSY_DAY),
    });
    renderWithProviders(<CalendarPage />, { path: '/agenda', entry: '/agenda?mois=2026-11' });
    const grid = screen.getByRole('table', { name: 'Calendrier de novembre 2026' });
    const cell = within(grid).getByRole('cell', { name: 'mardi 10 novembre 2026' });
    const more = await within(cell).findByRole('button', { name: '4 autres formations le mardi 10 novembre' });
    expect(within(cell).getAllByRole('button').map((button) => button.textContent)).toEqual(['Session 1', 'Session 2', 'Session 3', '+ 4 autres+4']);
    expect(more).toHaveAttribute('aria-haspopup', 'dialog');
    expect(requests.filter((request) => request.path.startsWith('/api/trainings/day/'))).toEqual([]);

    await userEvent.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Formations du mardi 10 novembre 2026' });
    const list = within(dialog).getByRole('list', { name: 'Formations du mardi 10 novembre 2026' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(7));
    expect(within(dialog).getByText('7 formations')).toBeInTheDocument();
    expect(requests.filter((request) => request.path.startsWith('/api/trainings/day/')).map((request) => request.path)).toEqual(['/api/trainings/day/2026-11-10']);
    const names = within(list).getAllByRole('button').map((button) => button.textContent);
    expect(names[0]).toBe('Session 108:00 – 17:30 · Maison des syndicats');
    expect(names[4]).toBe('Session 509:20 – 17:30');
    expect(names[5]).toBe('Conflit : Session 609:25 – 17:30 · Maison des syndicats');
    expect(names[6]).toBe('Session 7Du 10 nov. 09:30 au 12 nov. 16:30 · Maison des syndicats');

    // A training the grid does not show: its dialog opens over the list, which stays behind it.
    await userEvent.click(within(list).getByRole('button', { name: /^Session 7/ }));
    const event = screen.getByRole('dialog', { name: 'Session 7' });
    expect(within(event).getByRole('link', { name: 'Voir la formation' })).toHaveAttribute('href', '/formations/76');
    await userEvent.click(within(event).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Session 7' })).not.toBeInTheDocument());
    const back = await screen.findByRole('dialog', { name: 'Formations du mardi 10 novembre 2026' });
    await userEvent.click(within(back).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says '+ 1 autre' in the singular, and tells when the day's list cannot be read", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/trainings/month/:month/:year': () => json(busyMonth(1)),
      'GET /api/trainings/day/:date': () => proxyErrorPage(502),
    });
    renderWithProviders(<CalendarPage />, { path: '/agenda', entry: '/agenda?mois=2026-11' });
    const more = await screen.findByRole('button', { name: '1 autre formation le mardi 10 novembre' });
    expect(more).toHaveTextContent('+ 1 autre');
    await userEvent.click(more);
    const dialog = await screen.findByRole('dialog', { name: 'Formations du mardi 10 novembre 2026' });
    expect(await within(dialog).findByText('Les formations de ce jour n’ont pas pu être chargées.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('trainings/day'), expect.objectContaining({ name: 'HTTPError' }));
  });

  it("opens on today's month, today marked", async () => {
    const now = parisToday();
    renderWithProviders(<CalendarPage />, { path: '/agenda' });
    expect(await screen.findByRole('button', { name: `Formation du ${now.month}/${now.year}` })).toBeInTheDocument();
    const today = screen.getAllByRole('cell').filter((cell) => cell.querySelector('[aria-current="date"]'));
    expect(today).toHaveLength(1);
    expect(today[0]).toHaveAttribute('data-date', now.date);
  });
});
