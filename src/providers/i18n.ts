import i18next, { type TOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { I18nProvider } from '@refinedev/core';
import type { Language } from '../../contract/common';

/** The console's languages (mirrors contract/common LANGUAGES without pulling zod into the bundle). */
export const SUPPORTED_LANGUAGES = ['pt-BR', 'en-US'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';
export const DEFAULT_NAMESPACE = 'common';
/** localStorage key of the language the visitor chose in this browser. */
export const LANGUAGE_STORAGE_KEY = 'ac.language';

const DAYJS_LOCALES: Record<Language, string> = { 'pt-BR': 'pt-br', 'en-US': 'en' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

type Bundle = { default: Record<string, unknown> };

/**
 * `locales/<language>/<namespace>.json`: a new domain's namespace appears by adding its file. Only the
 * language in use is downloaded (before the first render, and again on a switch), so adding a
 * language or a namespace does not grow the first page's JavaScript by both languages.
 */
const bundles = import.meta.glob<Bundle>('../../locales/*/*.json');

function parseBundlePath(path: string): { language: string; namespace: string } | null {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match ? { language: match[1], namespace: match[2] } : null;
}

const NAMESPACES = [...new Set(Object.keys(bundles).flatMap((path) => parseBundlePath(path)?.namespace ?? []))];
const loadedLanguages = new Map<Language, Promise<void>>();

/** Downloads every namespace of a language once. */
export function loadLanguage(language: Language): Promise<void> {
  let loading = loadedLanguages.get(language);
  if (!loading) {
    const files = Object.entries(bundles).filter(([path]) => parseBundlePath(path)?.language === language);
    loading = Promise.all(
      files.map(async ([path, load]) => {
        const { namespace } = parseBundlePath(path)!;
        i18next.addResourceBundle(language, namespace, (await load()).default, true, true);
      }),
    ).then(() => undefined);
    loading.catch(() => loadedLanguages.delete(language));
    loadedLanguages.set(language, loading);
  }
  return loading;
}

function readStoredLanguage(): Language | null {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* storage unavailable: the choice lasts for this page only */
  }
}

/** Whether the visitor picked a language in this browser (then the user's saved preference does not override it). */
export function hasChosenLanguage(): boolean {
  return readStoredLanguage() !== null;
}

function applyLanguageToPage(language: Language): void {
  dayjs.locale(DAYJS_LOCALES[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

const initialLanguage = readStoredLanguage() ?? DEFAULT_LANGUAGE;

void i18next.use(initReactI18next).init({
  resources: {},
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [...new Set([DEFAULT_NAMESPACE, ...NAMESPACES])],
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  initAsync: false,
});
applyLanguageToPage(initialLanguage);

/** Resolves once the texts of the initial language are here; the console renders after it. */
export const i18nReady: Promise<void> = loadLanguage(initialLanguage);

export const i18n = i18next;

/** The interface language in effect (also sent as Accept-Language). */
export function currentLanguage(): Language {
  const active = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(active) ? active : (readStoredLanguage() ?? DEFAULT_LANGUAGE);
}

/**
 * Switches the interface language. `remember` (default true) records it as this browser's choice;
 * applying a user's saved preference at sign-in passes false, so it does not count as a choice.
 */
export async function changeLanguage(language: string, { remember = true }: { remember?: boolean } = {}): Promise<Language> {
  const next = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  if (remember) storeLanguage(next);
  await loadLanguage(next);
  await i18next.changeLanguage(next);
  applyLanguageToPage(next);
  return next;
}

/** `t` outside React: `translate('login:welcome')`. */
export function translate(key: string, options?: TOptions): string {
  return i18next.t(key, options ?? {});
}

/** Refine's i18n provider on the same i18next instance react-i18next uses. */
export const i18nProvider: I18nProvider = {
  // Refine calls translate(key, defaultMessage) as well as translate(key, options, defaultMessage).
  translate: (key: string, options?: unknown, defaultMessage?: string) => {
    if (typeof options === 'string') return i18next.t(key, { defaultValue: options });
    const given = typeof options === 'object' && options !== null ? (options as TOptions) : {};
    return i18next.t(key, defaultMessage === undefined ? given : { ...given, defaultValue: defaultMessage });
  },
  changeLocale: (locale: string) => changeLanguage(locale),
  getLocale: () => currentLanguage(),
};
