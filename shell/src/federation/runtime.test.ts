import { remotePagesOfRole } from './runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerPlugins: jest.fn(), registerRemotes: jest.fn() }));

describe('pages preloaded after login', () => {
  it("takes only the routes the role may open, so a stagiaire's list holds mf_trainee pages only", () => {
    expect(new Set(remotePagesOfRole('stagiaire').map((page) => page.remote))).toEqual(new Set(['mf_trainee']));
    expect(remotePagesOfRole('intervenant')).toEqual(
      expect.arrayContaining([
        { remote: 'mf_trainings', module: './TrainingsList' },
        { remote: 'mf_trainings', module: './Calendar' },
      ]),
    );
  });
});

describe('preloads and the first page', () => {
  const REGISTRY = { mf_trainee: '/remotes/mf-trainee/mf-manifest.json', mf_trainings: '/remotes/mf-trainings/mf-manifest.json' };

  beforeEach(() => {
    jest.useFakeTimers();
    globalThis.fetch = jest.fn(async () => ({ ok: true, json: async () => REGISTRY })) as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  it('reads the registry once, ahead of the session checks, and preloads only after the first page has loaded', async () => {
    await jest.isolateModulesAsync(async () => {
      const federation = await import('@module-federation/enhanced/runtime');
      const loadRemote = jest.mocked(federation.loadRemote);
      loadRemote.mockResolvedValue({ default: () => null });
      const runtime = await import('./runtime');

      runtime.prefetchRegistry();
      expect(runtime.prepareRemotes('intervenant')).toBe(true);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(globalThis.fetch).toHaveBeenCalledTimes(1);
      expect(loadRemote).not.toHaveBeenCalled();

      await runtime.loadRemoteModule({ remote: 'mf_trainings', module: './Dashboard' });
      expect(loadRemote).toHaveBeenCalledTimes(1);
      // The first page's own requests go first.
      await jest.advanceTimersByTimeAsync(1_000);
      expect(loadRemote).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1_000);
      expect(loadRemote.mock.calls.length).toBeGreaterThan(1);
      expect(loadRemote).toHaveBeenCalledWith('mf_trainings/TrainingsList');
    });
  });
});
