-- A paid custom CV keeps what it tailored, so the same CV and job asked again is not paid twice.
ALTER TABLE "payments" ADD COLUMN "tailoring_key" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tailored_result" jsonb;--> statement-breakpoint
CREATE INDEX "payments_user_tailoring_idx" ON "payments" USING btree ("user_id","tailoring_key");