import { bigserial, index, inet, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from '../organizations/schema';
import { users } from '../users/schema';

/** Append-only record of security-relevant acts; a trigger refuses updates and deletes. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_email: text('actor_email'),
    target_type: text('target_type'),
    target_id: text('target_id'),
    target_label: text('target_label'),
    organization_id: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    ip: inet('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.created_at.desc()),
    index('audit_log_organization_idx').on(t.organization_id, t.created_at.desc()),
    index('audit_log_actor_idx').on(t.actor_id, t.created_at.desc()),
    index('audit_log_action_idx').on(t.action, t.created_at.desc()),
  ],
);
