import { forgetSessionCookie, hasSession, readSessionExpiry, SESSION_COOKIE } from './session-cookie';
import { startSession } from '@irt/test-support/network';

describe('session cookie', () => {
  it('knows no session without the expiry cookie', () => {
    expect(readSessionExpiry()).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it('reads the session expiry the server set, in ms', () => {
    const exp = Math.floor(Date.UTC(2030, 0, 15, 10, 30, 0) / 1000);
    document.cookie = `theme=sombre; path=/`;
    document.cookie = `${SESSION_COOKIE}=${exp}; path=/`;
    expect(readSessionExpiry()).toBe(Date.UTC(2030, 0, 15, 10, 30, 0));
    expect(hasSession(Date.UTC(2030, 0, 15, 10, 29, 59))).toBe(true);
    expect(hasSession(Date.UTC(2030, 0, 15, 10, 30, 0))).toBe(false);
  });

  it('ignores a value that is not an expiry', () => {
    document.cookie = `${SESSION_COOKIE}=eyJhbGciOiJIUzI1NiJ9.e30.c2ln; path=/`;
    expect(readSessionExpiry()).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it('is forgotten by forgetSessionCookie', () => {
    startSession();
    expect(hasSession()).toBe(true);
    forgetSessionCookie();
    expect(hasSession()).toBe(false);
  });

});
