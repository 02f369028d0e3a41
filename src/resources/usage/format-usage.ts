/** An amount in `currency`: 2 decimals, or 4 significant digits for fractions of a cent (so tiny costs do not read 0,00). */
export function formatCost(amount: number, currency: string, language: string): string {
  const small = amount !== 0 && Math.abs(amount) < 0.01;
  const digits = small ? { maximumSignificantDigits: 4 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency, ...digits }).format(amount);
  } catch {
    return `${currency} ${small ? amount.toPrecision(4) : amount.toFixed(2)}`;
  }
}

/** A quantity (tokens, messages, hours…), up to 6 decimals. */
export function formatQuantity(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(amount);
}
