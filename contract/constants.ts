/** Plain values of the API, without zod, so the console can import them without pulling zod into its bundles. */

export const LANGUAGES = ['pt-BR', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** Currencies offered in the header (spec-1 §9). */
export const CURRENCIES = ['USD', 'BRL', 'EUR', 'GBP', 'JPY', 'CNY', 'INR', 'AUD', 'CAD', 'CHF'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'BRL';

/** Timezones offered (spec-1 §9). */
export const TIMEZONES = [
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
] as const;
export type Timezone = (typeof TIMEZONES)[number];
export const DEFAULT_TIMEZONE: Timezone = 'America/Sao_Paulo';
