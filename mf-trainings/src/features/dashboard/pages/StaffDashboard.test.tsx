import { act, screen } from '@testing-library/react';
import type { RoleId, RoleSlug, User } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import StaffDashboard from './StaffDashboard';
import { renderDashboard } from '../test-utils';

// Each page is replaced by its name: this test is about which one a role gets.
jest.mock('./AdminDashboard', () => ({ __esModule: true, default: () => <p>Page administrateur</p> }));
jest.mock('./ManagerDashboard', () => ({ __esModule: true, default: () => <p>Page gestionnaire</p> }));
jest.mock('./LeadTeacherDashboard', () => ({ __esModule: true, default: () => <p>Page responsable</p> }));
jest.mock('./TeacherDashboard', () => ({ __esModule: true, default: () => <p>Page intervenant</p> }));

const ROLE_IDS: Record<RoleSlug, RoleId> = {
  administrateur: 1,
  gestionnaire: 2,
  'responsable-pedagogique': 3,
  intervenant: 4,
  stagiaire: 5,
};

function logInAs(slug: RoleSlug) {
  const user: User = {
    id: 1,
    username: 'Claire Muller',
    name: 'Claire Muller',
    email: 'claire@example.fr',
    role: { id: ROLE_IDS[slug], name: slug, slug },
    temporary_profile_picture_url: null,
    accepted_terms: 1,
    profile_completion: 100,
    current_training: null,
    email_verified: true,
  };
  act(() => useSession.getState().setUser(user));
}

afterEach(() => act(() => useSession.getState().clear()));

describe('choice of the staff dashboard by role', () => {
  it.each([
    ['administrateur', 'Page administrateur'],
    ['gestionnaire', 'Page gestionnaire'],
    ['responsable-pedagogique', 'Page responsable'],
    ['intervenant', 'Page intervenant'],
  ] as [RoleSlug, string][])('%s sees %s', (slug, text) => {
    logInAs(slug);
    renderDashboard(<StaffDashboard />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('renders nothing for a trainee or without a session', () => {
    const { container } = renderDashboard(<StaffDashboard />);
    expect(container).toBeEmptyDOMElement();
    logInAs('stagiaire');
    expect(container).toBeEmptyDOMElement();
  });
});
