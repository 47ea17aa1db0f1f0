CREATE TABLE "affiliate_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_links_type" CHECK ("affiliate_links"."type" in ('member', 'agent')),
	CONSTRAINT "affiliate_links_visits" CHECK ("affiliate_links"."visits" >= 0),
	CONSTRAINT "affiliate_links_code_format" CHECK ("affiliate_links"."code" ~ '^[A-Z0-9]{4,16}$')
);
--> statement-breakpoint
CREATE TABLE "team_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"rebate_rate" numeric(5, 2) DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"link_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_accounts_rate" CHECK ("team_accounts"."rebate_rate" >= 0 and "team_accounts"."rebate_rate" <= 100)
);
--> statement-breakpoint
ALTER TABLE "affiliate_links" ADD CONSTRAINT "affiliate_links_agent_id_customers_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_accounts" ADD CONSTRAINT "team_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_accounts" ADD CONSTRAINT "team_accounts_link_id_affiliate_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."affiliate_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_links_code" ON "affiliate_links" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE INDEX "affiliate_links_agent" ON "affiliate_links" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "team_accounts_link" ON "team_accounts" USING btree ("link_id");