/** A unit price with its 6 decimals ('US$ 0,000002'). */
export function formatUnitPrice(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 6, maximumFractionDigits: 6 }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(6)}`;
  }
}

/** An approximate amount: 2 decimals, or up to 6 significant ones for fractions of a cent. */
export function formatApproximate(amount: number, currency: string, language: string): string {
  const small = amount !== 0 && Math.abs(amount) < 0.01;
  const digits = small ? { minimumFractionDigits: 2, maximumFractionDigits: 8, maximumSignificantDigits: 4 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, ...digits }).format(amount);
  } catch {
    return `${currency} ${small ? amount.toPrecision(4) : amount.toFixed(2)}`;
  }
}
