-- The NFC card designs of the spec, and the shipping fee as a package the admin can change.
INSERT INTO "nfc_designs" ("name", "price_poisha", "status") VALUES
  ('Matte Black', 25000, 'Enabled'),
  ('Brushed Metal', 30000, 'Enabled');
--> statement-breakpoint
INSERT INTO "packages" ("code", "name", "price_poisha", "description", "status") VALUES
  ('nfc_shipping', 'NFC Card Shipping', 5000, 'Delivery of an NFC card anywhere in Bangladesh.', 'Active');
