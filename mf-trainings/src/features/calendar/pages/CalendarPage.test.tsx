import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarDay } from '@irt/api/contract';
import { aCalendarTraining } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
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
    return { date, trainings };
  });
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

  it("opens on today's month, today marked", async () => {
    const now = parisToday();
    renderWithProviders(<CalendarPage />, { path: '/agenda' });
    expect(await screen.findByRole('button', { name: `Formation du ${now.month}/${now.year}` })).toBeInTheDocument();
    const today = screen.getAllByRole('cell').filter((cell) => cell.querySelector('[aria-current="date"]'));
    expect(today).toHaveLength(1);
    expect(today[0]).toHaveAttribute('data-date', now.date);
  });
});
