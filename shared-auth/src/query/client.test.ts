import { useSession } from '@irt/shared-auth';
import { aUser } from '@irt/test-support/factories';
import { createQueryClient } from './client';

const KEY = ['trainings', 'upcoming', 1];

afterEach(() => useSession.getState().clear());

describe('the portal query client', () => {
  it('forgets every cached answer when the user logs out, and when another user logs in', () => {
    useSession.getState().setUser(aUser('gestionnaire', { id: 1 }));
    const client = createQueryClient();
    client.setQueryData(KEY, { data: ['rangée de Camille'] });

    // A token refresh or the terms accepted: same user, the cache stays.
    useSession.getState().setUser(aUser('gestionnaire', { id: 1, accepted_terms: 1 }));
    expect(client.getQueryData(KEY)).toEqual({ data: ['rangée de Camille'] });

    // Logout (or an expired token sending back to the login page).
    useSession.getState().clear();
    expect(client.getQueryData(KEY)).toBeUndefined();

    client.setQueryData(KEY, { data: ['rangée de Camille'] });
    useSession.getState().setUser(aUser('gestionnaire', { id: 2 }));
    expect(client.getQueryData(KEY)).toBeUndefined();
  });

  it('never retries a failed read and logs it once', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createQueryClient({ bindToSession: false });
    const queryFn = jest.fn(async () => {
      throw new Error('panne');
    });
    await client.prefetchQuery({ queryKey: KEY, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('trainings'), expect.objectContaining({ message: 'panne' }));
  });
});
