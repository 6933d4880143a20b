import { api, hasSession, useSession } from '@irt/shared-auth';
import { aUser } from '@irt/test-support/factories';
import { json, mockApi, startSession } from '@irt/test-support/network';
import { leaveWhenSessionRefused } from './leave';

describe('a session the server refuses during a visit', () => {
  let open: jest.Mock;
  let stop: () => void;
  beforeEach(() => {
    open = jest.fn();
    stop = leaveWhenSessionRefused(open);
    window.history.replaceState(null, '', '/formations/4?onglet=equipe');
  });
  afterEach(() => {
    stop();
    useSession.getState().clear();
  });

  it('ends the session on this page and opens the login page once, remembering the page', async () => {
    startSession();
    useSession.getState().setUser(aUser('gestionnaire'));
    mockApi({ 'GET /api/trainings/:id': () => json({ message: 'Votre compte a été désactivé.' }, 401) });
    await expect(api.get('/trainings/:id', { params: { id: 4 } })).rejects.toThrow();
    await expect(api.get('/trainings/:id', { params: { id: 4 } })).rejects.toThrow();
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('/authentification?redirect=%2Fformations%2F4%3Fonglet%3Dequipe');
    expect(hasSession()).toBe(false);
    expect(useSession.getState().user).toBeNull();
  });

  it('does nothing on a page where nobody is logged in', async () => {
    mockApi({ 'GET /api/trainings/:id': () => json({ message: 'Non authentifié.' }, 401) });
    await expect(api.get('/trainings/:id', { params: { id: 4 } })).rejects.toThrow();
    expect(open).not.toHaveBeenCalled();
  });
});
