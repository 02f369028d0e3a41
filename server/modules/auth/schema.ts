import { index, inet, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/schema';

/**
 * Opaque refresh tokens, stored only as SHA-256 hashes. Every refresh rotates the token inside its
 * family; presenting a token that was already used revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    family_expires_at: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    impersonated_by: integer('impersonated_by').references(() => users.id, { onDelete: 'cascade' }),
    user_agent: text('user_agent'),
    ip: inet('ip'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family_id), index('refresh_tokens_user_idx').on(t.user_id)],
);

/** Failed sign-in counters per email and per IP, shared by every server instance. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
});
