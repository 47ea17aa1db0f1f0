CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"method_code" text NOT NULL,
	"flow" text NOT NULL,
	"vendor_id" text NOT NULL,
	"name" text NOT NULL,
	"min_amount" numeric(18, 2) NOT NULL,
	"max_amount" numeric(18, 2) NOT NULL,
	"fee_percent" numeric(6, 3) DEFAULT 0 NOT NULL,
	"fee_fixed" numeric(18, 2) DEFAULT 0 NOT NULL,
	"fee_min" numeric(18, 2) DEFAULT 0 NOT NULL,
	"fee_max" numeric(18, 2) DEFAULT 0 NOT NULL,
	"fix_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fix_amount_only" boolean DEFAULT false NOT NULL,
	"reimbursement_percentage" numeric(6, 3) DEFAULT 0 NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"receiver" jsonb,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"method_codes" text[] DEFAULT '{}' NOT NULL,
	"turnover_multiple" integer DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"customer_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_customer_id_key_pk" PRIMARY KEY("customer_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"balance_date" date NOT NULL,
	"category" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "red_envelopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendor_wallets" (
	"customer_id" integer NOT NULL,
	"account_type_id" integer NOT NULL,
	"balance" numeric(18, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "vendor_wallets_customer_id_account_type_id_pk" PRIMARY KEY("customer_id","account_type_id"),
	CONSTRAINT "vendor_wallets_balance_not_negative" CHECK ("vendor_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "withdraw_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"holder" text NOT NULL,
	"number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "account_type_id" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "wallet_maintenance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "valid_bet_amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "selection" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "odds" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "event_name" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "order_no" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "requested_amount" numeric(18, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "fee" numeric(18, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "bonus" numeric(18, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "channel_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "promotion_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "withdraw_account_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "receiver" jsonb;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "remark" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "confirmation" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "account_type_id" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_files" ADD CONSTRAINT "payment_files_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_sender_id_customers_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_envelopes" ADD CONSTRAINT "red_envelopes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallets" ADD CONSTRAINT "vendor_wallets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdraw_accounts" ADD CONSTRAINT "withdraw_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_once" ON "rebate_claims" USING btree ("customer_id","balance_date","category");--> statement-breakpoint
CREATE INDEX "red_envelopes_customer" ON "red_envelopes" USING btree ("customer_id","claimed_at");--> statement-breakpoint
CREATE INDEX "withdraw_accounts_customer" ON "withdraw_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "payment_orders_due" ON "payment_orders" USING btree ("status","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_orders_no" ON "payment_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "wallet_tx_reference" ON "wallet_transactions" USING btree ("reference");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_balance_not_negative" CHECK ("customers"."balance" >= 0);