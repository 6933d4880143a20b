import { speakerSearchParams } from './search-speakers';

describe('speaker search parameters', () => {
  it('searches teachers among responsables pédagogiques and intervenants, supervisors among the former only', () => {
    expect(speakerSearchParams('teachers', 'weber').toString()).toBe('name=weber&role_ids%5B%5D=3&role_ids%5B%5D=4');
    expect(speakerSearchParams('pedagogical_supervisors', 'weber').toString()).toBe('name=weber&role_ids%5B%5D=3');
  });

  it('takes a term containing 20 as a profile number', () => {
    expect(speakerSearchParams('teachers', '2026-0004').get('profile_number')).toBe('2026-0004');
    expect(speakerSearchParams('teachers', '2026-0004').has('name')).toBe(false);
  });
});
