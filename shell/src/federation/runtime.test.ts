import { FIRST_WAVE_ELEMENT_ID } from '@irt/api/constants';
import { aProfile, aUser } from '@irt/test-support/factories';
import { startSession } from '@irt/test-support/network';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

/** The runtime module loaded afresh (call inside jest.isolateModulesAsync), and its mocked loadRemote. */
async function freshRuntime() {
  const federation = await import('@module-federation/enhanced/runtime');
  const loadRemote = jest.mocked(federation.loadRemote);
  loadRemote.mockResolvedValue({ default: () => null });
  return { loadRemote, runtime: await import('./runtime') };
}

describe('remote modules: loaded on demand, preloaded on intent', () => {
  const REGISTRY = { mf_trainee: '/remotes/mf-trainee/mf-manifest.json', mf_trainings: '/remotes/mf-trainings/mf-manifest.json' };

  beforeEach(() => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => REGISTRY })) as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('reads the registry once, ahead of the session checks, and fetches no other page after the first one', async () => {
    await jest.isolateModulesAsync(async () => {
      const { loadRemote, runtime } = await freshRuntime();

      runtime.prefetchRegistry();
      expect(runtime.prepareRemotes('intervenant')).toBe(true);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(globalThis.fetch).toHaveBeenCalledTimes(1);
      expect(loadRemote).not.toHaveBeenCalled();

      await runtime.loadRemoteModule({ remote: 'mf_trainings', module: './Dashboard' });
      expect(loadRemote).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(10_000);
      expect(loadRemote).toHaveBeenCalledTimes(1);
    });
  });

  it('takes the registry the page carried in its first wave instead of asking for it', async () => {
    await jest.isolateModulesAsync(async () => {
      const { loadRemote, runtime } = await freshRuntime();
      const { adoptFirstWave, readSessionExpiry, useSession } = await import('@irt/shared-auth');
      startSession();
      const block = document.createElement('script');
      block.type = 'application/json';
      block.id = FIRST_WAVE_ELEMENT_ID;
      block.textContent = JSON.stringify({ expires: readSessionExpiry(), user: aUser('intervenant'), profile: aProfile('intervenant'), remotes: REGISTRY });
      document.head.append(block);
      expect(adoptFirstWave()).toBe(true);

      runtime.prefetchRegistry();
      expect(runtime.prepareRemotes('intervenant')).toBe(true);
      await runtime.loadRemoteModule({ remote: 'mf_trainings', module: './Dashboard' });
      expect(globalThis.fetch).not.toHaveBeenCalled();
      expect(loadRemote).toHaveBeenCalledTimes(1);
      useSession.getState().clear();
    });
  });

  it("preloads a page the role may open when its link is pointed at, and never another role's page", async () => {
    await jest.isolateModulesAsync(async () => {
      const { loadRemote, runtime } = await freshRuntime();

      runtime.preloadRoute('/formations');
      await jest.advanceTimersByTimeAsync(0);
      expect(loadRemote).not.toHaveBeenCalled(); // no role yet: nothing is registered

      expect(runtime.prepareRemotes('stagiaire')).toBe(true);
      runtime.preloadRoute('/formations'); // a staff page
      runtime.preloadRoute('/page-inconnue');
      await jest.advanceTimersByTimeAsync(0);
      expect(loadRemote).not.toHaveBeenCalled();

      runtime.preloadRoute('/catalogue-de-formations');
      await jest.advanceTimersByTimeAsync(0);
      expect(loadRemote).toHaveBeenCalledTimes(1);
      expect(loadRemote.mock.calls[0][0]).toMatch(/^mf_trainee\//);
    });
  });
});
