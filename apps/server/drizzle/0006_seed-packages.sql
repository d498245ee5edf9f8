-- The price packages of the admin spec. The code ties a package to what it prices.
INSERT INTO "packages" ("code", "name", "price_poisha", "description", "status") VALUES
  ('cv_download', 'Single CV Download', 3000, 'Download one CV as a print-ready PDF.', 'Active'),
  ('custom_cv', 'Custom CV for Job', 2000, 'A CV tailored to one job description, with a cover letter.', 'Active'),
  ('subscription', 'Monthly Subscription', 15000, 'Unlimited downloads for a month.', 'Inactive');
