-- API tokens, agents and providers are kept in memory for the chat path; each change is announced on
-- the same channel as callers (t: token, a: agent, p: provider), so every instance drops its copy at once.
CREATE TRIGGER api_tokens_notify_changed AFTER UPDATE OR DELETE ON api_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_caller_changed('t');
--> statement-breakpoint
CREATE TRIGGER agents_notify_changed AFTER UPDATE OR DELETE ON agents
  FOR EACH ROW EXECUTE FUNCTION notify_caller_changed('a');
--> statement-breakpoint
CREATE TRIGGER providers_notify_changed AFTER UPDATE OR DELETE ON providers
  FOR EACH ROW EXECUTE FUNCTION notify_caller_changed('p');
