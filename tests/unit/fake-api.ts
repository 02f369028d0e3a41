import type { Me } from '../../contract/auth';
import type { StorageLike } from '../../src/providers/token-store';

/** A Map-backed Web Storage stand-in (no DOM in unit tests). */
export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** An unsigned JWT-shaped token with the given claims (the console only reads `exp`). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

export interface RecordedCall {
  method: string;
  url: URL;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const ME: Me = {
  id: 7,
  email: 'ana@example.com',
  full_name: 'Ana',
  user_type: 'admin',
  role: 'admin',
  organization_id: 3,
  organization: { id: 3, name: 'Acme', slug: 'acme' },
  is_active: true,
  is_suspended: false,
  suspended_at: null,
  preferences: { language: 'en-US', currency: 'BRL', timezone: 'America/Sao_Paulo' },
  permissions: ['agents:read', 'providers:read'],
  impersonated_by: null,
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

/**
 * A fake of the API behind a fake `fetch`, answering like the real server: bearer access tokens
 * that can be expired, refresh tokens rotated on every use with reuse detection that revokes the
 * whole family, the error body `{ detail, code }`, and a record of every call.
 */
export class FakeApi {
  readonly calls: RecordedCall[] = [];
  private readonly validAccess = new Set<string>();
  private readonly liveRefresh = new Set<string>();
  private readonly usedRefresh = new Set<string>();
  private serial = 0;
  private refreshGate: Promise<void> | null = null;
  private readonly routes = new Map<string, Handler>();
  /** Answer to /auth/refresh instead of rotating (e.g. a 500). */
  refreshOverride: (() => Response) | null = null;
  /** Answer to /auth/login instead of checking the password (e.g. a 429 or a 500). */
  loginOverride: (() => Response) | null = null;
  /** Every call fails as if the network were down. */
  offline = false;
  familyRevoked = false;
  user: Me = ME;
  password = 'secret';

  constructor() {
    this.route('GET /api/auth/me', () => json(200, this.user));
    this.route('GET /api/agents', () => json(200, [{ id: 1, name: 'Bot' }], { 'x-total-count': '1' }));
  }

  route(key: string, handler: Handler): void {
    this.routes.set(key, handler);
  }

  /** Issues a pair as a sign-in would. */
  issuePair(lifetimeSeconds = 900): { access_token: string; refresh_token: string; token_type: 'bearer'; expires_in: number } {
    this.serial += 1;
    const access = fakeJwt({ sub: '7', exp: Math.floor(Date.now() / 1000) + lifetimeSeconds, n: this.serial });
    const refresh = `refresh-${this.serial}`;
    this.validAccess.add(access);
    this.liveRefresh.add(refresh);
    return { access_token: access, refresh_token: refresh, token_type: 'bearer', expires_in: lifetimeSeconds };
  }

  /** Makes every access token issued so far expired. */
  expireAccessTokens(): void {
    this.validAccess.clear();
  }

  /** Holds /auth/refresh answers until the returned release() is called. */
  holdRefreshes(): () => void {
    const gate = deferred();
    this.refreshGate = gate.promise;
    return () => {
      this.refreshGate = null;
      gate.resolve();
    };
  }

  callsTo(method: string, path: string): RecordedCall[] {
    return this.calls.filter((c) => c.method === method && c.path === path);
  }

  readonly fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input, 'http://console.test');
    const headers = new Headers(init.headers);
    const raw = typeof init.body === 'string' ? init.body : undefined;
    const call: RecordedCall = { method: init.method ?? 'GET', url, path: url.pathname, headers, body: raw === undefined ? undefined : JSON.parse(raw) };
    this.calls.push(call);
    await Promise.resolve();
    if (this.offline) throw new TypeError('fetch failed');
    return this.answer(call);
  };

  private async answer(call: RecordedCall): Promise<Response> {
    const key = `${call.method} ${call.path}`;
    const body = (call.body ?? {}) as Record<string, string>;
    if (key === 'POST /api/auth/login') {
      if (this.loginOverride) return this.loginOverride();
      if (body.password !== this.password) return json(401, { detail: 'Email ou senha incorretos', code: 'invalid_credentials' });
      return json(200, this.issuePair());
    }
    if (key === 'POST /api/auth/refresh') {
      if (this.refreshGate) await this.refreshGate;
      if (this.refreshOverride) return this.refreshOverride();
      const token = body.refresh_token;
      if (this.usedRefresh.has(token)) {
        // Reuse: the whole family is revoked.
        this.familyRevoked = true;
        this.liveRefresh.clear();
        this.validAccess.clear();
        return json(401, { detail: 'Esta sessão foi encerrada por segurança.', code: 'refresh_token_reused' });
      }
      if (!this.liveRefresh.has(token)) return json(401, { detail: 'Sessão inválida.', code: 'invalid_refresh_token' });
      this.liveRefresh.delete(token);
      this.usedRefresh.add(token);
      return json(200, this.issuePair());
    }
    if (key === 'POST /api/auth/logout') {
      this.liveRefresh.delete(body.refresh_token);
      return new Response(null, { status: 204 });
    }
    const handler = this.routes.get(key);
    if (!handler) return json(404, { detail: 'Rota não encontrada', code: 'route_not_found' });
    const bearer = call.headers.get('authorization')?.replace(/^Bearer /, '');
    if (!bearer || !this.validAccess.has(bearer)) return json(401, { detail: 'Sua sessão expirou.', code: 'session_expired' });
    return handler(call);
  }
}

/** A cross-tab lock shared by several clients in one test (what navigator.locks does across tabs). */
export function sharedLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
