import type { TokenPair } from '../../contract/auth';
import { http as defaultHttp, type HttpClient } from './http-client';
import { browserStorage, tokenStore as defaultTokens, type StorageLike, type TokenStore } from './token-store';

/** sessionStorage key of the session to restore when impersonation stops. */
export const IMPERSONATOR_KEY = 'ac.impersonator';

export interface ImpersonationPerson {
  id: number;
  email: string;
  full_name: string | null;
}

/** POST /impersonate/start/{id} (contract/users `impersonationResult`). */
export interface ImpersonationResult extends TokenPair {
  impersonated_by: ImpersonationPerson;
  impersonated_user: ImpersonationPerson;
}

/** What this tab keeps while impersonating: the original session and who is impersonated. */
export interface ImpersonatorRecord {
  refresh_token: string;
  remembered: boolean;
  impersonated_by: ImpersonationPerson;
  impersonated_user: ImpersonationPerson;
}

/** How stopping ended: back in the original session, or signed out because it could not be restored. */
export type StopOutcome = 'restored' | 'signed_out';

export interface ImpersonationDeps {
  http: Pick<HttpClient, 'request'>;
  tokens: TokenStore;
  storage: StorageLike;
}

export interface Impersonation {
  /** Starts impersonating `userId`: keeps the original session aside and switches this tab to the new one. */
  start(userId: number): Promise<ImpersonationResult>;
  /** Ends the impersonated session and switches back to the original one. */
  stop(): Promise<StopOutcome>;
  /** The record of the impersonation under way in this tab, if any. */
  current(): ImpersonatorRecord | null;
  /**
   * Signing out while impersonating (or the impersonated session expiring) also ends the original
   * session kept aside, so no token outlives the sign-out. Call when this tab's user is gone.
   */
  discardOriginal(): void;
}

function isPerson(value: unknown): value is ImpersonationPerson {
  const person = value as Partial<ImpersonationPerson> | null;
  return typeof person === 'object' && person !== null && typeof person.id === 'number' && typeof person.email === 'string';
}

function parseRecord(text: string | null): ImpersonatorRecord | null {
  if (!text) return null;
  try {
    const record = JSON.parse(text) as Partial<ImpersonatorRecord>;
    if (typeof record.refresh_token !== 'string' || !isPerson(record.impersonated_by) || !isPerson(record.impersonated_user)) return null;
    return { ...record, remembered: record.remembered === true } as ImpersonatorRecord;
  } catch {
    return null;
  }
}

export function createImpersonation({ http, tokens, storage }: ImpersonationDeps): Impersonation {
  const current = () => parseRecord(storage.getItem(IMPERSONATOR_KEY));

  async function endImpersonatedSession(): Promise<void> {
    const refreshToken = tokens.getRefreshToken();
    try {
      await http.request('/impersonate/stop', { method: 'POST', body: refreshToken ? { refresh_token: refreshToken } : {} });
    } catch {
      /* the impersonated session may already be over; the original one is restored either way */
    }
  }

  return {
    async start(userId) {
      const original = tokens.getRefreshToken();
      const remembered = tokens.isRemembered();
      const { data } = await http.request<ImpersonationResult>(`/impersonate/start/${encodeURIComponent(String(userId))}`, { method: 'POST' });
      // A nested impersonation keeps the first original session.
      const outer = current();
      const record: ImpersonatorRecord = outer ?? {
        refresh_token: original ?? '',
        remembered,
        impersonated_by: data.impersonated_by,
        impersonated_user: data.impersonated_user,
      };
      storage.setItem(IMPERSONATOR_KEY, JSON.stringify({ ...record, impersonated_user: data.impersonated_user }));
      tokens.save(data, false);
      return data;
    },

    async stop() {
      const record = current();
      await endImpersonatedSession();
      storage.removeItem(IMPERSONATOR_KEY);
      if (!record?.refresh_token) {
        tokens.clear();
        return 'signed_out';
      }
      try {
        const { data } = await http.request<TokenPair>('/auth/refresh', {
          method: 'POST',
          body: { refresh_token: record.refresh_token },
          auth: false,
        });
        tokens.save(data, record.remembered);
        return 'restored';
      } catch {
        tokens.clear();
        return 'signed_out';
      }
    },

    current,

    discardOriginal() {
      const record = current();
      if (!record || tokens.getRefreshToken() !== null) return;
      storage.removeItem(IMPERSONATOR_KEY);
      http.request('/auth/logout', { method: 'POST', body: { refresh_token: record.refresh_token } }).catch(() => undefined);
    },
  };
}

export const impersonation: Impersonation = createImpersonation({
  http: defaultHttp,
  tokens: defaultTokens,
  storage: browserStorage('sessionStorage'),
});
