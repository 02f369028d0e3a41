CREATE TYPE "public"."organization_plan" AS ENUM('free', 'basic', 'premium', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."credit_transaction_type" AS ENUM('credit', 'debit', 'refund', 'adjustment');--> statement-breakpoint
CREATE TYPE "public"."billing_model" AS ENUM('per_token', 'per_use', 'per_hour', 'per_unit');--> statement-breakpoint
CREATE TYPE "public"."price_currency" AS ENUM('USD', 'BRL', 'EUR', 'GBP');--> statement-breakpoint
CREATE TYPE "public"."resource_category" AS ENUM('AI', 'Messaging', 'Storage', 'Computing', 'Other');--> statement-breakpoint
CREATE TYPE "public"."usage_status" AS ENUM('reserved', 'completed', 'failed', 'refunded');--> statement-breakpoint
CREATE TABLE "credit_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"transaction_type" "credit_transaction_type" NOT NULL,
	"amount_micros" bigint NOT NULL,
	"balance_after_micros" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text,
	"payment_method" text,
	"notes" text,
	"resource_usage_id" bigint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"rate_micros" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "resource_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"resource_type_id" integer NOT NULL,
	"plan_type" "organization_plan",
	"unit_price_micros" bigint NOT NULL,
	"currency" "price_currency" DEFAULT 'USD' NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"category" "resource_category" DEFAULT 'AI' NOT NULL,
	"billing_model" "billing_model" DEFAULT 'per_token' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"custom_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_usage" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer,
	"resource_type_id" integer NOT NULL,
	"status" "usage_status" DEFAULT 'reserved' NOT NULL,
	"quantity_micros" bigint DEFAULT 0 NOT NULL,
	"unit_price_micros" bigint DEFAULT 0 NOT NULL,
	"price_currency" "price_currency" DEFAULT 'USD' NOT NULL,
	"reserved_micros" bigint DEFAULT 0 NOT NULL,
	"total_cost_micros" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"description" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" text,
	"color" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"resource_type_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_modules" (
	"organization_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	CONSTRAINT "organization_modules_organization_id_module_id_pk" PRIMARY KEY("organization_id","module_id")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "plan_type" "organization_plan" DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_transactions" ADD CONSTRAINT "credit_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_pricing" ADD CONSTRAINT "resource_pricing_resource_type_id_resource_types_id_fk" FOREIGN KEY ("resource_type_id") REFERENCES "public"."resource_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_usage" ADD CONSTRAINT "resource_usage_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_usage" ADD CONSTRAINT "resource_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_usage" ADD CONSTRAINT "resource_usage_resource_type_id_resource_types_id_fk" FOREIGN KEY ("resource_type_id") REFERENCES "public"."resource_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_resource_type_id_resource_types_id_fk" FOREIGN KEY ("resource_type_id") REFERENCES "public"."resource_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_modules" ADD CONSTRAINT "organization_modules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_modules" ADD CONSTRAINT "organization_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_transactions_organization_idx" ON "credit_transactions" USING btree ("organization_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_transactions_usage_idx" ON "credit_transactions" USING btree ("resource_usage_id");--> statement-breakpoint
CREATE INDEX "resource_pricing_lookup_idx" ON "resource_pricing" USING btree ("resource_type_id","plan_type","effective_from" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "resource_types_slug_key" ON "resource_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "resource_usage_organization_idx" ON "resource_usage" USING btree ("organization_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resource_usage_created_idx" ON "resource_usage" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resource_usage_user_idx" ON "resource_usage" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "resource_usage_idempotency_key" ON "resource_usage" USING btree ("organization_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "modules_slug_key" ON "modules" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_available_nonnegative" CHECK ("credit_accounts"."balance_micros" - "credit_accounts"."reserved_micros" >= 0);