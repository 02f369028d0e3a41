import { useSyncExternalStore } from 'react';

/** antd's `lg` breakpoint. */
const WIDE = '(min-width: 992px)';

const query = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(WIDE) : null);

function subscribe(listener: () => void) {
  const media = query();
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

const snapshot = () => query()?.matches ?? true;

/** Whether the viewport is at least antd's `lg` breakpoint (side menu) rather than narrow (drawer). */
export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
