import type { Timezone } from '../../../contract/common';

/** The timezones offered (spec-1 §9), in contract/common TIMEZONES order (kept here so the bundle needs no zod). */
export const TIMEZONE_CHOICES = [
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Rio_Branco',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'America/Argentina/Buenos_Aires',
  'America/Mexico_City',
  'America/Lima',
  'America/Bogota',
  'America/Santiago',
  'Africa/Johannesburg',
  'Africa/Cairo',
] as const satisfies readonly Timezone[];

export const DEFAULT_TIMEZONE: Timezone = 'America/Sao_Paulo';

/** The zone's offset from UTC at `date`, as 'GMT-3', 'GMT+5:30' or 'GMT'. */
export function utcOffsetLabel(timeZone: string, date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(date);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  } catch {
    return 'GMT';
  }
}
