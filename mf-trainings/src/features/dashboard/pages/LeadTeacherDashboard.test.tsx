import { screen, within } from '@testing-library/react';
import { aTrainingRow, pageOf } from '@irt/test-support/factories';
import { json, mockApi } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import LeadTeacherDashboard from './LeadTeacherDashboard';
import { asked } from '../test-utils';

const section = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('section') as HTMLElement;

beforeEach(() => {
  mockApi({
    'GET /api/trainings/upcoming-without-teachers': () => json(pageOf([])),
    'GET /api/trainings/upcoming-without-hours': () => json(pageOf([])),
    'GET /api/trainings/past-without-actual-hours': () => json(pageOf([])),
  });
});

describe('tableau de bord responsable pédagogique', () => {
  it('offers to create a speaker (role 4)', async () => {
    renderWithProviders(<LeadTeacherDashboard />);
    expect(screen.getByRole('link', { name: 'Créer un intervenant' })).toHaveAttribute('href', '/equipe/creer-un-compte/4');
    await screen.findAllByText('Aucune formation pour le moment');
  });

  it('shows its three lists, filled or with the empty text', async () => {
    mockApi({
      'GET /api/trainings/upcoming-without-teachers': () =>
        json(pageOf([aTrainingRow({ id: 41, title: 'Sans formateur', registered_count: 3, max_attendees: 15 })])),
      'GET /api/trainings/past-without-actual-hours': () => json(pageOf([aTrainingRow({ id: 42, title: 'Heures à saisir' })])),
    });
    renderWithProviders(<LeadTeacherDashboard />);

    const noTeacher = await within(section('Formations à venir sans intervenant')).findByRole('link', { name: /Sans formateur/ });
    expect(noTeacher).toHaveAttribute('href', '/formations/41?tab=%C3%89quipe');
    expect(within(noTeacher).getByText('Inscrits / places : 3 / 15')).toBeInTheDocument();
    expect(await within(section('Formations à venir sans heures saisies')).findByText('Aucune formation pour le moment')).toBeInTheDocument();
    expect(
      await within(section('Formations passées sans heures réalisées')).findByRole('link', { name: /Heures à saisir/ }),
    ).toBeInTheDocument();
    expect(asked('/api/trainings/upcoming-without-hours', { page: '1', per_page: '7' })).toBe(true);
  });
});
