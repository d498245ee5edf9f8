-- Saved views (issue 43): a staff member's named filters of a back-office list.
CREATE TABLE "saved_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"screen" varchar(30) NOT NULL,
	"name" varchar(60) NOT NULL,
	"query" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_unique" ON "saved_views" USING btree ("user_id","screen","name");