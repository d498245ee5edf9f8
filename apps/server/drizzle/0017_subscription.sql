ALTER TYPE "public"."payment_purpose" ADD VALUE 'subscription';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "covers_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "covers_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pdf_documents" ADD COLUMN "by_subscription" boolean DEFAULT false NOT NULL;