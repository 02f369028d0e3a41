import { useMemo } from 'react';
import { useCurrentUser } from '../../providers';
import { useLanguage } from '../../plugins/preferences/useLanguage';
import { DEFAULT_TIMEZONE } from './timezones';

/** Formats ISO timestamps as short date and time in the user's language and timezone ('—' when absent). */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' }) {
  const me = useCurrentUser();
  const language = useLanguage();
  const timeZone = me?.preferences.timezone ?? DEFAULT_TIMEZONE;
  const { dateStyle, timeStyle } = options;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle, timeStyle, timeZone });
    return (iso: string | null | undefined) => {
      if (!iso) return '—';
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [language, timeZone, dateStyle, timeStyle]);
}
