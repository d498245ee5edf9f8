-- Issue 46: how a V-Card is used (counts per day, no visitor kept past the day), NFC taps per
-- card, and contacts visitors leave for the card's owner.
CREATE TABLE "vcard_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vcard_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vcard_daily_stats" (
	"vcard_id" uuid NOT NULL,
	"day" date NOT NULL,
	"nfc_views" integer DEFAULT 0 NOT NULL,
	"qr_views" integer DEFAULT 0 NOT NULL,
	"link_views" integer DEFAULT 0 NOT NULL,
	"search_views" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vcard_daily_stats_vcard_id_day_pk" PRIMARY KEY("vcard_id","day")
);
--> statement-breakpoint
CREATE TABLE "vcard_tag_taps" (
	"order_id" uuid NOT NULL,
	"vcard_id" uuid NOT NULL,
	"day" date NOT NULL,
	"taps" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vcard_tag_taps_order_id_day_pk" PRIMARY KEY("order_id","day")
);
--> statement-breakpoint
CREATE TABLE "vcard_visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" char(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vcard_visitors" (
	"day" date NOT NULL,
	"visitor" char(64) NOT NULL,
	"vcard_id" uuid NOT NULL,
	"counted" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "vcard_visitors_day_visitor_vcard_id_pk" PRIMARY KEY("day","visitor","vcard_id")
);
--> statement-breakpoint
ALTER TABLE "vcard_contacts" ADD CONSTRAINT "vcard_contacts_vcard_id_vcards_id_fk" FOREIGN KEY ("vcard_id") REFERENCES "public"."vcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcard_daily_stats" ADD CONSTRAINT "vcard_daily_stats_vcard_id_vcards_id_fk" FOREIGN KEY ("vcard_id") REFERENCES "public"."vcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcard_tag_taps" ADD CONSTRAINT "vcard_tag_taps_order_id_nfc_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."nfc_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcard_tag_taps" ADD CONSTRAINT "vcard_tag_taps_vcard_id_vcards_id_fk" FOREIGN KEY ("vcard_id") REFERENCES "public"."vcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vcard_visitors" ADD CONSTRAINT "vcard_visitors_vcard_id_vcards_id_fk" FOREIGN KEY ("vcard_id") REFERENCES "public"."vcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vcard_contacts_vcard_created_idx" ON "vcard_contacts" USING btree ("vcard_id","created_at");--> statement-breakpoint
CREATE INDEX "vcard_tag_taps_vcard_idx" ON "vcard_tag_taps" USING btree ("vcard_id");--> statement-breakpoint
-- A tag not yet printed carries its own address, so its taps are told apart from other views.
UPDATE "nfc_orders" SET "vcard_url" = "vcard_url" || '?via=nfc&card=' || "code"
WHERE "status" IN ('Pending Payment', 'Paid', 'Accepted') AND position('?' in "vcard_url") = 0;
