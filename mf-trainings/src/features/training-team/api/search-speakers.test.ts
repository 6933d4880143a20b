import { profileSearchParams } from '@irt/shared-auth/query';
import { SPEAKER_ROLE_IDS } from './search-speakers';

describe('speaker search parameters', () => {
  it('searches teachers among responsables pédagogiques and intervenants, supervisors among the former only', () => {
    expect(profileSearchParams('weber', SPEAKER_ROLE_IDS.teachers).toString()).toBe('name=weber&role_ids%5B%5D=3&role_ids%5B%5D=4');
    expect(profileSearchParams('weber', SPEAKER_ROLE_IDS.pedagogical_supervisors).toString()).toBe('name=weber&role_ids%5B%5D=3');
  });

  it('takes a term containing 20 as a profile number', () => {
    expect(profileSearchParams('2026-0004', SPEAKER_ROLE_IDS.teachers).get('profile_number')).toBe('2026-0004');
    expect(profileSearchParams('2026-0004', SPEAKER_ROLE_IDS.teachers).has('name')).toBe(false);
  });
});
