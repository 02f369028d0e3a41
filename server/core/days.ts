/** Calendar days `YYYY-MM-DD` as people read them in their own timezone. */

/** A formatter of the local calendar day of an instant in `timezone`. */
export function dayFormatter(timezone: string) {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
  return (instant: Date) => format.format(instant);
}

/** The calendar day of `instant` in `timezone`. */
export const dayIn = (timezone: string, instant: Date) => dayFormatter(timezone)(instant);

/** `day` moved by `days` calendar days (negative goes back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
