import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BILLING_MODELS, PRICE_CURRENCIES, RESOURCE_CATEGORIES, USAGE_STATUSES } from '../../../contract/constants';
import { organizationPlan, organizations } from '../organizations/schema';
import { users } from '../users/schema';

export const resourceCategory = pgEnum('resource_category', RESOURCE_CATEGORIES);
export const billingModel = pgEnum('billing_model', BILLING_MODELS);
export const priceCurrency = pgEnum('price_currency', PRICE_CURRENCIES);
export const usageStatus = pgEnum('usage_status', USAGE_STATUSES);

/** What can be billed. Platform-wide (no organization). */
export const resourceTypes = pgTable(
  'resource_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    category: resourceCategory('category').notNull().default('AI'),
    billing_model: billingModel('billing_model').notNull().default('per_token'),
    is_active: boolean('is_active').notNull().default(true),
    custom_metadata: jsonb('custom_metadata').$type<Record<string, unknown>>().notNull().default({}),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resource_types_slug_key').on(t.slug)],
);

/** A unit price of a resource type for a plan (null: the default price), in force from `effective_from`. */
export const resourcePricing = pgTable(
  'resource_pricing',
  {
    id: serial('id').primaryKey(),
    resource_type_id: integer('resource_type_id')
      .notNull()
      .references(() => resourceTypes.id, { onDelete: 'restrict' }),
    plan_type: organizationPlan('plan_type'),
    unit_price_micros: bigint('unit_price_micros', { mode: 'bigint' }).notNull(),
    currency: priceCurrency('currency').notNull().default('USD'),
    effective_from: timestamp('effective_from', { withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resource_pricing_lookup_idx').on(t.resource_type_id, t.plan_type, t.effective_from.desc())],
);

/**
 * One billable act: reserved before it runs, then completed (charged), failed (released) or refunded.
 * Quantities and costs are micro-units; the cost is in the organization account's currency.
 */
export const resourceUsage = pgTable(
  'resource_usage',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    resource_type_id: integer('resource_type_id')
      .notNull()
      .references(() => resourceTypes.id, { onDelete: 'restrict' }),
    status: usageStatus('status').notNull().default('reserved'),
    quantity_micros: bigint('quantity_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    unit_price_micros: bigint('unit_price_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    price_currency: priceCurrency('price_currency').notNull().default('USD'),
    reserved_micros: bigint('reserved_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    total_cost_micros: bigint('total_cost_micros', { mode: 'bigint' }).notNull().default(sql`0`),
    currency: text('currency').notNull(),
    description: text('description'),
    /** The API token an external call came with, so a token's monthly spend can be summed. */
    api_token_id: integer('api_token_id'),
    /** Makes an act billable once: a second usage with the same key is refused. */
    idempotency_key: text('idempotency_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settled_at: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('resource_usage_organization_created_idx').on(t.organization_id, t.created_at.desc(), t.id.desc()),
    index('resource_usage_created_id_idx').on(t.created_at.desc(), t.id.desc()),
    index('resource_usage_user_idx').on(t.user_id, t.created_at.desc()),
    uniqueIndex('resource_usage_idempotency_key').on(t.organization_id, t.idempotency_key),
    index('resource_usage_api_token_idx').on(t.api_token_id, t.created_at),
    // The few acts still reserved, for the sweep of those left behind.
    index('resource_usage_reserved_idx').on(t.created_at).where(sql`${t.status} = 'reserved'`),
  ],
);

export type ResourceType = typeof resourceTypes.$inferSelect;
export type ResourcePricing = typeof resourcePricing.$inferSelect;
export type ResourceUsage = typeof resourceUsage.$inferSelect;
