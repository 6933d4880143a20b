import { act, screen } from '@testing-library/react';
import type { RoleSlug } from '@irt/api/contract';
import { useSession } from '@irt/shared-auth';
import StaffDashboard from './StaffDashboard';
import { aUser } from '@irt/test-support/factories';
import { renderWithProviders } from '@irt/test-support/render';

// Each page is replaced by its name: this test is about which one a role gets.
jest.mock('./AdminDashboard', () => ({ __esModule: true, default: () => <p>Page administrateur</p> }));
jest.mock('./ManagerDashboard', () => ({ __esModule: true, default: () => <p>Page gestionnaire</p> }));
jest.mock('./LeadTeacherDashboard', () => ({ __esModule: true, default: () => <p>Page responsable</p> }));
jest.mock('./TeacherDashboard', () => ({ __esModule: true, default: () => <p>Page intervenant</p> }));

function logInAs(slug: RoleSlug) {
  act(() => useSession.getState().setUser(aUser(slug, { name: 'Claire Muller', username: 'Claire Muller' })));
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
    renderWithProviders(<StaffDashboard />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('renders nothing for a trainee or without a session', () => {
    renderWithProviders(
      <div data-testid="page">
        <StaffDashboard />
      </div>,
    );
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
    logInAs('stagiaire');
    expect(screen.getByTestId('page')).toBeEmptyDOMElement();
  });
});
