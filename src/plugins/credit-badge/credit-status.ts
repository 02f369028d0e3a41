export type CreditStatus = 'error' | 'warning' | 'processing' | 'success';

export const LOW_BALANCE_THRESHOLD = 50;

/** Badge colour by available balance: ≤ 0 error (no credits), < 10 warning, < 50 processing, otherwise success. */
export function creditStatus(available: number): CreditStatus {
  if (available <= 0) return 'error';
  if (available < 10) return 'warning';
  if (available < LOW_BALANCE_THRESHOLD) return 'processing';
  return 'success';
}

export const isLowBalance = (available: number) => available < LOW_BALANCE_THRESHOLD;
