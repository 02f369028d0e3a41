CREATE TYPE "public"."provider_type" AS ENUM('openai', 'anthropic', 'gemini', 'mistral', 'ollama');--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"provider_type" "provider_type" NOT NULL,
	"base_url" text,
	"api_key_sealed" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"allows_data_sharing" boolean DEFAULT false NOT NULL,
	"available_models" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "providers_organization_name_key" ON "providers" USING btree ("organization_id","name");