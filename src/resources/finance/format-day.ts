import { useMemo } from 'react';
import { useLanguage } from '../../plugins/preferences/useLanguage';

/**
 * Formats a calendar day ('2025-03-09') in the user's language, e.g. 09/03/2025 or 3/9/2025. A due date
 * is a day, not an instant: it is read and shown in UTC so no timezone moves it to the day before.
 */
export function useDayFormat(options: Intl.DateTimeFormatOptions = { dateStyle: 'short' }): (day: string | null | undefined) => string {
  const language = useLanguage();
  const { dateStyle, day, month, weekday } = options;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { dateStyle, day, month, weekday, timeZone: 'UTC' });
    return (value) => {
      if (!value) return '—';
      const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? value : format.format(date);
    };
  }, [language, dateStyle, day, month, weekday]);
}
