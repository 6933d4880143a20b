import { toSearchParams } from '@irt/shared-auth';
import { speakerSearchQuery } from './search-speakers';

describe('speaker search parameters', () => {
  it('searches teachers among responsables pédagogiques and intervenants, supervisors among the former only', () => {
    expect(toSearchParams(speakerSearchQuery('teachers', 'weber')).toString()).toBe('name=weber&role_ids%5B%5D=3&role_ids%5B%5D=4');
    expect(toSearchParams(speakerSearchQuery('pedagogical_supervisors', 'weber')).toString()).toBe('name=weber&role_ids%5B%5D=3');
  });

  it('takes a term containing 20 as a profile number', () => {
    expect(toSearchParams(speakerSearchQuery('teachers', '2026-0004')).get('profile_number')).toBe('2026-0004');
    expect(toSearchParams(speakerSearchQuery('teachers', '2026-0004')).has('name')).toBe(false);
  });
});
