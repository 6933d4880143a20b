import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTrainingRow, pageOf } from '@irt/test-support/factories';
import { json, mockApi, pendingAnswer } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import TeacherDashboard from './TeacherDashboard';
import { pagedAnswer } from '../test-utils';

const section = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('section') as HTMLElement;

describe('tableau de bord intervenant', () => {
  it('lists the trainings of the next and of the last 15 days', async () => {
    mockApi({
      'GET /api/trainings/next-15-days': () => json(pageOf([aTrainingRow({ id: 51, title: 'Bientôt' })])),
      'GET /api/trainings/last-15-days': () => json(pageOf([])),
    });
    renderWithProviders(<TeacherDashboard />);
    expect(await within(section('Mes formations des 15 prochains jours')).findByRole('link', { name: /Bientôt/ })).toHaveAttribute(
      'href',
      '/formations/51',
    );
    expect(await within(section('Mes formations des 15 derniers jours')).findByText('Aucune formation pour le moment')).toBeInTheDocument();
  });

  it('shows a skeleton while a list loads', async () => {
    const never = pendingAnswer();
    mockApi({
      'GET /api/trainings/next-15-days': never.answer,
      'GET /api/trainings/last-15-days': () => json(pageOf([])),
    });
    renderWithProviders(<TeacherDashboard />);
    expect(within(section('Mes formations des 15 prochains jours')).getByRole('progressbar', { name: 'Chargement en cours' })).toBeInTheDocument();
    expect(await within(section('Mes formations des 15 derniers jours')).findByText('Aucune formation pour le moment')).toBeInTheDocument();
  });

  it('pages by 7 with the previous and next buttons', async () => {
    mockApi({
      'GET /api/trainings/last-15-days': () => json(pageOf([])),
      'GET /api/trainings/next-15-days': pagedAnswer(
        (page) =>
          Array.from({ length: page < 3 ? 7 : 2 }, (_, index) => aTrainingRow({ title: `Séance ${(page - 1) * 7 + index + 1}` })),
        3,
        16,
      ),
    });
    renderWithProviders(<TeacherDashboard />);
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
