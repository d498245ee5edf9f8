-- Courier deliveries (issue 42): an NFC order's phone for the courier, its consignment and
-- tracking code, the courier's status, and where tracking takes it: Delivered or Returned.
ALTER TYPE "public"."nfc_order_status" ADD VALUE 'Delivered';--> statement-breakpoint
ALTER TYPE "public"."nfc_order_status" ADD VALUE 'Returned';--> statement-breakpoint
ALTER TABLE "nfc_orders" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "nfc_orders" ADD COLUMN "courier" varchar(30);--> statement-breakpoint
ALTER TABLE "nfc_orders" ADD COLUMN "consignment_id" varchar(40);--> statement-breakpoint
ALTER TABLE "nfc_orders" ADD COLUMN "tracking_code" varchar(40);--> statement-breakpoint
ALTER TABLE "nfc_orders" ADD COLUMN "courier_status" varchar(40);