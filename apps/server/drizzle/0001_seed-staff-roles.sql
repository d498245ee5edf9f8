-- The staff roles of the admin spec. Ids matter: 1 is Super Admin (always every permission),
-- 3 receives the staff of a deleted role.
INSERT INTO "staff_roles" ("id", "name", "permissions") VALUES
  (1, 'Super Admin', ARRAY['manage_users', 'manage_staff', 'manage_packages', 'manage_templates', 'manage_pages', 'manage_blog', 'manage_nfc', 'manage_settings']),
  (2, 'Editor', ARRAY['manage_blog']),
  (3, 'Support', ARRAY['manage_users']);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"staff_roles"', 'id'), (SELECT max("id") FROM "staff_roles"));
