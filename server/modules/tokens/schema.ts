import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from '../agents/schema';
import { organizations } from '../organizations/schema';
import { users } from '../users/schema';

/** A token for external access to agents; only its SHA-256 is stored, the value is shown once. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Bound to one agent; null: an admin token reaches every agent of the organization. */
    agent_id: integer('agent_id').references(() => agents.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    /** The first characters, so a user can tell tokens apart. */
    token_prefix: text('token_prefix').notNull(),
    is_admin_token: boolean('is_admin_token').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    /** Optional monthly spending limit in the organization's credit currency (micro-units). */
    monthly_limit_micros: bigint('monthly_limit_micros', { mode: 'bigint' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_tokens_hash_key').on(t.token_hash), index('api_tokens_organization_idx').on(t.organization_id, t.created_at)],
);

export type ApiToken = typeof apiTokens.$inferSelect;
