/** Money is integer micro-units (1e-6) everywhere inside the server; the API speaks decimals. */
export const MICROS = 1_000_000n;

/** Default display rates against USD (spec-1 §9). */
export const DEFAULT_RATES: Record<string, bigint> = {
  USD: 1_000_000n,
  BRL: 5_200_000n,
  EUR: 920_000n,
  GBP: 790_000n,
};

/** Converts between currencies with exact integer arithmetic, rounding half away from zero. */
export function convertMicros(amount: bigint, from: string, to: string, rates = DEFAULT_RATES): bigint | null {
  if (from === to) return amount;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) return null;
  const numerator = amount * toRate;
  const half = fromRate / 2n;
  return numerator >= 0n ? (numerator + half) / fromRate : -((-numerator + half) / fromRate);
}

export const microsToNumber = (micros: bigint) => Number(micros) / 1e6;
