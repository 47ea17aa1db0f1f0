-- Operator texts become one text per language ({ "EN": …, "TY": … }). A text written before holds
-- the language every merchant had first until now, English.
ALTER TABLE "announcements" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('EN', "title");--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('EN', "content");--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "image_url" SET DATA TYPE jsonb USING CASE WHEN "image_url" IS NULL THEN NULL ELSE jsonb_build_object('EN', "image_url") END;--> statement-breakpoint
ALTER TABLE "banners" ALTER COLUMN "url" SET DATA TYPE jsonb USING jsonb_build_object('EN', "url");--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('EN', "title");--> statement-breakpoint
ALTER TABLE "newbie_rewards" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('EN', "name");--> statement-breakpoint
ALTER TABLE "point_rewards" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('EN', "name");--> statement-breakpoint
ALTER TABLE "point_rewards" ALTER COLUMN "description" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "point_rewards" ALTER COLUMN "description" SET DATA TYPE jsonb USING jsonb_build_object('EN', "description");--> statement-breakpoint
ALTER TABLE "point_rewards" ALTER COLUMN "description" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "point_rewards" ALTER COLUMN "image" SET DATA TYPE jsonb USING jsonb_build_object('EN', "image");--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('EN', "title");--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "content" SET DATA TYPE jsonb USING jsonb_build_object('EN', "content");--> statement-breakpoint
ALTER TABLE "promotions" ALTER COLUMN "image_url" SET DATA TYPE jsonb USING CASE WHEN "image_url" IS NULL THEN NULL ELSE jsonb_build_object('EN', "image_url") END;--> statement-breakpoint
ALTER TABLE "reward_tickets" ALTER COLUMN "name" SET DATA TYPE jsonb USING jsonb_build_object('EN', "name");--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title" jsonb DEFAULT '{}'::jsonb NOT NULL;
