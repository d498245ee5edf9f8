-- Issue 45: a CV's earlier versions, and the Trash a deleted CV waits in for 30 days.
CREATE TABLE "cv_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cv_id" uuid NOT NULL,
	"reason" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"template_id" integer,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cvs" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cv_versions" ADD CONSTRAINT "cv_versions_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_versions" ADD CONSTRAINT "cv_versions_template_id_cv_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."cv_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cv_versions_cv_created_idx" ON "cv_versions" USING btree ("cv_id","created_at");--> statement-breakpoint
CREATE INDEX "cvs_deleted_idx" ON "cvs" USING btree ("deleted_at") WHERE "cvs"."deleted_at" is not null;