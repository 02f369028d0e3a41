import { bigserial, boolean, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { agents } from '../agents/schema';
import { organizations } from '../organizations/schema';
import { users } from '../users/schema';

/** A conversation of a user with an agent. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: serial('id').primaryKey(),
    session_id: uuid('session_id').notNull().default(sql`gen_random_uuid()`).unique(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    agent_id: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    message_count: integer('message_count').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_sessions_agent_idx').on(t.organization_id, t.agent_id, t.updated_at.desc())],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    session_id: integer('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    tokens_used: integer('tokens_used').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_session_idx').on(t.session_id, t.id)],
);

export type ChatSession = typeof chatSessions.$inferSelect;
