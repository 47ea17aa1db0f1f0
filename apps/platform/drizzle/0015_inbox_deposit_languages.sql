-- Inbox messages and the deposit page's channel and promotion names become one text per language
-- ({ "EN": …, "TY": … }). A text written before holds the language every merchant had first, English.
ALTER TABLE "messages" ALTER COLUMN "sender_name" SET DATA TYPE jsonb USING jsonb_build_object('EN', "sender_name");--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "subject" SET DATA TYPE jsonb USING jsonb_build_object('EN', "subject");--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('EN', "content");--> statement-breakpoint
ALTER TABLE "deposit_channels" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('EN', "name");--> statement-breakpoint
ALTER TABLE "deposit_promotions" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('EN', "name");
