import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/schema';
import { roles } from '../roles/schema';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    full_name: text('full_name'),
    user_type: text('user_type', { enum: ['super_admin', 'admin', 'user', 'sub_user'] }).notNull().default('user'),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    parent_user_id: integer('parent_user_id').references((): AnyPgColumn => users.id),
    is_active: boolean('is_active').notNull().default(true),
    is_suspended: boolean('is_suspended').notNull().default(false),
    suspended_at: timestamp('suspended_at', { withTimezone: true }),
    language: text('language').notNull().default('pt-BR'),
    currency: text('currency').notNull().default('BRL'),
    timezone: text('timezone').notNull().default('America/Sao_Paulo'),
    last_login_at: timestamp('last_login_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_organization_id_idx').on(t.organization_id),
    index('users_role_id_idx').on(t.role_id),
  ],
);

export type User = typeof users.$inferSelect;
