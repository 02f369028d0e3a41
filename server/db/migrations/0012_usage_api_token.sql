ALTER TABLE "resource_usage" ADD COLUMN "api_token_id" integer;--> statement-breakpoint
CREATE INDEX "resource_usage_api_token_idx" ON "resource_usage" USING btree ("api_token_id","created_at");