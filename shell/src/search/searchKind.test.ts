import type { RoleSlug } from '@irt/api/contract';
import { PROFILE_SEARCH_ROLE_IDS, type SearchContext } from '@irt/shared-auth';
import { profileSearchParams } from '@irt/shared-auth/query';
import { searchKindFor } from './searchKind';

const STAFF: RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'];

describe('which search the top bar opens', () => {
  it.each<[SearchContext, string]>([
    ['trainings', 'staff'],
    ['dashboard', 'staff'],
    ['catalog', 'catalog'],
  ])('staff in the %s context search the %s trainings', (context, source) => {
    for (const role of STAFF) expect(searchKindFor(context, role)).toEqual({ kind: 'training', source });
  });

  it.each<SearchContext>(['trainees', 'teachers', 'team'])('staff in the %s context search profiles', (context) => {
    for (const role of STAFF) expect(searchKindFor(context, role)).toEqual({ kind: 'profile', context });
  });

  it('makes trainees always search the catalogue', () => {
    for (const context of ['trainings', 'dashboard', 'catalog', 'trainees', 'teachers', 'team', undefined] as const) {
      expect(searchKindFor(context, 'stagiaire')).toEqual({ kind: 'training', source: 'catalog' });
    }
  });
});

describe('profile search parameters', () => {
  it('treats an input containing 20 as a profile number, anything else as a name', () => {
    expect(profileSearchParams('2026-00041', PROFILE_SEARCH_ROLE_IDS.trainees).toString()).toBe('profile_number=2026-00041&role_ids%5B%5D=5');
    expect(profileSearchParams('Dupont', PROFILE_SEARCH_ROLE_IDS.trainees).toString()).toBe('name=Dupont&role_ids%5B%5D=5');
  });

  it('searches role ids 5 for trainees, 3 and 4 for teachers, 1 and 2 for the team', () => {
    expect(profileSearchParams('x', PROFILE_SEARCH_ROLE_IDS.trainees).getAll('role_ids[]')).toEqual(['5']);
    expect(profileSearchParams('x', PROFILE_SEARCH_ROLE_IDS.teachers).getAll('role_ids[]')).toEqual(['3', '4']);
    expect(profileSearchParams('x', PROFILE_SEARCH_ROLE_IDS.team).getAll('role_ids[]')).toEqual(['1', '2']);
  });
});
