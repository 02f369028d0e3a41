DROP INDEX "resource_usage_organization_idx";--> statement-breakpoint
DROP INDEX "resource_usage_created_idx";--> statement-breakpoint
CREATE INDEX "resource_usage_organization_created_idx" ON "resource_usage" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resource_usage_created_id_idx" ON "resource_usage" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);