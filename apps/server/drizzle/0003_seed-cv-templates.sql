-- The built-in templates. Id 1 is the default template of the spec (DefaultResume). The
-- American one-page layout has no JSON of its own: it draws the built-in demo layout.
INSERT INTO "cv_templates" ("id", "name", "kind", "component", "json_content") VALUES
  (1, 'DefaultResume', 'component', 'DefaultResume', NULL),
  (2, 'ClassicResume', 'component', 'ClassicResume', NULL),
  (3, 'ModernResume', 'component', 'ModernResume', NULL),
  (4, 'American One-Page', 'layout', NULL, NULL);
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"cv_templates"', 'id'), (SELECT max("id") FROM "cv_templates"));
