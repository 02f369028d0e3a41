/** Refresh this long before the access token expires (spec-1 §4). */
export const REFRESH_LEAD_MS = 60_000;
/** A refresh due sooner than this… */
export const MIN_REFRESH_DELAY_MS = 5_000;
/** …waits this long instead (also used for tokens whose expiry cannot be read). */
export const FALLBACK_REFRESH_DELAY_MS = 30_000;
/** setTimeout's ceiling (about 24.8 days). */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** The `exp` claim (seconds) of a JWT, decoded without verifying the signature; null when unreadable. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** How long to wait before refreshing: 60 s before expiry, or 30 s when that is under 5 s away or unknown. */
export function refreshDelayMs(accessToken: string, nowMs: number): number {
  const exp = jwtExpiry(accessToken);
  if (exp === null) return FALLBACK_REFRESH_DELAY_MS;
  const delay = exp * 1000 - REFRESH_LEAD_MS - nowMs;
  return delay < MIN_REFRESH_DELAY_MS ? FALLBACK_REFRESH_DELAY_MS : Math.min(delay, MAX_TIMER_DELAY_MS);
}

type TimerHandle = ReturnType<typeof setTimeout>;

export interface RefreshSchedulerOptions {
  getAccessToken: () => string | null;
  /** Resolves true when a new token pair was stored. */
  refresh: () => Promise<boolean>;
  setTimeout?: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout?: (handle: TimerHandle) => void;
  now?: () => number;
}

export interface RefreshScheduler {
  /** (Re)schedules the next refresh from the stored access token; does nothing without one. */
  start(): void;
  stop(): void;
  /** Started and not stopped (also while a refresh is under way). */
  isActive(): boolean;
}

export function createRefreshScheduler(options: RefreshSchedulerOptions): RefreshScheduler {
  const {
    getAccessToken,
    refresh,
    setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: cancel = (handle) => globalThis.clearTimeout(handle),
    now = () => Date.now(),
  } = options;
  let timer: TimerHandle | null = null;
  let active = false;
  // Bumped by start/stop, so a refresh that finishes after them does not reschedule.
  let generation = 0;

  function clearTimer(): void {
    if (timer !== null) cancel(timer);
    timer = null;
  }

  function stop(): void {
    generation += 1;
    active = false;
    clearTimer();
  }

  async function tick(ticket: number): Promise<void> {
    timer = null;
    let refreshed = false;
    try {
      refreshed = await refresh();
    } catch {
      refreshed = false;
    }
    if (ticket !== generation) return;
    if (refreshed) start();
    else stop();
  }

  function start(): void {
    generation += 1;
    clearTimer();
    const token = getAccessToken();
    active = token !== null;
    if (!token) return;
    const ticket = generation;
    timer = schedule(() => void tick(ticket), refreshDelayMs(token, now()));
  }

  return { start, stop, isActive: () => active };
}
