import { z } from 'zod';
import { BILLING_MODELS, CURRENCIES, RESOURCE_CATEGORIES } from './common';

/** A pay-as-you-go module and whether the caller's organization has it switched on. */
export const moduleDto = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  color: z.string().nullable(),
  is_default: z.boolean(),
  is_active: z.boolean(),
  activated_at: z.string().nullable(),
  has_pricing: z.boolean(),
});
export type ModuleDto = z.infer<typeof moduleDto>;

export const modulePricingQuery = z.object({ target_currency: z.enum(CURRENCIES).optional() });

/** GET /modules/{id}/pricing: the price in force for the caller's plan, converted when asked. */
export const modulePricing = z.object({
  has_pricing: z.boolean(),
  message: z.string().nullable(),
  pricing: z
    .object({
      is_free: z.boolean(),
      currency: z.string(),
      unit_price: z.number(),
      billing_model: z.enum(BILLING_MODELS),
      plan_type: z.string().nullable(),
      estimated_daily: z.number(),
      estimated_monthly: z.number(),
    })
    .nullable(),
  resource_type: z.object({ name: z.string(), category: z.enum(RESOURCE_CATEGORIES) }).nullable(),
  /** What this module has cost the organization since its last activation. */
  accumulated_cost: z.number(),
  hours_billed: z.number().int(),
});
export type ModulePricingDto = z.infer<typeof modulePricing>;
