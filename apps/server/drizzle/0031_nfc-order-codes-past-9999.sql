-- NFC order codes: lpad cut the 10,000th order's number to four digits, whose code was then
-- taken; numbers past 9999 now keep all their digits (found by the admin-lists benchmark).
ALTER TABLE "nfc_orders" ALTER COLUMN "code" SET DEFAULT ('NFC-' || to_char(now(), 'YYYY') || '-' || substring('000' || nextval('nfc_order_number_seq')::text from '^0*([0-9]{4,})$'));