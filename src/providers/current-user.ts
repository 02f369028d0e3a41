import type { Me } from '../../contract/auth';

/** The signed-in user, kept in memory for the life of the page (never persisted). */
let currentUser: Me | null = null;
const listeners = new Set<() => void>();

export function getCurrentUser(): Me | null {
  return currentUser;
}

export function setCurrentUser(me: Me | null): void {
  if (me === currentUser) return;
  currentUser = me;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever the user changes; returns the unsubscribe function. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
