import { QueryClient } from '@tanstack/react-query';
import { invalidateAfter, queryRoots, WRITE_INVALIDATES, type QueryRoot, type WriteName } from './keys';

const ROOTS: readonly QueryRoot[] = Object.values(queryRoots);
const WRITES = Object.keys(WRITE_INVALIDATES) as WriteName[];
const refreshes = (write: WriteName): readonly QueryRoot[] => WRITE_INVALIDATES[write];

describe('which writes refresh which lists', () => {
  it('names only roots of queryRoots, each once, and every write refreshes something', () => {
    for (const write of WRITES) {
      const roots = refreshes(write);
      expect({ write, refreshesSomething: roots.length > 0 }).toEqual({ write, refreshesSomething: true });
      for (const root of roots) expect(ROOTS).toContain(root);
      expect(new Set(roots).size).toBe(roots.length);
    }
  });

  it("refreshes the 'Préinscriptions à traiter' panel after any change of a registration", () => {
    for (const write of ['registrationCreated', 'registrationStatusChanged', 'registrationCancelled'] as const) {
      expect(refreshes(write)).toContain(queryRoots.registrations);
      // The training's trainees and places, and the trainee's own dashboard.
      expect(refreshes(write)).toContain(queryRoots.trainings);
      expect(refreshes(write)).toContain(queryRoots.traineeTrainings);
    }
  });

  it('refreshes the yearly figures when a validated trainee or a training may be counted differently', () => {
    for (const write of ['registrationStatusChanged', 'registrationCancelled', 'trainingSaved', 'trainingStatusChanged', 'trainingPostponed'] as const) {
      expect(refreshes(write)).toContain(queryRoots.stats);
    }
    // A pre-registration is not a validated trainee yet.
    expect(refreshes('registrationCreated')).not.toContain(queryRoots.stats);
  });

  it("refreshes the team's lists and the trainer hours after a team change, the expense lists after an expense", () => {
    expect(refreshes('teamChanged')).toEqual(expect.arrayContaining([queryRoots.trainings, queryRoots.profiles]));
    expect(refreshes('expenseSaved')).toEqual([queryRoots.expenses]);
  });

  it('refreshes the reference lists only after the reference editor changed them', () => {
    for (const write of WRITES) if (write !== 'referenceSaved') expect(refreshes(write)).not.toContain(queryRoots.lookups);
    expect(refreshes('referenceSaved')).toContain(queryRoots.lookups);
  });
});

describe('invalidateAfter', () => {
  it('marks stale every query under the roots of the write, and nothing else', async () => {
    const client = new QueryClient();
    const keys = {
      preRegistrations: [...queryRoots.registrations, 'registrations', { status: 'preinscription' }, 1],
      trainingTrainees: [...queryRoots.trainings, 'trainees', 42, 1],
      ownTrainings: [...queryRoots.traineeTrainings, 'upcoming'],
      expenses: [...queryRoots.expenses, 'pending', 1],
      categories: [...queryRoots.lookups, 'training-categories'],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { data: [] });

    await invalidateAfter(client, 'registrationCreated');

    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(keys.preRegistrations)).toBe(true);
    expect(stale(keys.trainingTrainees)).toBe(true);
    expect(stale(keys.ownTrainings)).toBe(true);
    expect(stale(keys.expenses)).toBe(false);
    expect(stale(keys.categories)).toBe(false);
  });
});
