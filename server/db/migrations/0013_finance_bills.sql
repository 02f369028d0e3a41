CREATE TYPE "public"."bill_kind" AS ENUM('to-pay', 'to-receive');--> statement-breakpoint
CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "bill_kind" NOT NULL,
	"description" text NOT NULL,
	"value_micros" bigint NOT NULL,
	"currency" text NOT NULL,
	"due_date" date NOT NULL,
	"notes" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_value_positive" CHECK ("bills"."value_micros" > 0),
	CONSTRAINT "bills_currency_known" CHECK ("bills"."currency" IN ('BRL', 'USD', 'EUR'))
);
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_owner_due_idx" ON "bills" USING btree ("user_id","kind","due_date");