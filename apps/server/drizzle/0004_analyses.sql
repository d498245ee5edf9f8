CREATE TYPE "public"."analysis_kind" AS ENUM('ats_report', 'cv_quality', 'tailored_cv', 'generate_content', 'cv_upload', 'parse_resume');--> statement-breakpoint
CREATE TABLE "analyses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analyses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"kind" "analysis_kind" NOT NULL,
	"provider" varchar(20) NOT NULL,
	"fallback" boolean DEFAULT false NOT NULL,
	"score" smallint,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analyses" ADD CONSTRAINT "analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analyses_user_kind_idx" ON "analyses" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "analyses_created_at_idx" ON "analyses" USING btree ("created_at");