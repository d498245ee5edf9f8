ALTER TABLE "outbox" ADD COLUMN "sealed_body" text;--> statement-breakpoint
-- Links in e-mails already delivered are of no more use to anyone reading the outbox.
UPDATE "outbox" SET "body" = regexp_replace("body", '([?&][A-Za-z_-]*(token|code|otp|password|secret|signature|key)=)[^[:space:]&#]+', '\1(hidden)', 'gi') WHERE "channel" = 'email' AND "status" = 'sent';
