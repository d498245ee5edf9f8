-- Issue 44: the two built-in templates of the CV as Bangladeshi employers ask for it, in
-- English and in Bangla. Ids come from the sequence: staff may have added templates since 0003.
INSERT INTO "cv_templates" ("name", "kind", "component", "json_content") VALUES
  ('Bangladesh Standard', 'component', 'BangladeshStandard', NULL),
  ('বাংলা সিভি', 'component', 'BanglaCv', NULL);
