CREATE TABLE "bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"vassalage" text NOT NULL,
	"game_type" text NOT NULL,
	"bet_amount" numeric(18, 2) NOT NULL,
	"win_amount" numeric(18, 2) NOT NULL,
	"seed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"customer_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_customer_id_node_id_pk" PRIMARY KEY("customer_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_tickets" (
	"ticket" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"customer_id" integer,
	"session_token" text,
	"node_id" integer NOT NULL,
	"account_type" integer NOT NULL,
	"play_balance" numeric(18, 2),
	"language" text NOT NULL,
	"back_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"sender_name" text NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tickets" ADD CONSTRAINT "game_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tickets" ADD CONSTRAINT "game_tickets_session_token_sessions_token_fk" FOREIGN KEY ("session_token") REFERENCES "public"."sessions"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tickets" ADD CONSTRAINT "game_tickets_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bets_customer_created" ON "bets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "bets_customer_node" ON "bets" USING btree ("customer_id","node_id","id");--> statement-breakpoint
CREATE INDEX "favorites_customer_created" ON "favorites" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "game_tickets_expires" ON "game_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "messages_customer_read" ON "messages" USING btree ("customer_id","read_at");--> statement-breakpoint
CREATE INDEX "games_sort" ON "games" USING btree ("sort","node_id");--> statement-breakpoint
CREATE INDEX "games_type_sort" ON "games" USING btree ("game_type","sort","node_id");--> statement-breakpoint
CREATE INDEX "games_vendor_sort" ON "games" USING btree ("vassalage","sort","node_id");--> statement-breakpoint
CREATE INDEX "games_code" ON "games" USING btree ("game_code");