import { useSyncExternalStore } from 'react';

export interface PersistedStore<T extends string> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
  use(): T;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: keep the value in memory */
  }
}

/** A string value kept in localStorage under `key`, restricted to `allowed`, shared by every hook user and tab. */
export function persistedStore<T extends string>(key: string, allowed: readonly T[], fallback: T): PersistedStore<T> {
  const parse = (raw: string | null): T => (raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback);
  let value = typeof window === 'undefined' ? fallback : parse(read(key));
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      const next = parse(event.newValue);
      if (next === value) return;
      value = next;
      emit();
    });
  }

  const store: PersistedStore<T> = {
    get: () => value,
    set(next) {
      write(key, next);
      if (next === value) return;
      value = next;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    use: () => useSyncExternalStore(store.subscribe, store.get, store.get),
  };
  return store;
}
