CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "permissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_system_role" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor_id" integer,
	"actor_email" text,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"organization_id" integer,
	"ip" "inet",
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_permissions_permission_idx" ON "role_permissions" USING btree ("permission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_key" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_organization_idx" ON "audit_log" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
-- The permission catalog and the system roles with their fixed sets (contract/permissions.ts).
INSERT INTO "permissions" ("name", "description") VALUES
  ('dashboard:view', 'View dashboard'),
  ('agents:read', 'View agents'),
  ('agents:create', 'Create agents'),
  ('agents:update', 'Edit agents'),
  ('agents:delete', 'Delete agents'),
  ('agents:chat', 'Chat with agents'),
  ('system_agent:manage', 'Manage system agent'),
  ('providers:read', 'View providers'),
  ('providers:create', 'Create providers'),
  ('providers:update', 'Edit providers'),
  ('providers:delete', 'Delete providers'),
  ('tokens:read', 'View tokens'),
  ('tokens:create', 'Create tokens'),
  ('tokens:update', 'Edit tokens'),
  ('tokens:delete', 'Delete tokens'),
  ('whatsapp:read', 'View whatsapp'),
  ('whatsapp:send', 'Send messages on whatsapp'),
  ('whatsapp:configure', 'Configure whatsapp'),
  ('whatsapp:templates', 'Manage templates of whatsapp'),
  ('integrations:read', 'View integrations'),
  ('integrations:create', 'Create integrations'),
  ('integrations:update', 'Edit integrations'),
  ('integrations:delete', 'Delete integrations'),
  ('modules:read', 'View modules'),
  ('modules:activate', 'Activate and deactivate modules'),
  ('routines:read', 'View routines'),
  ('routines:create', 'Create routines'),
  ('routines:update', 'Edit routines'),
  ('routines:delete', 'Delete routines'),
  ('routines:execute', 'Run routines'),
  ('organization:read', 'View organization'),
  ('organization:update', 'Edit organization'),
  ('organization:manage_users', 'Manage the users of organization'),
  ('organizations:read', 'View organizations'),
  ('organizations:create', 'Create organizations'),
  ('organizations:update', 'Edit organizations'),
  ('organizations:suspend', 'Suspend and reactivate organizations'),
  ('credits:read', 'View credits'),
  ('credits:admin', 'Administer credits'),
  ('users:read', 'View users'),
  ('users:create', 'Create users'),
  ('users:update', 'Edit users'),
  ('users:suspend', 'Suspend and reactivate users'),
  ('users:move', 'Move between organizations: users'),
  ('users:impersonate', 'Impersonate users'),
  ('roles:read', 'View roles'),
  ('roles:create', 'Create roles'),
  ('roles:update', 'Edit roles'),
  ('roles:delete', 'Delete roles'),
  ('resources:read', 'View resources'),
  ('resources:create', 'Create resources'),
  ('resources:update', 'Edit resources'),
  ('usage:read', 'View usage'),
  ('usage:export', 'Export usage'),
  ('finance:read', 'View finance'),
  ('finance:create', 'Create finance'),
  ('finance:update', 'Edit finance'),
  ('finance:delete', 'Delete finance'),
  ('kanban:read', 'View kanban'),
  ('kanban:create', 'Create kanban'),
  ('kanban:update', 'Edit kanban'),
  ('kanban:delete', 'Delete kanban'),
  ('admin:dashboard', 'See the dashboard of admin'),
  ('audit:read', 'View audit'),
  ('profile:read', 'View profile'),
  ('profile:update', 'Edit profile');
