CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"register_ip" text,
	"flag" text,
	"first_deposit_at" timestamp with time zone,
	"first_deposit_amount" numeric(18, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_flag" CHECK ("referrals"."flag" is null or "referrals"."flag" in ('duplicate', 'failed')),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."invitee_id"),
	CONSTRAINT "referrals_deposit_positive" CHECK ("referrals"."first_deposit_amount" is null or "referrals"."first_deposit_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sent_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"send_type" text NOT NULL,
	"reply_to_id" integer,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_messages_send_type" CHECK ("sent_messages"."send_type" in ('service', 'upline', 'downline')),
	CONSTRAINT "sent_messages_recipients" CHECK ("sent_messages"."recipient_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_message_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_customers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_customers_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_messages" ADD CONSTRAINT "sent_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_messages" ADD CONSTRAINT "sent_messages_reply_to_id_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_invitee" ON "referrals" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_created" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "sent_messages_customer_created" ON "sent_messages" USING btree ("customer_id","created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_customers_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sent_message_id_sent_messages_id_fk" FOREIGN KEY ("sent_message_id") REFERENCES "public"."sent_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_customer_created" ON "messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_sent_message" ON "messages" USING btree ("sent_message_id");