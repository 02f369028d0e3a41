import type { Currency } from '../../../contract/common';

/** Symbols of the header's currencies, in contract/common CURRENCIES order (kept here so the bundle needs no zod). */
export const CURRENCY_SYMBOLS: Record<Currency, string> = {
  USD: '$',
  BRL: 'R$',
  EUR: '€',
  GBP: '£',
  JPY: '¥',
  CNY: 'CN¥',
  INR: '₹',
  AUD: 'A$',
  CAD: 'C$',
  CHF: 'CHF',
};

export const DISPLAY_CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as Currency[];
export const DEFAULT_DISPLAY_CURRENCY: Currency = 'BRL';
