import type { CallerCache } from './caller-cache';

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

/**
 * Rows kept in memory for the hot paths (an API call, a chat turn), like the callers: kept only while
 * changes are heard, dropped when a change of their `kind` is announced (see `evictWhen`), and reloaded
 * at least every minute. A missed notification clears everything.
 */
export function createWatchedCache<K, V>(feed: CallerCache, kind: string, evictWhen: (value: V, changedId: number) => boolean) {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  feed.watch(kind, (id) => {
    if (id === null) entries.clear();
    else for (const [key, entry] of entries) if (evictWhen(entry.value, id)) entries.delete(key);
  });

  return {
    /** The kept value, else `load()`'s (kept when found and nothing changed meanwhile). */
    async get(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.value;
      const startedAt = feed.generation();
      const value = await load();
      if (value !== undefined && feed.mayKeep(startedAt)) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as K);
        entries.set(key, { value, expiresAt: Date.now() + TTL_MS });
      }
      return value;
    },

    /** Drops the values `matches` picks, at once on this instance (the notification follows for the others). */
    forget(matches: (value: V) => boolean) {
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
  };
}

export type WatchedCache<K, V> = ReturnType<typeof createWatchedCache<K, V>>;
