-- The ledger is append-only: corrections are new rows (refunds, adjustments), never edits.
CREATE OR REPLACE FUNCTION credit_transactions_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'credit_transactions is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER credit_transactions_no_update BEFORE UPDATE OR DELETE ON credit_transactions
  FOR EACH ROW EXECUTE FUNCTION credit_transactions_append_only();
--> statement-breakpoint
-- Balances that predate the ledger enter it as one adjustment, so balance = sum of the ledger holds.
INSERT INTO credit_transactions (organization_id, transaction_type, amount_micros, balance_after_micros, currency, description)
SELECT organization_id, 'adjustment', balance_micros, balance_micros, currency, 'Opening balance'
FROM credit_accounts WHERE balance_micros <> 0;
--> statement-breakpoint
INSERT INTO credit_accounts (organization_id)
SELECT id FROM organizations ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO exchange_rates (currency, rate_micros) VALUES
  ('USD', 1000000), ('BRL', 5200000), ('EUR', 920000), ('GBP', 790000);
--> statement-breakpoint
INSERT INTO resource_types (name, slug, description, category, billing_model) VALUES
  ('LLM tokens', 'llm-tokens', 'Prompt and completion tokens of agent chats', 'AI', 'per_token'),
  ('WhatsApp message', 'whatsapp-message', 'A message sent through the WhatsApp Business inbox', 'Messaging', 'per_use'),
  ('Routine execution', 'routine-execution', 'One run of a scheduled routine', 'Computing', 'per_use'),
  ('Module hour', 'module-hour', 'One hour of an active pay-as-you-go module', 'Computing', 'per_hour');
--> statement-breakpoint
INSERT INTO resource_pricing (resource_type_id, plan_type, unit_price_micros, currency, effective_from)
SELECT id, NULL, price, 'USD', '2020-01-01T00:00:00Z'
FROM resource_types JOIN (VALUES ('llm-tokens', 2), ('whatsapp-message', 10000), ('routine-execution', 1000), ('module-hour', 10000)) AS p(slug, price) USING (slug);
--> statement-breakpoint
INSERT INTO modules (slug, name, description, icon, color, is_default, resource_type_id, sort_order)
SELECT m.slug, m.name, m.description, m.icon, m.color, m.is_default, CASE WHEN m.is_default THEN NULL ELSE (SELECT id FROM resource_types WHERE slug = 'module-hour') END, m.sort_order
FROM (VALUES
  ('whatsapp', 'WhatsApp Business', 'Inbox, templates and replies to customers on WhatsApp', 'WhatsAppOutlined', '#25D366', false, 10),
  ('integrations', 'Integrations', 'Secrets, inbound webhooks and outbound APIs with call logs', 'ApiOutlined', '#1677ff', false, 20),
  ('routines', 'Routines', 'Scheduled and on-demand runs of agents', 'ScheduleOutlined', '#722ed1', false, 30),
  ('kanban', 'Kanban', 'Boards, columns and tasks synced in real time', 'ProjectOutlined', '#fa8c16', true, 40),
  ('finance', 'Finance', 'Bills to pay and to receive with a summary dashboard', 'DollarOutlined', '#52c41a', true, 50)
) AS m(slug, name, description, icon, color, is_default, sort_order);
