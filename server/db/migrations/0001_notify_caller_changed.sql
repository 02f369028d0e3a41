-- Every change to a user or an organization is announced, so each server instance can drop the
-- caller rows it keeps in memory at once (see server/core/caller-cache.ts).
CREATE OR REPLACE FUNCTION notify_caller_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('caller_changed', TG_ARGV[0] || ':' || OLD.id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_caller_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_caller_changed('u');
--> statement-breakpoint
CREATE TRIGGER organizations_notify_caller_changed AFTER UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION notify_caller_changed('o');
