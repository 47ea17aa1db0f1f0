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
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"from_member" boolean NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_text_check" CHECK (char_length("chat_messages"."text") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "chat_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"customer_id" integer NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_rooms_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "feedback_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"mime" text NOT NULL,
	"data" text NOT NULL,
	CONSTRAINT "feedback_images_mime_check" CHECK ("feedback_images"."mime" in ('image/png', 'image/jpeg'))
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"type" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedbacks_type_check" CHECK ("feedbacks"."type" in (0, 1, 2, 3, 4, 6)),
	CONSTRAINT "feedbacks_content_check" CHECK (char_length("feedbacks"."content") between 1 and 140)
);
--> statement-breakpoint
CREATE TABLE "mission_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"milestone_id" integer NOT NULL,
	"bonus_amount" numeric(18, 2) NOT NULL,
	"point_amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mission_milestones" (
	"id" serial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"condition" text NOT NULL,
	"target" numeric(18, 2) NOT NULL,
	"bonus_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"point_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "mission_milestones_condition" CHECK ("mission_milestones"."condition" in ('VALID_BET', 'DEPOSIT_AMOUNT', 'BET_COUNT', 'PROFIT_MULTIPLIER')),
	CONSTRAINT "mission_milestones_target" CHECK ("mission_milestones"."target" > 0)
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"rank_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_period" CHECK ("missions"."end_at" > "missions"."start_at")
);
--> statement-breakpoint
CREATE TABLE "newbie_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"requires" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newbie_rewards_amount" CHECK ("newbie_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"points" numeric(18, 2) NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_movements_kind" CHECK ("point_movements"."kind" in ('REDEEM', 'CONVERT', 'REFUND', 'MISSION')),
	CONSTRAINT "point_movements_nonzero" CHECK ("point_movements"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"quantity" integer NOT NULL,
	"redeem_type" text NOT NULL,
	"points" numeric(18, 2) NOT NULL,
	"money" numeric(18, 2) DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'P' NOT NULL,
	"delivery" jsonb NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_redemptions_quantity" CHECK ("point_redemptions"."quantity" >= 1),
	CONSTRAINT "point_redemptions_status" CHECK ("point_redemptions"."status" in ('P', 'R', 'A')),
	CONSTRAINT "point_redemptions_type" CHECK ("point_redemptions"."redeem_type" in ('P', 'PM'))
);
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"type" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"price" numeric(18, 2),
	"mp_point_amount" numeric(18, 2),
	"mp_money_amount" numeric(18, 2),
	"inventory" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rewards_inventory" CHECK ("point_rewards"."inventory" >= 0),
	CONSTRAINT "point_rewards_type" CHECK ("point_rewards"."type" in (1, 2, 3)),
	CONSTRAINT "point_rewards_priced" CHECK ("point_rewards"."price" is not null or ("point_rewards"."mp_point_amount" is not null and "point_rewards"."mp_money_amount" is not null))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_amount" CHECK ("promo_codes"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "promotion_applications_status" CHECK ("promotion_applications"."status" in ('applying', 'rejected', 'issued', 'claimed'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"category" text NOT NULL,
	"promotion_type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"bonus" numeric(18, 2) DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_period" CHECK ("promotions"."end_at" > "promotions"."start_at"),
	CONSTRAINT "promotions_bonus_not_negative" CHECK ("promotions"."bonus" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rescue_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"min_loss" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "rescue_tiers_amounts" CHECK ("rescue_tiers"."min_loss" > 0 and "rescue_tiers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"claim_key" text NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_claims_amount" CHECK ("reward_claims"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"ticket_type" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"prize" text,
	"amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"product_name" text,
	CONSTRAINT "reward_tickets_type" CHECK ("reward_tickets"."ticket_type" in ('GOLDEN_EGG', 'RAFFLE', 'PRIZE_WHEEL', 'CASH_VOUCHER', 'GIFT_CODE'))
);
--> statement-breakpoint
CREATE TABLE "sign_in_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"day_no" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"deposit_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	CONSTRAINT "sign_in_days_day_no" CHECK ("sign_in_days"."day_no" between 1 and 7),
	CONSTRAINT "sign_in_days_amount" CHECK ("sign_in_days"."amount" > 0 and "sign_in_days"."deposit_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sender_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_message_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_customers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_customers_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_messages" ADD CONSTRAINT "sent_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_messages" ADD CONSTRAINT "sent_messages_reply_to_id_messages_id_fk" FOREIGN KEY ("reply_to_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_room_id_chat_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_milestone_id_mission_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."mission_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_milestones" ADD CONSTRAINT "mission_milestones_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newbie_rewards" ADD CONSTRAINT "newbie_rewards_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_movements" ADD CONSTRAINT "point_movements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_tiers" ADD CONSTRAINT "rescue_tiers_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_tickets" ADD CONSTRAINT "reward_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_days" ADD CONSTRAINT "sign_in_days_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_invitee" ON "referrals" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_created" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "sent_messages_customer_created" ON "sent_messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_room_idx" ON "chat_messages" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "chat_rooms_customer_idx" ON "chat_rooms" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "feedback_images_feedback_idx" ON "feedback_images" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "feedbacks_customer_idx" ON "feedbacks" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_claims_once" ON "mission_claims" USING btree ("customer_id","milestone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_milestones_sort" ON "mission_milestones" USING btree ("mission_id","sort");--> statement-breakpoint
CREATE INDEX "missions_merchant_period" ON "missions" USING btree ("merchant_code","end_at");--> statement-breakpoint
CREATE INDEX "newbie_rewards_merchant" ON "newbie_rewards" USING btree ("merchant_code","sort");--> statement-breakpoint
CREATE INDEX "point_movements_customer" ON "point_movements" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_movements_once" ON "point_movements" USING btree ("customer_id","kind","reference");--> statement-breakpoint
CREATE INDEX "point_redemptions_customer" ON "point_redemptions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "point_rewards_merchant" ON "point_rewards" USING btree ("merchant_code","type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code" ON "promo_codes" USING btree ("merchant_code","code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_once" ON "promotion_applications" USING btree ("customer_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotions_merchant" ON "promotions" USING btree ("merchant_code","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "rescue_tiers_min" ON "rescue_tiers" USING btree ("merchant_code","min_loss");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_once" ON "reward_claims" USING btree ("customer_id","kind","claim_key");--> statement-breakpoint
CREATE INDEX "reward_claims_history" ON "reward_claims" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_tickets_customer" ON "reward_tickets" USING btree ("customer_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_days_day" ON "sign_in_days" USING btree ("merchant_code","day_no");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_customers_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sent_message_id_sent_messages_id_fk" FOREIGN KEY ("sent_message_id") REFERENCES "public"."sent_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_customer_created" ON "messages" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_sent_message" ON "messages" USING btree ("sent_message_id");