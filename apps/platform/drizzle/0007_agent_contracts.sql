CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"period" text,
	"interval" text,
	"offered_tiers" jsonb,
	"offered_period" text,
	"offered_interval" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_contracts_kind" CHECK ("agent_contracts"."kind" in ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "agent_contracts_status" CHECK ("agent_contracts"."status" in ('P', 'E', 'V', 'A', 'R', 'C')),
	CONSTRAINT "agent_contracts_period" CHECK ("agent_contracts"."period" is null or "agent_contracts"."period" in ('daily', 'weekly', 'semimonthly', 'monthly')),
	CONSTRAINT "agent_contracts_interval" CHECK ("agent_contracts"."interval" is null or "agent_contracts"."interval" in ('H', 'BH')),
	CONSTRAINT "agent_contracts_offer_pending" CHECK (("agent_contracts"."status" in ('P', 'E')) = ("agent_contracts"."offered_tiers" is not null)),
	CONSTRAINT "agent_contracts_not_self" CHECK ("agent_contracts"."upline_id" is null or "agent_contracts"."upline_id" <> "agent_contracts"."downline_id")
);
--> statement-breakpoint
CREATE TABLE "contract_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"team_valid_bet" numeric(18, 2) NOT NULL,
	"team_net_loss" numeric(18, 2) NOT NULL,
	"active_members" integer NOT NULL,
	"rate" numeric(6, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"ledger_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_payouts_kind" CHECK ("contract_payouts"."kind" in ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "contract_payouts_amount" CHECK ("contract_payouts"."amount" > 0),
	CONSTRAINT "contract_payouts_window" CHECK ("contract_payouts"."window_end" > "contract_payouts"."window_start")
);
--> statement-breakpoint
CREATE TABLE "contract_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_records_action" CHECK ("contract_records"."action" in ('offer', 'change', 'terminate_request', 'accept', 'reject', 'terminate', 'ended_by_upline_rate'))
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_customers_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_customers_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_payouts" ADD CONSTRAINT "contract_payouts_ledger_id_wallet_transactions_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_records" ADD CONSTRAINT "contract_records_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_records" ADD CONSTRAINT "contract_records_actor_id_customers_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_downline_kind" ON "agent_contracts" USING btree ("downline_id","kind");--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_kind" ON "agent_contracts" USING btree ("upline_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_payouts_once" ON "contract_payouts" USING btree ("contract_id","window_start");--> statement-breakpoint
CREATE INDEX "contract_payouts_customer_kind" ON "contract_payouts" USING btree ("customer_id","kind","window_start");--> statement-breakpoint
CREATE INDEX "contract_records_contract" ON "contract_records" USING btree ("contract_id","id");