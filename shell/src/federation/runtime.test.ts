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
