-- Warnings and errors of the server log, kept for Log Management.
CREATE TYPE "public"."log_level" AS ENUM('warn', 'error', 'fatal');--> statement-breakpoint
CREATE TABLE "app_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"level" "log_level" NOT NULL,
	"message" text NOT NULL,
	"context" jsonb,
	"logged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "app_logs_logged_at_idx" ON "app_logs" USING btree ("logged_at");