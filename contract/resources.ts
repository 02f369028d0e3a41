import { z } from 'zod';
import { BILLING_MODELS, CURRENCIES, PLAN_TYPES, PRICE_CURRENCIES, RESOURCE_CATEGORIES, USAGE_STATUSES, day, decimal, id, idText, paging } from './common';

export const resourceType = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  category: z.enum(RESOURCE_CATEGORIES),
  billing_model: z.enum(BILLING_MODELS),
  is_active: z.boolean(),
  custom_metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type ResourceTypeDto = z.infer<typeof resourceType>;

/** custom_metadata arrives as a JSON object or as its text (the console edits it as text); anything else is a 400. */
const customMetadata = z.union([
  z.record(z.string(), z.unknown()),
  z.string().max(20_000).transform((text, ctx) => {
    if (!text.trim()) return {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'invalid_json_object' });
    return z.NEVER;
  }),
]);

const slug = z.string().trim().min(1).max(80).regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/);

export const resourceTypeCreateBody = z.object({
  name: z.string().trim().min(1).max(120),
  slug,
  description: z.string().trim().max(1000).optional().nullable(),
  category: z.enum(RESOURCE_CATEGORIES).default('AI'),
  billing_model: z.enum(BILLING_MODELS).default('per_token'),
  is_active: z.boolean().default(true),
  custom_metadata: customMetadata.optional().nullable(),
});
export const resourceTypeUpdateBody = z.strictObject({
  name: z.string().trim().min(1).max(120).optional(),
  slug: slug.optional(),
  description: z.string().trim().max(1000).optional().nullable(),
  category: z.enum(RESOURCE_CATEGORIES).optional(),
  billing_model: z.enum(BILLING_MODELS).optional(),
  is_active: z.boolean().optional(),
  custom_metadata: customMetadata.optional().nullable(),
});
export const resourceTypeListQuery = z.object({
  ...paging,
  q: z.string().max(200).optional(),
  category: z.enum(RESOURCE_CATEGORIES).optional(),
  is_active: z.enum(['true', 'false']).optional(),
});

/** A price of a resource type for one plan (null: the default price), in force from `effective_from`. */
export const resourcePricing = z.object({
  id: z.number().int(),
  resource_type_id: z.number().int(),
  resource_type: z.object({ name: z.string(), slug: z.string(), billing_model: z.enum(BILLING_MODELS) }),
  plan_type: z.enum(PLAN_TYPES).nullable(),
  unit_price: z.number(),
  currency: z.enum(PRICE_CURRENCIES),
  effective_from: z.string(),
  created_at: z.string(),
});
export type ResourcePricingDto = z.infer<typeof resourcePricing>;

/** '' and 'default' mean the default price, like null. */
const planType = z
  .union([z.enum(PLAN_TYPES), z.literal(''), z.literal('default'), z.null()])
  .transform((plan) => (plan === '' || plan === 'default' ? null : plan));
const unitPrice = decimal(6, { min: 0, max: 1_000_000 });

export const pricingCreateBody = z.object({
  resource_type_id: id,
  plan_type: planType.optional(),
  unit_price: unitPrice,
  currency: z.enum(PRICE_CURRENCIES).default('USD'),
  effective_from: z.iso.datetime({ offset: true }).or(day).optional(),
});
export const pricingUpdateBody = z.strictObject({
  resource_type_id: id.optional(),
  plan_type: planType.optional(),
  unit_price: unitPrice.optional(),
  currency: z.enum(PRICE_CURRENCIES).optional(),
  effective_from: z.iso.datetime({ offset: true }).or(day).optional(),
}).refine((body) => Object.keys(body).length > 0, { message: 'nothing_to_update' });
export const pricingListQuery = z.object({
  ...paging,
  resource_type_id: idText.optional(),
  plan_type: z.enum([...PLAN_TYPES, 'default']).optional(),
});

export const resourceUsage = z.object({
  id: z.number().int(),
  created_at: z.string(),
  resource_type: z.object({ id: z.number().int(), name: z.string(), billing_model: z.enum(BILLING_MODELS) }),
  user: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  organization: z.object({ id: z.number().int(), name: z.string() }),
  quantity: z.number(),
  total_cost: z.number(),
  currency: z.string(),
  status: z.enum(USAGE_STATUSES),
  description: z.string().nullable(),
});
export type ResourceUsageDto = z.infer<typeof resourceUsage>;

/** Filters shared by the usage list, report and export; dates are days in the caller's timezone, both inclusive. */
export const usageFilters = z.object({
  resource_type_id: idText.optional(),
  user_id: idText.optional(),
  organization_id: idText.optional().describe('Platform operators only; others always see their organization'),
  status: z.enum(USAGE_STATUSES).optional(),
  q: z.string().max(200).optional().describe('Searches the resource name and the user email'),
  start_date: day.optional(),
  end_date: day.optional(),
  target_currency: z.enum(CURRENCIES).optional(),
});
export const usageListQuery = usageFilters.extend(paging);

export const usageReport = z.object({
  currency: z.string(),
  total_cost: z.number(),
  total_quantity: z.number(),
  count: z.number().int(),
  by_resource: z.array(
    z.object({ resource_type_id: z.number().int(), name: z.string(), billing_model: z.enum(BILLING_MODELS), cost: z.number(), quantity: z.number(), count: z.number().int() }),
  ),
  by_day: z.array(z.object({ date: z.string(), cost: z.number(), count: z.number().int() })),
  by_organization: z.array(z.object({ organization_id: z.number().int(), name: z.string(), cost: z.number(), count: z.number().int() })),
});
export type UsageReportDto = z.infer<typeof usageReport>;
