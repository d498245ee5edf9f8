-- A session a staff member opened as a user (Login as user) names them; it ends when they go.
ALTER TABLE "access_tokens" ADD COLUMN "impersonator_id" integer;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;