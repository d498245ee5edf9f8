-- Refunds (issue 42): money given back on a payment, through its gateway or recorded by staff as
-- paid back outside it; a payment keeps the sum so far, never more than its amount.
-- An NFC order refunded before it was printed is Cancelled.
ALTER TYPE "public"."nfc_order_status" ADD VALUE 'Cancelled';--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_poisha" integer NOT NULL,
	"reason" text NOT NULL,
	"way" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"gateway_refund_id" varchar(100),
	"withdrew" varchar(40),
	"staff_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_poisha" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_poisha" BETWEEN 0 AND "payments"."amount_poisha");