--> statement-breakpoint
INSERT INTO "roles" ("name", "description", "is_system_role") VALUES
  ('super_admin', 'Platform super administrator: every permission', true),
  ('admin', 'Organization administrator', true),
  ('user', 'Organization member', true),
  ('sub_user', 'Restricted member', true);
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
  SELECT r.id, p.id FROM "roles" r, "permissions" p
  WHERE r.name = 'super_admin' AND p.name IN ('dashboard:view', 'agents:read', 'agents:create', 'agents:update', 'agents:delete', 'agents:chat', 'system_agent:manage', 'providers:read', 'providers:create', 'providers:update', 'providers:delete', 'tokens:read', 'tokens:create', 'tokens:update', 'tokens:delete', 'whatsapp:read', 'whatsapp:send', 'whatsapp:configure', 'whatsapp:templates', 'integrations:read', 'integrations:create', 'integrations:update', 'integrations:delete', 'modules:read', 'modules:activate', 'routines:read', 'routines:create', 'routines:update', 'routines:delete', 'routines:execute', 'organization:read', 'organization:update', 'organization:manage_users', 'organizations:read', 'organizations:create', 'organizations:update', 'organizations:suspend', 'credits:read', 'credits:admin', 'users:read', 'users:create', 'users:update', 'users:suspend', 'users:move', 'users:impersonate', 'roles:read', 'roles:create', 'roles:update', 'roles:delete', 'resources:read', 'resources:create', 'resources:update', 'usage:read', 'usage:export', 'finance:read', 'finance:create', 'finance:update', 'finance:delete', 'kanban:read', 'kanban:create', 'kanban:update', 'kanban:delete', 'admin:dashboard', 'audit:read', 'profile:read', 'profile:update');
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
  SELECT r.id, p.id FROM "roles" r, "permissions" p
  WHERE r.name = 'admin' AND p.name IN ('dashboard:view', 'agents:read', 'agents:create', 'agents:update', 'agents:delete', 'agents:chat', 'providers:read', 'providers:create', 'providers:update', 'providers:delete', 'tokens:read', 'tokens:create', 'tokens:update', 'tokens:delete', 'whatsapp:read', 'whatsapp:send', 'whatsapp:configure', 'whatsapp:templates', 'integrations:read', 'integrations:create', 'integrations:update', 'integrations:delete', 'modules:read', 'modules:activate', 'routines:read', 'routines:create', 'routines:update', 'routines:delete', 'routines:execute', 'organization:read', 'organization:update', 'organization:manage_users', 'credits:read', 'users:read', 'users:create', 'users:update', 'users:suspend', 'users:impersonate', 'roles:read', 'resources:read', 'usage:read', 'usage:export', 'finance:read', 'finance:create', 'finance:update', 'finance:delete', 'kanban:read', 'kanban:create', 'kanban:update', 'kanban:delete', 'admin:dashboard', 'profile:read', 'profile:update');
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
  SELECT r.id, p.id FROM "roles" r, "permissions" p
  WHERE r.name = 'user' AND p.name IN ('dashboard:view', 'agents:read', 'agents:create', 'agents:update', 'agents:delete', 'agents:chat', 'tokens:read', 'tokens:create', 'tokens:update', 'tokens:delete', 'whatsapp:read', 'whatsapp:send', 'whatsapp:configure', 'whatsapp:templates', 'integrations:read', 'integrations:create', 'integrations:update', 'integrations:delete', 'modules:read', 'modules:activate', 'routines:read', 'routines:create', 'routines:update', 'routines:delete', 'routines:execute', 'organization:read', 'credits:read', 'usage:read', 'usage:export', 'finance:read', 'finance:create', 'finance:update', 'finance:delete', 'kanban:read', 'kanban:create', 'kanban:update', 'kanban:delete', 'profile:read', 'profile:update');
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
  SELECT r.id, p.id FROM "roles" r, "permissions" p
  WHERE r.name = 'sub_user' AND p.name IN ('dashboard:view', 'agents:read', 'agents:chat', 'tokens:read', 'whatsapp:read', 'integrations:read', 'modules:read', 'routines:read', 'organization:read', 'credits:read', 'usage:read', 'finance:read', 'finance:create', 'finance:update', 'finance:delete', 'kanban:read', 'kanban:create', 'kanban:update', 'kanban:delete', 'profile:read', 'profile:update');
--> statement-breakpoint
UPDATE "users" SET "role_id" = (SELECT "id" FROM "roles" WHERE "roles"."name" = "users"."user_type");
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role_id" SET NOT NULL;
--> statement-breakpoint
-- The audit log is append-only.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
-- A role's permissions changed: every instance drops the callers holding it (server/core/caller-cache.ts).
CREATE OR REPLACE FUNCTION notify_role_changed() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'roles' THEN
    PERFORM pg_notify('caller_changed', 'r:' || OLD.id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('caller_changed', 'r:' || OLD.role_id);
  ELSE
    PERFORM pg_notify('caller_changed', 'r:' || NEW.role_id);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER roles_notify_changed AFTER UPDATE OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION notify_role_changed();
--> statement-breakpoint
CREATE TRIGGER role_permissions_notify_changed AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH ROW EXECUTE FUNCTION notify_role_changed();
