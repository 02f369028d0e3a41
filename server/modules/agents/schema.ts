import { boolean, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/schema';
import { providers } from '../providers/schema';

/** An AI agent of an organization. A replica (`base_template_id`) takes every field but its name from its template. */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    provider_id: integer('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    model_name: text('model_name').notNull(),
    personality: text('personality'),
    ethics: text('ethics'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    temperature: doublePrecision('temperature').notNull().default(0.7),
    max_tokens: integer('max_tokens').notNull().default(1024),
    system_prompt: text('system_prompt'),
    is_active: boolean('is_active').notNull().default(true),
    is_base_template: boolean('is_base_template').notNull().default(false),
    base_template_id: integer('base_template_id').references((): AnyPgColumn => agents.id, { onDelete: 'restrict' }),
    /** The organization's system agent (a replica of the platform's system agent template). */
    is_system_agent: boolean('is_system_agent').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agents_organization_idx').on(t.organization_id, t.created_at), index('agents_template_idx').on(t.base_template_id)],
);

export type Agent = typeof agents.$inferSelect;
