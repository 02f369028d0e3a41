import type { Database } from '../db/client';
import { exchangeRates } from '../modules/credits/schema';

/** Money is integer micro-units (1e-6) everywhere inside the server; the API speaks decimals. */
export const MICROS = 1_000_000n;

/** Rates against USD in micro-units per 1 USD. */
export type Rates = Record<string, bigint>;

/** Default display rates against USD (spec-1 §9); the migration seeds them, super admins change them. */
export const DEFAULT_RATES: Rates = {
  USD: 1_000_000n,
  BRL: 5_200_000n,
  EUR: 920_000n,
  GBP: 790_000n,
};

/** a × b / c with integer arithmetic, rounding half away from zero. */
export function mulDiv(a: bigint, b: bigint, c: bigint): bigint {
  const numerator = a * b;
  const half = c / 2n;
  return numerator >= 0n ? (numerator + half) / c : -((-numerator + half) / c);
}

/** Converts between currencies with exact integer arithmetic; null when a rate is missing. */
export function convertMicros(amount: bigint, from: string, to: string, rates: Rates = DEFAULT_RATES): bigint | null {
  if (from === to) return amount;
  const fromRate = rates[from];
  const toRate = rates[to];
  if (!fromRate || !toRate) return null;
  return mulDiv(amount, toRate, fromRate);
}

export const microsToNumber = (micros: bigint) => Number(micros) / 1e6;

/** A decimal the contract already bounded (at most 6 decimals, |x| < 1e13) into exact micro-units. */
export const toMicros = (value: number): bigint => BigInt(Math.round(value * 1e6));

/** The configured rates (a tiny table, read per call so every instance sees a change at once). */
export async function loadRates(db: Pick<Database, 'select'>): Promise<Rates> {
  const rows = await db.select({ currency: exchangeRates.currency, rate: exchangeRates.rate_micros }).from(exchangeRates);
  return ratesFrom(rows.map((row) => [row.currency, row.rate]));
}

/** Rates from [currency, rate in micro-units] pairs; the defaults while none is configured. */
export function ratesFrom(pairs: [string, bigint | string][]): Rates {
  if (pairs.length === 0) return DEFAULT_RATES;
  return Object.fromEntries(pairs.map(([currency, rate]) => [currency, BigInt(rate)]));
}

/** Converts amounts into `target` where a rate allows it, else keeps them in their own currency. */
export function converter(rates: Rates, target: string | undefined) {
  return (micros: bigint, currency: string) => {
    const converted = target ? convertMicros(micros, currency, target, rates) : null;
    return converted === null ? { micros, currency } : { micros: converted, currency: target as string };
  };
}

/**
 * Turns amounts kept in `from` into API numbers in `target` when a rate allows it, else in `from`.
 * `currency` says which one the numbers are in.
 */
export function displayIn(rates: Rates, from: string, target: string | undefined) {
  const to = target && convertMicros(0n, from, target, rates) !== null ? target : from;
  return {
    currency: to,
    amount: (micros: bigint) => microsToNumber(convertMicros(micros, from, to, rates) as bigint),
  };
}



