import { hasRole, isRoleSlug, isStaff, PROFILE_SEARCH_ROLE_IDS, roleById, roleName, ROLES } from './roles';

describe('roles', () => {
  it('lists the five roles of the spec with their fixed ids and names', () => {
    expect(ROLES.map((role) => [role.id, role.slug, role.name])).toEqual([
      [1, 'administrateur', 'Administrateur'],
      [2, 'gestionnaire', 'Gestionnaire'],
      [3, 'responsable-pedagogique', 'Responsable pédagogique'],
      [4, 'intervenant', 'Intervenant'],
      [5, 'stagiaire', 'Stagiaire'],
    ]);
  });

  it('finds roles by slug and id', () => {
    expect(roleName('responsable-pedagogique')).toBe('Responsable pédagogique');
    expect(roleById(4)?.slug).toBe('intervenant');
    expect(roleById(9)).toBeUndefined();
    expect(isRoleSlug('stagiaire')).toBe(true);
    expect(isRoleSlug('visiteur')).toBe(false);
  });

  it('tells staff from trainees and checks allowed lists', () => {
    expect(isStaff('stagiaire')).toBe(false);
    expect(isStaff('intervenant')).toBe(true);
    expect(isStaff(null)).toBe(false);
    expect(hasRole('gestionnaire', ['administrateur', 'gestionnaire'])).toBe(true);
    expect(hasRole('stagiaire', ['administrateur'])).toBe(false);
    expect(hasRole(undefined, ['administrateur'])).toBe(false);
  });

  it('groups role ids for the profile searches', () => {
    expect(PROFILE_SEARCH_ROLE_IDS).toEqual({ trainees: [5], teachers: [3, 4], team: [1, 2] });
  });
});
