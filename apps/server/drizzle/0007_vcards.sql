CREATE TYPE "public"."vcard_template" AS ENUM('modern', 'minimal');--> statement-breakpoint
CREATE TABLE "vcards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"cv_id" uuid,
	"template" "vcard_template" DEFAULT 'modern' NOT NULL,
	"slug" varchar(60) NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vcards_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "vcards" ADD CONSTRAINT "vcards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcards" ADD CONSTRAINT "vcards_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vcards_slug_idx" ON "vcards" USING btree ("slug");