import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSystemChatOpen(next: boolean) {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export const toggleSystemChat = () => setSystemChatOpen(!open);

export function useSystemChatOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}
