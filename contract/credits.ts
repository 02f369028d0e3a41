import { z } from 'zod';
import { CURRENCIES } from './common';

export const balanceQuery = z.object({ target_currency: z.enum(CURRENCIES).optional() });

export const creditBalance = z.object({
  balance: z.number(),
  reserved_balance: z.number(),
  available_balance: z.number(),
  currency: z.string(),
});
export type CreditBalance = z.infer<typeof creditBalance>;
