import { screen, within } from '@testing-library/react';
import LeadTeacherDashboard from './LeadTeacherDashboard';
import * as lists from '../api/get-lead-teacher-lists';
import { emptyPage, makeTraining, pageOf, renderDashboard } from '../test-utils';

jest.mock('../api/get-lead-teacher-lists', () => ({
  getUpcomingWithoutTeachers: jest.fn(),
  getUpcomingWithoutHours: jest.fn(),
  getPastWithoutActualHours: jest.fn(),
}));

const api = jest.mocked(lists);

const section = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('section') as HTMLElement;

beforeEach(() => {
  api.getUpcomingWithoutTeachers.mockResolvedValue(emptyPage());
  api.getUpcomingWithoutHours.mockResolvedValue(emptyPage());
  api.getPastWithoutActualHours.mockResolvedValue(emptyPage());
});

describe('tableau de bord responsable pédagogique', () => {
  it("offers to create a speaker (role 4)", async () => {
    renderDashboard(<LeadTeacherDashboard />);
    expect(screen.getByRole('link', { name: 'Créer un intervenant' })).toHaveAttribute('href', '/equipe/creer-un-compte/4');
    await screen.findAllByText('Aucune formation pour le moment');
  });

  it('shows its three lists, filled or with the empty text', async () => {
    api.getUpcomingWithoutTeachers.mockResolvedValue(
      pageOf([makeTraining({ id: 41, title: 'Sans formateur', registered_count: 3, max_attendees: 15 })]),
    );
    api.getPastWithoutActualHours.mockResolvedValue(pageOf([makeTraining({ id: 42, title: 'Heures à saisir' })]));
    renderDashboard(<LeadTeacherDashboard />);

    const noTeacher = await within(section('Formations à venir sans intervenant')).findByRole('link', { name: /Sans formateur/ });
    expect(noTeacher).toHaveAttribute('href', '/formations/41?tab=%C3%89quipe');
    expect(within(noTeacher).getByText('Inscrits / places : 3 / 15')).toBeInTheDocument();
    expect(await within(section('Formations à venir sans heures saisies')).findByText('Aucune formation pour le moment')).toBeInTheDocument();
    expect(
      await within(section('Formations passées sans heures réalisées')).findByRole('link', { name: /Heures à saisir/ }),
    ).toBeInTheDocument();
    expect(api.getUpcomingWithoutHours).toHaveBeenCalledWith(1, 7, expect.any(AbortSignal));
  });
});
