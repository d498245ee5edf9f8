ALTER TABLE "nfc_order_events" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "nfc_orders" ALTER COLUMN "status" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "nfc_orders" ALTER COLUMN "status" SET DEFAULT 'Pending Payment'::text;--> statement-breakpoint
DROP TYPE "public"."nfc_order_status";--> statement-breakpoint
CREATE TYPE "public"."nfc_order_status" AS ENUM('Pending Payment', 'Paid', 'Accepted', 'Printing', 'Courier Booking', 'Handed Over to Courier');--> statement-breakpoint
ALTER TABLE "nfc_order_events" ALTER COLUMN "status" SET DATA TYPE "public"."nfc_order_status" USING "status"::"public"."nfc_order_status";--> statement-breakpoint
ALTER TABLE "nfc_orders" ALTER COLUMN "status" SET DEFAULT 'Pending Payment'::"public"."nfc_order_status";--> statement-breakpoint
ALTER TABLE "nfc_orders" ALTER COLUMN "status" SET DATA TYPE "public"."nfc_order_status" USING "status"::"public"."nfc_order_status";