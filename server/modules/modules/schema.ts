import { boolean, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/schema';
import { resourceTypes } from '../resources/schema';

/** The catalog of pay-as-you-go modules (platform-wide). Default modules are on for everyone, free of charge. */
export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    icon: text('icon'),
    color: text('color'),
    is_default: boolean('is_default').notNull().default(false),
    /** What an active hour costs; none means free. */
    resource_type_id: integer('resource_type_id').references(() => resourceTypes.id, { onDelete: 'restrict' }),
    sort_order: integer('sort_order').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('modules_slug_key').on(t.slug)],
);

/** A module switched on (or off again) by an organization. */
export const organizationModules = pgTable(
  'organization_modules',
  {
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    module_id: integer('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    is_active: boolean('is_active').notNull().default(true),
    activated_at: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.organization_id, t.module_id] })],
);

export type Module = typeof modules.$inferSelect;
