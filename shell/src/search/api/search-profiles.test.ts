import { ROUTES } from '@irt/shared-auth';
import { profilePageFor } from './search-profiles';

describe("where 'Voir le profil' leads", () => {
  it('opens the trainee, trainer and team member pages, which are built', () => {
    expect(profilePageFor('trainees', 7, 'gestionnaire')).toBe('/stagiaires/7');
    expect(profilePageFor('teachers', 7, 'gestionnaire')).toBe('/formateurs/7');
    expect(profilePageFor('team', 7, 'administrateur')).toBe('/equipe/7');
  });

  it('opens the profile page of the search context once it is built for the role', () => {
    const built = ROUTES.map((route) =>
      ['/stagiaires/:id', '/formateurs/:id', '/equipe/:profileId'].includes(route.path)
        ? { ...route, page: { remote: 'mf_people' as const, module: './Profile' } }
        : route,
    );
    expect(profilePageFor('trainees', 7, 'gestionnaire', built)).toBe('/stagiaires/7');
    expect(profilePageFor('teachers', 7, 'gestionnaire', built)).toBe('/formateurs/7');
    expect(profilePageFor('team', 7, 'administrateur', built)).toBe('/equipe/7');
  });
});
