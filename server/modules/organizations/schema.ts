import { boolean, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PLAN_TYPES } from '../../../contract/constants';

export const organizationPlan = pgEnum('organization_plan', PLAN_TYPES);

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    plan_type: organizationPlan('plan_type').notNull().default('free'),
    is_active: boolean('is_active').notNull().default(true),
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_slug_key').on(t.slug)],
);

export type Organization = typeof organizations.$inferSelect;
