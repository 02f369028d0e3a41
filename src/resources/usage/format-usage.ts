/** A quantity (tokens, messages, hours…), up to 6 decimals. */
export function formatQuantity(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(amount);
}
