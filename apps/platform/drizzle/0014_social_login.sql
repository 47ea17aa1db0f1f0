CREATE TABLE "social_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"merchant_code" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_sign_ins" (
	"state" text PRIMARY KEY NOT NULL,
	"browser_key_hash" text NOT NULL,
	"merchant_code" text NOT NULL,
	"provider" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"customer_id" integer,
	"return_origin" text NOT NULL,
	"subject" text,
	"email" text,
	"registration_ticket" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_sign_ins_registration_ticket_unique" UNIQUE("registration_ticket")
);
--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_sign_ins" ADD CONSTRAINT "social_sign_ins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_subject" ON "social_identities" USING btree ("merchant_code","provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_member_provider" ON "social_identities" USING btree ("customer_id","provider");--> statement-breakpoint
CREATE INDEX "social_sign_ins_expires" ON "social_sign_ins" USING btree ("expires_at");