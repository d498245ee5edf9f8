-- Pictures of the two starting designs, served by the web app; an admin's own picture stays.
UPDATE "nfc_designs" SET "thumbnail_url" = '/nfc-designs/matte-black.svg'
  WHERE "name" = 'Matte Black' AND "thumbnail_url" = '';
--> statement-breakpoint
UPDATE "nfc_designs" SET "thumbnail_url" = '/nfc-designs/brushed-metal.svg'
  WHERE "name" = 'Brushed Metal' AND "thumbnail_url" = '';
