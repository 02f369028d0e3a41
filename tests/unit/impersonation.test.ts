import { describe, expect, it } from 'vitest';
import { createImpersonation, IMPERSONATOR_KEY } from '../../src/providers/impersonation';
import { createTokenStore } from '../../src/providers/token-store';
import { MemoryStorage } from './fake-api';

function setup(remember: boolean) {
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  const tokens = createTokenStore({ session, local });
  tokens.save({ access_token: 'a-orig', refresh_token: 'r-orig' }, remember);
  const calls: { path: string; options: any }[] = [];
  const person = (id: number, email: string) => ({ id, email, full_name: null });
  let refreshFails = false;
  const http = {
    async request<T>(path: string, options: any = {}) {
      calls.push({ path, options });
      if (path.startsWith('/impersonate/start/'))
        return { data: { access_token: 'a-imp', refresh_token: 'r-imp', token_type: 'bearer', expires_in: 900, impersonated_by: person(1, 'admin@x'), impersonated_user: person(7, 'u@x') } as T, headers: new Headers(), status: 200 };
      if (path === '/auth/refresh') {
        if (refreshFails) throw new Error('401');
        return { data: { access_token: 'a-back', refresh_token: 'r-back' } as T, headers: new Headers(), status: 200 };
      }
      return { data: undefined as T, headers: new Headers(), status: 204 };
    },
  };
  const imp = createImpersonation({ http, tokens, storage: session });
  return { session, local, tokens, calls, imp, failRefresh: () => (refreshFails = true) };
}

describe('impersonation', () => {
  for (const remember of [false, true]) {
    it(`starts and stops, restoring the original (remembered: ${remember})`, async () => {
      const { tokens, calls, imp, session, local } = setup(remember);
      await imp.start(7);
      expect(tokens.getAccessToken()).toBe('a-imp');
      expect(tokens.getRefreshToken()).toBe('r-imp');
      expect(local.getItem('ac.refresh_token')).toBeNull();
      expect(imp.current()).toMatchObject({ refresh_token: 'r-orig', remembered: remember, impersonated_user: { id: 7 } });
      expect(await imp.stop()).toBe('restored');
      expect(calls.map((c) => c.path)).toEqual(['/impersonate/start/7', '/impersonate/stop', '/auth/refresh']);
      expect(calls[1].options.body).toEqual({ refresh_token: 'r-imp' });
      expect(calls[2].options).toMatchObject({ auth: false, body: { refresh_token: 'r-orig' } });
      expect(tokens.getAccessToken()).toBe('a-back');
      expect(tokens.isRemembered()).toBe(remember);
      expect(session.getItem(IMPERSONATOR_KEY)).toBeNull();
    });
  }
  it('signs out when the original session cannot be restored', async () => {
    const { tokens, imp, failRefresh } = setup(false);
    await imp.start(7);
    failRefresh();
    expect(await imp.stop()).toBe('signed_out');
    expect(tokens.getAccessToken()).toBeNull();
  });
  it('ends the original session once signed out', async () => {
    const { tokens, imp, calls, session } = setup(false);
    await imp.start(7);
    imp.discardOriginal();
    expect(session.getItem(IMPERSONATOR_KEY)).not.toBeNull();
    tokens.clear();
    imp.discardOriginal();
    expect(calls.at(-1)).toMatchObject({ path: '/auth/logout', options: { body: { refresh_token: 'r-orig' } } });
    expect(session.getItem(IMPERSONATOR_KEY)).toBeNull();
  });
});
