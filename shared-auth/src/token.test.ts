import { clearToken, getToken, readTokenExpiry, setToken, TOKEN_COOKIE } from './token';
import { aJwt } from '@irt/test-support/factories';

describe('token cookie', () => {
  it('is empty without a stored token', () => {
    expect(getToken()).toBeNull();
  });

  it('stores the token in the irt_token cookie and reads it back', () => {
    const token = aJwt({ sub: '12', exp: Math.floor(Date.now() / 1000) + 3600 });
    setToken(token);
    expect(getToken()).toBe(token);
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=`);
  });

  it('writes the cookie with path /, SameSite=Strict and the expiry of the token itself', () => {
    const exp = Math.floor(Date.UTC(2030, 0, 15, 10, 30, 0) / 1000);
    const token = aJwt({ sub: '12', exp });
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    setToken(token);
    spy.mockRestore();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toContain(`${TOKEN_COOKIE}=${token}`);
    expect(writes[0]).toContain('path=/');
    expect(writes[0]).toContain('SameSite=Strict');
    expect(writes[0]).toContain('expires=Tue, 15 Jan 2030 10:30:00 GMT');
  });

  it('reads the exp claim without verifying the token', () => {
    expect(readTokenExpiry(aJwt({ exp: 1_900_000_000, name: 'Élodie Müller' }))).toEqual(new Date(1_900_000_000_000));
    expect(readTokenExpiry(aJwt({ sub: '1' }))).toBeNull();
    expect(readTokenExpiry('pas-un-jwt')).toBeNull();
  });

  it('drops a token whose expiry has passed', () => {
    setToken(aJwt({ exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(getToken()).toBeNull();
  });

  it('is removed by clearToken', () => {
    setToken(aJwt({ exp: Math.floor(Date.now() / 1000) + 3600 }));
    clearToken();
    expect(getToken()).toBeNull();
  });
});
