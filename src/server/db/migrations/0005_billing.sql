CREATE TYPE "public"."billing_interval" AS ENUM('monthly', 'yearly');--> statement-breakpoint
CREATE TYPE "public"."billing_provider" AS ENUM('local', 'paddle');--> statement-breakpoint
CREATE TYPE "public"."billing_transaction_status" AS ENUM('completed', 'declined');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trialing', 'active', 'past_due', 'canceled');--> statement-breakpoint
CREATE TABLE "billing_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" "billing_provider" NOT NULL,
	"status" "billing_transaction_status" NOT NULL,
	"price_id" text NOT NULL,
	"customer_email" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"card_last4" text,
	"kind" text DEFAULT 'checkout' NOT NULL,
	"clinic_id" uuid,
	"provider_subscription_id" text,
	"claimed_at" timestamp with time zone,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" "billing_provider" NOT NULL,
	"event_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"provider_subscription_id" text,
	"provider_transaction_id" text,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"interval" "billing_interval" NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"provider" "billing_provider" NOT NULL,
	"provider_subscription_id" text,
	"plan_id" text NOT NULL,
	"price_id" text NOT NULL,
	"interval" "billing_interval" NOT NULL,
	"status" "subscription_status" NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"add_ons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_event_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_transactions" ADD CONSTRAINT "billing_transactions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_transactions_clinic_idx" ON "billing_transactions" USING btree ("clinic_id","occurred_at");--> statement-breakpoint
CREATE INDEX "billing_webhook_events_subscription_idx" ON "billing_webhook_events" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE INDEX "billing_webhook_events_transaction_idx" ON "billing_webhook_events" USING btree ("provider_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_prices_plan_interval_key" ON "plan_prices" USING btree ("plan_id","interval");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_clinic_key" ON "subscriptions" USING btree ("clinic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_key" ON "subscriptions" USING btree ("provider_subscription_id");--> statement-breakpoint
-- The local provider's prices, as the plan catalogue (src/domain/plans.ts) states them; a test keeps them equal.
INSERT INTO "plan_prices" ("id", "plan_id", "interval", "amount_minor", "currency") VALUES
	('local_solo_monthly', 'solo', 'monthly', 2499, 'USD'),
	('local_solo_yearly', 'solo', 'yearly', 24999, 'USD'),
	('local_team_monthly', 'team', 'monthly', 4999, 'USD'),
	('local_team_yearly', 'team', 'yearly', 49999, 'USD'),
	('local_clinic_monthly', 'clinic', 'monthly', 8999, 'USD'),
	('local_clinic_yearly', 'clinic', 'yearly', 89999, 'USD');
