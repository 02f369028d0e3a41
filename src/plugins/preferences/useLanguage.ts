import { useTranslation } from 'react-i18next';
import type { Language } from '../../../contract/common';
import { SUPPORTED_LANGUAGES } from '../../providers';

const isLanguage = (value: string): value is Language => (SUPPORTED_LANGUAGES as readonly string[]).includes(value);

/** The interface language in effect; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : SUPPORTED_LANGUAGES[0];
}
