ALTER TYPE "public"."password_link_purpose" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "user_agent" varchar(400);--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "ip" varchar(64);--> statement-breakpoint
ALTER TABLE "password_links" ADD COLUMN "new_email" varchar(255);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_key" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" varchar(5) DEFAULT 'en' NOT NULL;