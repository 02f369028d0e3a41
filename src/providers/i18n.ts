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
 * `locales/<language>/<namespace>.json`: a new domain's namespace appears by adding its file. Each file
 * is its own chunk, fetched on demand: the shell's namespaces before the first render, a domain's
 * namespace when one of its components first asks for it (react-i18next suspends meanwhile, inside the
 * route's lazy boundary), and only for the language in use. So adding a domain or a language does not
 * grow the first page's JavaScript.
 */
const bundles = import.meta.glob<Bundle>('../../locales/*/*.json');

/** What the shell (menu, header, sign-in, errors, impersonation banner, home) reads before any page. */
export const SHELL_NAMESPACES = ['common', 'shell', 'login', 'errors', 'impersonation', 'dashboard'];

const lazyBackend = {
  type: 'backend' as const,
  init() {},
  read(language: string, namespace: string, callback: (error: unknown, data: Record<string, unknown> | false) => void) {
    const load = bundles[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (bundle) => callback(null, bundle.default),
      (error: unknown) => callback(error, false),
    );
  },
};

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

/** Resolves once the shell's texts in the initial language are here; the console renders after it. */
export const i18nReady: Promise<void> = i18next
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage,
    // Both languages hold the same keys (checked before every commit): no fallback language to download.
    fallbackLng: false,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: SHELL_NAMESPACES,
    defaultNS: DEFAULT_NAMESPACE,
    fallbackNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  })
  .then(() => applyLanguageToPage(initialLanguage));

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
  // Loads every namespace used so far in the new language before switching.
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
