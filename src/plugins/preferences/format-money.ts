function inCurrency(amount: number, currency: string, language: string, digits: Intl.NumberFormatOptions, fallback: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, ...digits }).format(amount);
  } catch {
    return `${currency} ${fallback}`;
  }
}

/**
 * Formats an amount in `currency` for `language`, with the currency's usual decimals or exactly `decimals`
 * (unit prices carry 4 or 6); unknown currencies fall back to the code.
 */
export function formatMoney(amount: number, currency: string, language: string, decimals?: number): string {
  const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
  return inCurrency(amount, currency, language, digits, amount.toFixed(decimals ?? 2));
}

/** A cost: 2 decimals, or 4 significant digits for fractions of a cent (so tiny costs do not read 0,00). */
export function formatCost(amount: number, currency: string, language: string): string {
  const small = amount !== 0 && Math.abs(amount) < 0.01;
  const digits = small ? { maximumSignificantDigits: 4 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return inCurrency(amount, currency, language, digits, small ? amount.toPrecision(4) : amount.toFixed(2));
}
