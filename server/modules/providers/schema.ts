import { boolean, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { PROVIDER_TYPES } from '../../../contract/providers';
import { organizations } from '../organizations/schema';

export const providerType = pgEnum('provider_type', PROVIDER_TYPES);

/** A language-model connection of an organization; a super admin's public one serves every organization. */
export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    display_name: text('display_name').notNull(),
    provider_type: providerType('provider_type').notNull(),
    base_url: text('base_url'),
    /** AES-256-GCM sealed (core/secret-box); never returned. */
    api_key_sealed: text('api_key_sealed'),
    is_active: boolean('is_active').notNull().default(true),
    is_public: boolean('is_public').notNull().default(false),
    allows_data_sharing: boolean('allows_data_sharing').notNull().default(false),
    available_models: jsonb('available_models').$type<string[]>().notNull().default([]),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('providers_organization_name_key').on(t.organization_id, t.name)],
);

export type Provider = typeof providers.$inferSelect;
