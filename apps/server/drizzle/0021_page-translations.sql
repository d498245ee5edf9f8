ALTER TABLE "static_pages" ADD COLUMN "title_bn" varchar(200);--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "content_bn" text;--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "seo_title_bn" varchar(200);--> statement-breakpoint
ALTER TABLE "static_pages" ADD COLUMN "meta_description_bn" varchar(400);