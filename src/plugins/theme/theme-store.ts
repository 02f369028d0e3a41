import { useSyncExternalStore } from 'react';
import { persistedStore } from '../preferences/persisted-store';

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ColorScheme = 'light' | 'dark';

export const themeModeStore = persistedStore<ThemeMode>('ac.theme', THEME_MODES, 'system');

const media = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

const systemScheme = (): ColorScheme => (media?.matches ? 'dark' : 'light');

export function resolveScheme(mode: ThemeMode, system: ColorScheme): ColorScheme {
  return mode === 'system' ? system : mode;
}

const currentScheme = (): ColorScheme => resolveScheme(themeModeStore.get(), systemScheme());

function applyToDocument() {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  const scheme = currentScheme();
  root.dataset.theme = scheme;
  root.dataset.themeMode = themeModeStore.get();
  root.style.colorScheme = scheme;
}

function subscribeScheme(listener: () => void) {
  const unsubscribe = themeModeStore.subscribe(listener);
  media?.addEventListener('change', listener);
  return () => {
    unsubscribe();
    media?.removeEventListener('change', listener);
  };
}

themeModeStore.subscribe(applyToDocument);
media?.addEventListener('change', applyToDocument);
applyToDocument();

export const setThemeMode = themeModeStore.set;
export const useThemeMode = themeModeStore.use;

/** The scheme in effect: the chosen mode, or the operating system's preference (followed live) in 'system' mode. */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribeScheme, currentScheme, currentScheme);
}
