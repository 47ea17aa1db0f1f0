CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"group_type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"promotion_type" text,
	"execution" text,
	"image_url" text,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"group_name" text NOT NULL,
	"url" text NOT NULL,
	"linkage_type" text NOT NULL,
	"linkage_target" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"key" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text NOT NULL,
	"is_agent" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"parent_id" integer,
	"mobile_num" text,
	"email" text,
	"balance" numeric(18, 2) DEFAULT 0 NOT NULL,
	"vip_rank_level" integer DEFAULT 0 NOT NULL,
	"vip_label_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" integer PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text NOT NULL,
	"is_hot" integer DEFAULT 0 NOT NULL,
	"support_play" integer DEFAULT 1 NOT NULL,
	"min_bet" numeric(18, 2) NOT NULL,
	"line_num" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"category_id" integer NOT NULL,
	"category_title" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"anchor" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"merchant_code" text NOT NULL,
	"username" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_attempts_merchant_code_username_pk" PRIMARY KEY("merchant_code","username")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"country_name" text NOT NULL,
	"currency" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"lang_list" text[] NOT NULL,
	"domains" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"whitelabel" jsonb NOT NULL,
	"register_rules" jsonb NOT NULL,
	"maintenance" jsonb NOT NULL,
	"customer_service" jsonb NOT NULL,
	"resources" jsonb NOT NULL,
	"domain_route" text[] NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"mobile_num" text NOT NULL,
	"purpose" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"vassalage" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"game_type" text NOT NULL,
	"game_category" text NOT NULL,
	"is_game" text,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"tx_type" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_name" text NOT NULL,
	"customer_name" text NOT NULL,
	"win_amount" numeric(18, 2) NOT NULL,
	"icon_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vassalage_vendors_vassalage_fk" FOREIGN KEY ("vassalage") REFERENCES "public"."vendors"("vassalage") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_game_type_game_types_code_fk" FOREIGN KEY ("game_type") REFERENCES "public"."game_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_merchant_username" ON "customers" USING btree ("merchant_code","username");--> statement-breakpoint
CREATE INDEX "customers_merchant_mobile" ON "customers" USING btree ("merchant_code","mobile_num");--> statement-breakpoint
CREATE INDEX "customers_parent" ON "customers" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "games_type_vendor" ON "games" USING btree ("game_type","vassalage","sort");--> statement-breakpoint
CREATE INDEX "games_hot" ON "games" USING btree ("is_hot");--> statement-breakpoint
CREATE INDEX "sessions_customer" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile" ON "sms_codes" USING btree ("merchant_code","mobile_num","created_at");--> statement-breakpoint
CREATE INDEX "wallet_tx_customer" ON "wallet_transactions" USING btree ("customer_id","created_at");