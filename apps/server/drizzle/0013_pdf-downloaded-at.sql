-- A paid PDF not yet downloaded is a credit on the user's dashboard. Records paid before
-- downloads were counted are taken as used, so no credit appears from the past.
ALTER TABLE "pdf_documents" ADD COLUMN "downloaded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "pdf_documents" SET "downloaded_at" = "paid_at" WHERE "status" = 'Paid';
