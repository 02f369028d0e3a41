import { useSyncExternalStore } from 'react';
import type { Me } from '../../contract/auth';
import { getCurrentUser, setCurrentUser, subscribe } from './current-user';
import { http, type HttpClient } from './http-client';

export { getCurrentUser, setCurrentUser, subscribe } from './current-user';

/** The signed-in user, re-rendering when it changes (null when signed out or not loaded yet). */
export function useCurrentUser(): Me | null {
  return useSyncExternalStore(subscribe, getCurrentUser, getCurrentUser);
}

/** GET /auth/me and cache the answer. */
export async function fetchCurrentUser(client: Pick<HttpClient, 'request'> = http): Promise<Me> {
  const { data } = await client.request<Me>('/auth/me');
  setCurrentUser(data);
  return data;
}

let loading: Promise<Me> | null = null;

/** The cached user, or one shared GET /auth/me when there is none yet. */
export function ensureCurrentUser(client: Pick<HttpClient, 'request'> = http): Promise<Me> {
  const cached = getCurrentUser();
  if (cached) return Promise.resolve(cached);
  loading ??= fetchCurrentUser(client).finally(() => {
    loading = null;
  });
  return loading;
}
