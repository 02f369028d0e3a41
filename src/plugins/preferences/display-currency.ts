import type { Currency } from '../../../contract/common';
import { DEFAULT_DISPLAY_CURRENCY, DISPLAY_CURRENCIES } from './currencies';
import { persistedStore } from './persisted-store';

export const displayCurrencyStore = persistedStore<Currency>('ac.currency', DISPLAY_CURRENCIES, DEFAULT_DISPLAY_CURRENCY);

/** The currency the user picked in the header for showing amounts (default BRL). */
export function useDisplayCurrency(): { currency: Currency; setCurrency: (currency: Currency) => void } {
  return { currency: displayCurrencyStore.use(), setCurrency: displayCurrencyStore.set };
}
