import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY, createTokenStore, REFRESH_TOKEN_KEY } from '../../src/providers/token-store';
import { MemoryStorage } from './fake-api';

function setup() {
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  return { session, local, tokens: createTokenStore({ session, local }) };
}

const pair = (n: number) => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}` });

describe('token store', () => {
  it('with remember-me keeps only the refresh token in local storage, the access token in session storage', () => {
    const { session, local, tokens } = setup();
    tokens.save(pair(1), true);

    expect([...local.items]).toEqual([[REFRESH_TOKEN_KEY, 'refresh-1']]);
    expect([...session.items]).toEqual([[ACCESS_TOKEN_KEY, 'access-1']]);
    expect(tokens.getAccessToken()).toBe('access-1');
    expect(tokens.getRefreshToken()).toBe('refresh-1');
    expect(tokens.isRemembered()).toBe(true);
  });

  it('without remember-me keeps both tokens in session storage only', () => {
    const { session, local, tokens } = setup();
    tokens.save(pair(1), false);

    expect(local.items.size).toBe(0);
    expect(session.getItem(ACCESS_TOKEN_KEY)).toBe('access-1');
    expect(session.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    expect(tokens.isRemembered()).toBe(false);
  });

  it('a rotation keeps the refresh token where the sign-in put it', () => {
    const remembered = setup();
    remembered.tokens.save(pair(1), true);
    remembered.tokens.save(pair(2));
    expect(remembered.local.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    expect(remembered.session.getItem(REFRESH_TOKEN_KEY)).toBeNull();

    const forgotten = setup();
    forgotten.tokens.save(pair(1));
    forgotten.tokens.save(pair(2));
    expect(forgotten.session.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-2');
    expect(forgotten.local.items.size).toBe(0);
  });

  it('a sign-in without remember-me removes a remembered refresh token', () => {
    const { local, tokens } = setup();
    tokens.save(pair(1), true);
    tokens.save(pair(2), false);
    expect(local.items.size).toBe(0);
    expect(tokens.getRefreshToken()).toBe('refresh-2');
  });

  it('clear() removes every token from both storages', () => {
    const { session, local, tokens } = setup();
    tokens.save(pair(1), true);
    session.setItem('other', 'kept');
    tokens.clear();

    expect(tokens.getAccessToken()).toBeNull();
    expect(tokens.getRefreshToken()).toBeNull();
    expect(local.items.size).toBe(0);
    expect([...session.items]).toEqual([['other', 'kept']]);
  });
});
