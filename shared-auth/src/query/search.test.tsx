import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { aProfileSearchItem } from '@irt/test-support/factories';
import { json, mockApi, requests } from '@irt/test-support/network';
import { testQueryClient } from '@irt/test-support/render';
import { queryRoots } from './keys';
import { isProfileNumber, profileSearchKeys, profileSearchParams, SEARCH_DEBOUNCE_MS, useProfileSearch } from './search';

describe('the profile search', () => {
  it('takes a term containing 20 as a profile number, anything else as a name', () => {
    expect(isProfileNumber('2026-00041')).toBe(true);
    expect(isProfileNumber('Dupont')).toBe(false);
    expect(profileSearchParams('2026-00041', [5]).toString()).toBe('profile_number=2026-00041&role_ids%5B%5D=5');
    expect(profileSearchParams('Dupont', [3, 4]).toString()).toBe('name=Dupont&role_ids%5B%5D=3&role_ids%5B%5D=4');
  });

  it('keys every search under the profiles root, the same roles in any order sharing one answer', () => {
    expect(profileSearchKeys.search([4, 3], 'weber').slice(0, 1)).toEqual(queryRoots.profiles);
    expect(profileSearchKeys.search([4, 3], 'weber')).toEqual(profileSearchKeys.search([3, 4], 'weber'));
    expect(profileSearchKeys.search([5], 'weber')).not.toEqual(profileSearchKeys.search([3, 4], 'weber'));
  });

  it('waits 600 ms after the last keystroke, then searches once and shows the results', async () => {
    jest.useFakeTimers();
    try {
      const anna = aProfileSearchItem({ id: 7, user: { id: 70, name: 'Anna Keller', email: 'anna@example.fr' } });
      mockApi({ 'GET /api/profiles-search': () => json([anna]) });
      const client = testQueryClient();
      const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
      const { result, rerender } = renderHook(({ input }) => useProfileSearch(input, [5]), { wrapper, initialProps: { input: '' } });
      rerender({ input: 'K' });
      rerender({ input: 'Kel' });
      expect(result.current).toMatchObject({ typing: true, loading: true, empty: false, results: [] });
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(requests).toHaveLength(0);
      act(() => jest.advanceTimersByTime(1));
      jest.useRealTimers();
      await waitFor(() => expect(result.current.results).toEqual([anna]));
      expect(requests.map((request) => request.url.searchParams.get('name'))).toEqual(['Kel']);
      expect(result.current).toMatchObject({ term: 'Kel', typing: false, loading: false, empty: false });
    } finally {
      jest.useRealTimers();
    }
  });

  it('says nothing was found once the term is answered with no profile, and nothing for an empty field', async () => {
    mockApi({ 'GET /api/profiles-search': () => json([]) });
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result, rerender } = renderHook(({ input }) => useProfileSearch(input, [5]), { wrapper, initialProps: { input: 'Personne' } });
    await waitFor(() => expect(result.current.empty).toBe(true), { timeout: 3000 });
    rerender({ input: '  ' });
    expect(result.current).toMatchObject({ results: [], loading: false, empty: false });
  });
});
