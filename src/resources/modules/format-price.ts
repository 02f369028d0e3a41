/** A unit price with four decimals (module hours cost fractions of a cent); unknown currencies fall back to the code. */
export function formatPrice(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(4)}`;
  }
}
