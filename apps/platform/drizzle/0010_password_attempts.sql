CREATE TABLE "password_attempts" (
	"customer_id" integer NOT NULL,
	"secret" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_attempts_customer_id_secret_pk" PRIMARY KEY("customer_id","secret"),
	CONSTRAINT "password_attempts_secret" CHECK ("password_attempts"."secret" in ('payment', 'login'))
);
--> statement-breakpoint
-- The payment password's counts and locks carry over (added by hand to drizzle-kit's output).
INSERT INTO "password_attempts" ("customer_id", "secret", "failures", "locked_until", "updated_at") SELECT "customer_id", 'payment', "failures", "locked_until", "updated_at" FROM "payment_password_attempts";--> statement-breakpoint
DROP TABLE "payment_password_attempts" CASCADE;--> statement-breakpoint
ALTER TABLE "password_attempts" ADD CONSTRAINT "password_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;