import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TeacherDashboard from './TeacherDashboard';
import * as lists from '../api/get-teacher-lists';
import { emptyPage, makeTraining, pageOf, renderDashboard } from '../test-utils';

jest.mock('../api/get-teacher-lists', () => ({
  getNext15DaysTrainings: jest.fn(),
  getLast15DaysTrainings: jest.fn(),
}));

const api = jest.mocked(lists);

const section = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('section') as HTMLElement;

describe('tableau de bord intervenant', () => {
  it('lists the trainings of the next and of the last 15 days', async () => {
    api.getNext15DaysTrainings.mockResolvedValue(pageOf([makeTraining({ id: 51, title: 'Bientôt' })]));
    api.getLast15DaysTrainings.mockResolvedValue(emptyPage());
    renderDashboard(<TeacherDashboard />);
    expect(await within(section('Mes formations des 15 prochains jours')).findByRole('link', { name: /Bientôt/ })).toHaveAttribute(
      'href',
      '/formations/51',
    );
    expect(await within(section('Mes formations des 15 derniers jours')).findByText('Aucune formation pour le moment')).toBeInTheDocument();
  });

  it('shows a skeleton while a list loads', async () => {
    api.getNext15DaysTrainings.mockReturnValue(new Promise(() => undefined));
    api.getLast15DaysTrainings.mockResolvedValue(emptyPage());
    renderDashboard(<TeacherDashboard />);
    expect(within(section('Mes formations des 15 prochains jours')).getByRole('progressbar', { name: 'Chargement en cours' })).toBeInTheDocument();
    expect(await within(section('Mes formations des 15 derniers jours')).findByText('Aucune formation pour le moment')).toBeInTheDocument();
  });

  it('pages by 7 with the previous and next buttons', async () => {
    api.getLast15DaysTrainings.mockResolvedValue(emptyPage());
    api.getNext15DaysTrainings.mockImplementation(async (page) =>
      pageOf(
        Array.from({ length: page < 3 ? 7 : 2 }, (_, index) => makeTraining({ title: `Séance ${(page - 1) * 7 + index + 1}` })),
        page,
        3,
        16,
      ),
    );
    renderDashboard(<TeacherDashboard />);
    const next = section('Mes formations des 15 prochains jours');
    expect(await within(next).findByRole('link', { name: /Séance 1\b/ })).toBeInTheDocument();
    expect(within(next).getByLabelText('16 au total')).toBeInTheDocument();
    expect(within(next).getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    await userEvent.click(within(next).getByRole('button', { name: 'Page suivante' }));
    expect(await within(next).findByRole('link', { name: /Séance 8\b/ })).toBeInTheDocument();
    // The rows are replaced in place: the keyboard focus stays on the button just used.
    expect(within(next).getByRole('button', { name: 'Page suivante' })).toHaveFocus();
    await userEvent.click(within(next).getByRole('button', { name: 'Page 3' }));
    expect(await within(next).findByRole('link', { name: /Séance 16\b/ })).toBeInTheDocument();
    expect(within(next).getAllByRole('link')).toHaveLength(2);
    expect(within(next).getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });
});
