ALTER TABLE "blog_categories" ADD COLUMN "name_bn" varchar(120);--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "author_name_bn" varchar(120);--> statement-breakpoint
-- The starter categories in Bangla, those staff have not renamed.
UPDATE "blog_categories" AS c SET "name_bn" = t.name_bn, "description_bn" = t.description_bn
FROM (VALUES
  ('uncategorized', 'Uncategorized', 'অশ্রেণিভুক্ত', 'যে পোস্টগুলো এখনো কোনো বিষয়ের অধীনে রাখা হয়নি।'),
  ('cv-tips', 'CV Tips', 'সিভি টিপস', 'যে সিভি পড়া হয়, তা লেখার কৌশল: গঠন, ভাষা আর ATS।'),
  ('career-advice', 'Career Advice', 'ক্যারিয়ার পরামর্শ', 'চাকরি খোঁজা, ইন্টারভিউ আর কর্মক্ষেত্রে এগিয়ে যাওয়া।'),
  ('industry-news', 'Industry News', 'ইন্ডাস্ট্রির খবর', 'বাংলাদেশে নিয়োগে কী বদলাচ্ছে।')
) AS t(slug, name, name_bn, description_bn)
WHERE c."slug" = t.slug AND c."name" = t.name;--> statement-breakpoint
-- The site's own author of the starter posts.
UPDATE "blog_posts" SET "author_name_bn" = 'CareerCard সম্পাদকীয় দল'
WHERE "author_id" IS NULL AND "author_name" = 'CareerCard Editorial';
