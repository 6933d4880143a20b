import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@irt/shared-auth';
import { ProfileSearchDialog } from './ProfileSearchDialog';
import { json, mockApi, requests } from '@irt/test-support/network';
import { renderWithProviders } from '@irt/test-support/render';
import { aProfileSearchItem, aUser } from '@irt/test-support/factories';
import type { ProfileSearchContext } from './api/search-profiles';

const anna = aProfileSearchItem({
  id: 7,
  profile_number: '2026-00041',
  user: { id: 70, name: 'Anna Keller', email: 'anna.keller@example.fr' },
  phone: '06 12 34 56 78',
  is_active: true,
});
const marc = aProfileSearchItem({
  id: 8,
  profile_number: '2025-00003',
  user: { id: 80, name: 'Marc Weber', email: 'marc@example.fr' },
  is_active: false,
  phone: null,
});

function openDialog(context: ProfileSearchContext) {
  const onClose = jest.fn();
  renderWithProviders(<ProfileSearchDialog open onClose={onClose} context={context} />, { entry: '/' });
  return { onClose };
}

afterEach(() => act(() => useSession.getState().clear()));

describe('ProfileSearchDialog', () => {
  it('shows name, number, role with its state, phone and email of each profile', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/profiles-search': () => json([anna, marc]) });
    openDialog('trainees');
    await user.type(screen.getByPlaceholderText('Rechercher un profil...'), 'Keller');

    await screen.findByText('Anna Keller');
    const list = screen.getByRole('list', { name: 'Profils trouvés' });
    expect(requests[0].url.searchParams.get('name')).toBe('Keller');
    expect(requests[0].url.searchParams.getAll('role_ids[]')).toEqual(['5']);
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Anna Keller');
    expect(first).toHaveTextContent('N° 2026-00041');
    expect(first).toHaveTextContent('Stagiaire');
    expect(first).toHaveTextContent('Actif');
    expect(first).toHaveTextContent('06 12 34 56 78');
    expect(first).toHaveTextContent('anna.keller@example.fr');
    expect(second).toHaveTextContent('Inactif');
  });

  it('searches by profile number when the input contains 20', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/profiles-search': () => json([anna]) });
    openDialog('teachers');
    await user.type(screen.getByPlaceholderText('Rechercher un profil...'), '2026-000');
    await screen.findByText('Anna Keller');
    expect(requests[0].url.searchParams.get('profile_number')).toBe('2026-000');
    expect(requests[0].url.searchParams.has('name')).toBe(false);
    expect(requests[0].url.searchParams.getAll('role_ids[]')).toEqual(['3', '4']);
  });

  it("offers 'Voir le profil' in the team context, to /equipe/{id}", async () => {
    const user = userEvent.setup();
    act(() => useSession.getState().setUser(aUser('gestionnaire')));
    mockApi({ 'GET /api/profiles-search': () => json([anna]) });
    openDialog('team');
    await user.type(screen.getByPlaceholderText('Rechercher un profil...'), 'Anna');
    const list = screen.getByRole('list', { name: 'Profils trouvés' });
    expect(await within(list).findByText('Anna Keller')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /Voir le profil/ })).toBeInTheDocument();
  });

  it.each<[ProfileSearchContext, string]>([
    ['trainees', '/stagiaires/7'],
    ['teachers', '/formateurs/7'],
  ])("'Voir le profil' in the %s context opens %s and closes the dialog", async (context, target) => {
    const user = userEvent.setup();
    act(() => useSession.getState().setUser(aUser('gestionnaire')));
    mockApi({ 'GET /api/profiles-search': () => json([anna]) });
    const { onClose } = openDialog(context);
    await user.type(screen.getByPlaceholderText('Rechercher un profil...'), 'Anna');
    const list = screen.getByRole('list', { name: 'Profils trouvés' });
    await user.click(await within(list).findByRole('button', { name: "Voir le profil d'Anna Keller" }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent(target);
  });

  it('shows the empty text when the search fails (the error is only logged)', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/profiles-search': () => json({ message: 'Erreur' }, 500) });
    openDialog('team');
    await user.type(screen.getByPlaceholderText('Rechercher un profil...'), 'Anna');
    expect(await screen.findByText('Pas de résultats')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
