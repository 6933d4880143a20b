import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoleSlug } from '@irt/api/contract';
import { sidebarFor } from '@irt/shared-auth';
import { activeEntryPath, Sidebar } from './Sidebar';
import { renderWithProviders } from '@irt/test-support/render';
import { preloadRoute } from '../federation/runtime';

jest.mock('../federation/runtime', () => ({ preloadRoute: jest.fn() }));

/** The permanent drawer (wide screens): the temporary one is not rendered while closed. */
function menu() {
  return screen.getByRole('navigation', { name: 'Menu principal' });
}

describe('Sidebar', () => {
  it.each<RoleSlug>(['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant', 'stagiaire'])(
    'lists the entries of %s as links to their pages',
    (role) => {
      renderWithProviders(<Sidebar role={role} mobileOpen={false} onMobileClose={() => undefined} />);
      const links = within(menu()).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        sidebarFor(role).map((entry) => [entry.label, entry.path]),
      );
    },
  );

  it("fetches a page's code when its link is pointed at or focused, not before", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Sidebar role="gestionnaire" mobileOpen={false} onMobileClose={() => undefined} />);
    expect(preloadRoute).not.toHaveBeenCalled();
    await user.hover(within(menu()).getByRole('link', { name: 'Formations' }));
    expect(preloadRoute).toHaveBeenLastCalledWith('/formations');
    await user.tab();
    expect(preloadRoute).toHaveBeenLastCalledWith(sidebarFor('gestionnaire')[0].path);
  });

  it('shows the group titles of the administrator', () => {
    renderWithProviders(<Sidebar role="administrateur" mobileOpen={false} onMobileClose={() => undefined} />);
    expect(within(menu()).getByText('Administration')).toBeInTheDocument();
    expect(within(menu()).getByText('Liens publics')).toBeInTheDocument();
  });

  it('marks the current page, the most specific entry winning', () => {
    renderWithProviders(<Sidebar role="administrateur" mobileOpen={false} onMobileClose={() => undefined} />, { entry: '/formateurs/heures' });
    expect(within(menu()).getByRole('link', { name: 'Heures formateurs' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: 'Formateurs' })).not.toHaveAttribute('aria-current');
    expect(within(menu()).getByRole('link', { name: 'Tableau de bord' })).not.toHaveAttribute('aria-current');
  });

  it('opens as a temporary drawer on small screens and closes when an entry is chosen', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<Sidebar role="stagiaire" mobileOpen onMobileClose={onClose} />);
    // While the drawer is open the rest of the page is hidden from assistive technologies.
    const menus = screen.getAllByRole('navigation', { name: 'Menu principal' });
    expect(menus).toHaveLength(1);
    await user.click(within(menus[0]).getByRole('link', { name: 'Mon profil' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/profil');
  });
});

describe('activeEntryPath', () => {
  const entries = sidebarFor('administrateur');
  it.each([
    ['/', '/'],
    ['/formations/12', '/formations'],
    ['/formateurs/3', '/formateurs'],
    ['/formateurs/heures', '/formateurs/heures'],
    ['/inconnu', null],
  ])('%s highlights %s', (pathname, expected) => {
    expect(activeEntryPath(entries, pathname)).toBe(expected);
  });
});
