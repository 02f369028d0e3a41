
export { TIMEZONES as TIMEZONE_CHOICES, DEFAULT_TIMEZONE } from '../../../contract/constants';

/** The zone's offset from UTC at `date`, as 'GMT-3', 'GMT+5:30' or 'GMT'. */
export function utcOffsetLabel(timeZone: string, date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(date);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  } catch {
    return 'GMT';
  }
}
