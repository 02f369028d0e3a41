import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRefreshScheduler, jwtExpiry, refreshDelayMs } from '../../src/providers/refresh-scheduler';
import { fakeJwt } from './fake-api';

const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const tokenExpiringIn = (ms: number, now = NOW) => fakeJwt({ sub: '1', exp: Math.floor((now + ms) / 1000) });

describe('refreshDelayMs', () => {
  it('refreshes 60 s before the access token expires', () => {
    expect(refreshDelayMs(tokenExpiringIn(15 * 60_000), NOW)).toBe(14 * 60_000);
    expect(refreshDelayMs(tokenExpiringIn(65_000), NOW)).toBe(5_000);
  });

  it('waits 30 s when the refresh would be under 5 s away', () => {
    expect(refreshDelayMs(tokenExpiringIn(64_000), NOW)).toBe(30_000);
    expect(refreshDelayMs(tokenExpiringIn(10_000), NOW)).toBe(30_000);
    expect(refreshDelayMs(tokenExpiringIn(-60_000), NOW)).toBe(30_000);
  });

  it('waits 30 s when the token cannot be decoded', () => {
    expect(refreshDelayMs('not-a-jwt', NOW)).toBe(30_000);
    expect(refreshDelayMs('a.b%%.c', NOW)).toBe(30_000);
    expect(refreshDelayMs(fakeJwt({ sub: '1' }), NOW)).toBe(30_000);
    expect(jwtExpiry(fakeJwt({ exp: 1700000000, name: 'João' }))).toBe(1700000000);
  });
});

describe('refresh scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(refreshResults: boolean[]) {
    let token: string | null = tokenExpiringIn(15 * 60_000);
    const refresh = vi.fn(async () => {
      const ok = refreshResults.shift() ?? false;
      if (ok) token = tokenExpiringIn(10 * 60_000, Date.now());
      return ok;
    });
    const scheduler = createRefreshScheduler({ getAccessToken: () => token, refresh });
    return { scheduler, refresh, setToken: (t: string | null) => (token = t) };
  }

  it('refreshes 60 s before expiry and reschedules from the new token', async () => {
    const { scheduler, refresh } = setup([true, true]);
    scheduler.start();

    await vi.advanceTimersByTimeAsync(14 * 60_000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);

    // the new token lives 10 min: next refresh 9 min later
    await vi.advanceTimersByTimeAsync(9 * 60_000 - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(scheduler.isActive()).toBe(true);
    scheduler.stop();
  });

  it('uses the 30 s fallback when expiry is near', async () => {
    const { scheduler, refresh, setToken } = setup([true]);
    setToken(tokenExpiringIn(62_000));
    scheduler.start();

    await vi.advanceTimersByTimeAsync(29_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('stops after a failed refresh', async () => {
    const { scheduler, refresh } = setup([false]);
    scheduler.start();

    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(scheduler.isActive()).toBe(false);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops after a refresh that throws', async () => {
    const refresh = vi.fn(async () => {
      throw new Error('boom');
    });
    const scheduler = createRefreshScheduler({ getAccessToken: () => tokenExpiringIn(15 * 60_000), refresh });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    expect(scheduler.isActive()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stop() cancels the pending refresh; start() without a token schedules nothing', async () => {
    const { scheduler, refresh, setToken } = setup([true]);
    scheduler.start();
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(refresh).not.toHaveBeenCalled();

    setToken(null);
    scheduler.start();
    expect(scheduler.isActive()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not reschedule when stopped while a refresh is under way', async () => {
    let finish!: (ok: boolean) => void;
    const refresh = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const scheduler = createRefreshScheduler({ getAccessToken: () => tokenExpiringIn(15 * 60_000, Date.now()), refresh });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(14 * 60_000);
    scheduler.stop(); // sign-out during the refresh
    finish(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduler.isActive()).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
