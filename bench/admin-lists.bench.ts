// The back office's lists at the size of a growing business (issue 43): 100,000 users with a CV
// each, 50,000 NFC card orders, 100,000 payments, 100,000 audit entries, 20,000 blog posts in
// 200 categories, 300 staff, and hundreds of pages, packages, templates and designs, seeded in SQL. Each list, search
// and filter is asked 40 times in a row through the app (after 5 warm-up calls); p50 and p95 in
// ms, against the target p95 <= 100 ms. The CSVs of all 100,000 users and payments are timed
// and their memory watched: the heap must not grow much beyond the file itself.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { connectDatabase, runMigrations } from '../apps/server/src/infra/db/client';
import { startEmbeddedPostgres } from '../apps/server/src/infra/db/embedded-postgres';
import { users } from '../apps/server/src/infra/db/schema';
import { issueToken } from '../apps/server/src/modules/auth/tokens';
import { percentile, round } from './target-process';

const USERS = 100_000;
const ORDERS = 50_000;
const PAYMENTS = 100_000;
const AUDITS = 100_000;
const POSTS = 20_000;
const CATEGORIES = 200;
const STAFF = 300;
/** Pages, packages, NFC designs, CV templates and V-Card templates: far more than any shop keeps. */
const CATALOGUE = 300;
const RUNS = 40;
const WARM_UP = 5;
const TARGET_P95_MS = 100;

/** Bangla surnames and given names, so a search finds a realistic share of rows. */
const SEED = `
  insert into users (name, email, password_hash, role, status, created_at)
  select (array['Nusrat','Farhana','Tanvir','Sadia','Rafiq','Mahmud','Shirin','Arif'])[1 + i % 8]
         || ' ' || (array['Rahman','Hossain','Akter','Islam','Khatun','Ahmed','Begum','Sarker'])[1 + (i / 8) % 8]
         || ' ' || i,
         'seeker' || i || '@bench.example',
         'not-a-hash', 'user',
         (case when i % 20 = 0 then 'Suspended' else 'Active' end)::user_status,
         now() - (i || ' minutes')::interval
  from generate_series(1, ${USERS}) i;

  insert into nfc_orders (user_id, vcard_url, design_name, design_price_poisha, shipping_poisha,
                          total_poisha, full_name, address_line1, city, postal_code, status, created_at)
  select u.id, 'https://careercard.example/v/s' || u.id, 'Classic', 25000, 6000, 31000, u.name,
         'House ' || u.id || ', Road 3', 'Rupnagar', '1207',
         (array['Pending Payment','Paid','Accepted','Printing','Courier Booking','Delivered'])[1 + u.id % 6]::nfc_order_status,
         u.created_at + interval '1 hour'
  from users u where u.role = 'user' and u.id % 2 = 0;

  insert into payments (user_id, purpose, description, amount_poisha, status, gateway, invoice_id, trx_id, created_at)
  select u.id, 'cv_download', 'CV PDF', 10000,
         (case when u.id % 5 = 0 then 'Failed' else 'Completed' end)::payment_status,
         (array['bkash','nagad','card'])[1 + u.id % 3], 'INV-B' || u.id, 'TRX' || u.id,
         u.created_at + interval '2 hours'
  from users u where u.role = 'user';

  insert into audit_logs (actor_user_id, action, target_type, target_id, details, created_at)
  select (select min(id) from users where role = 'admin'),
         (array['user.suspended','user.unsuspended','package.updated','nfc_order.status_changed'])[1 + i % 4],
         'user', i::text, jsonb_build_object('name', 'Seeker ' || i), now() - (i || ' seconds')::interval
  from generate_series(1, ${AUDITS}) i;

  insert into cvs (user_id, name, template_id, data)
  select u.id, 'CV ' || u.id,
         case when u.id % 4 = 0 then null else t.ids[1 + u.id % array_length(t.ids, 1)] end,
         '{}'::jsonb
  from users u, (select array_agg(id order by id) ids from cv_templates) t
  where u.role = 'user';

  insert into users (name, email, password_hash, role, staff_role_id, created_at)
  select 'Staff ' || (array['Karim','Jahan','Roksana','Milon'])[1 + i % 4] || ' ' || i,
         'staff' || i || '@bench.example', 'not-a-hash', 'admin',
         r.ids[1 + i % array_length(r.ids, 1)], now() - (i || ' hours')::interval
  from generate_series(1, ${STAFF}) i, (select array_agg(id order by id) ids from staff_roles) r;

  insert into blog_categories (name, slug)
  select 'Topic ' || i, 'bench-topic-' || i from generate_series(1, ${CATEGORIES}) i;
  insert into blog_posts (title, slug, content, category_id, author_name, status, created_at, published_at)
  select 'Career advice ' || (array['for freshers','on salaries','for interviews','on CVs'])[1 + i % 4] || ' ' || i,
         'bench-advice-' || i, '<p>Advice for job seekers in Rupnagar.</p>',
         c.ids[1 + i % array_length(c.ids, 1)], 'CareerCard Editorial',
         (case when i % 3 = 0 then 'Draft' else 'Published' end)::publish_status,
         now() - (i || ' minutes')::interval,
         case when i % 3 = 0 then null else now() - (i || ' minutes')::interval end
  from generate_series(1, ${POSTS}) i, (select array_agg(id order by id) ids from blog_categories) c;

  insert into static_pages (title, slug, content, status)
  select 'Guide ' || i, 'bench-guide-' || i, '<p>A guide.</p>', 'Published'
  from generate_series(1, ${CATALOGUE}) i;
  insert into packages (name, price_poisha) select 'Bundle ' || i, i * 100
  from generate_series(1, ${CATALOGUE}) i;
  insert into nfc_designs (name, thumbnail_url, price_poisha)
  select 'Design ' || i, '/nfc/classic.png', 25000 from generate_series(1, ${CATALOGUE}) i;
  insert into cv_templates (name, kind, component)
  select 'Classic copy ' || i, 'component', 'ClassicResume' from generate_series(1, ${CATALOGUE}) i;
  insert into vcard_templates (name, json_content)
  select 'Look ' || i, t.json_content
  from generate_series(1, ${CATALOGUE}) i, vcard_templates t where t.builtin = 'modern';
  analyze;
`;

export async function run() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-admin-lists-'));
  const quiet = { info() {}, debug() {}, warn() {} };
  const cluster = await startEmbeddedPostgres({ dataDir, database: 'careercard', log: quiet });
  const database = connectDatabase(cluster.url);
  try {
    await runMigrations(database.db);
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'production',
        LOG_LEVEL: 'silent',
        DATABASE_URL: cluster.url,
        DATA_DIR: dataDir,
      }),
      db: database.db,
    });
    await app.ready();
    const [admin] = await database.db
      .insert(users)
      .values({
        name: 'Bench Admin',
        email: 'admin@bench.example',
        passwordHash: 'x',
        role: 'admin',
        staffRoleId: 1,
      })
      .returning({ id: users.id });
    const seeding = performance.now();
    await database.pool.query(SEED);
    const seedSeconds = round((performance.now() - seeding) / 1000);
    const categoryRows = await database.pool.query<{ id: number }>(
      `select min(id) as id from blog_categories where slug like 'bench-topic-%'`,
    );
    const firstCategory = categoryRows.rows[0]!.id;
    const headers = {
      authorization: `Bearer ${await issueToken(database.db, admin!.id, 3_600_000)}`,
    };

    async function time(url: string) {
      const latencies: number[] = [];
      for (let i = 0; i < WARM_UP + RUNS; i += 1) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        if (i >= WARM_UP) latencies.push(performance.now() - started);
      }
      return { p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)) };
    }

    const lists = {
      'users: first page': '/api/admin/manage/user',
      'users: page 5,000': '/api/admin/manage/user?page=5000',
      'users: search "rahman"': '/api/admin/manage/user?search=rahman',
      'users: search an e-mail': '/api/admin/manage/user?search=seeker77777%40',
      'users: suspended': '/api/admin/manage/user?status=Suspended',
      'users: paid': '/api/admin/manage/user?paid=yes',
      'users: never paid, signed up in 2026': `/api/admin/manage/user?paid=no&from=2026-01-01&to=2026-12-31`,
      'users: by name': '/api/admin/manage/user?sort=name&dir=asc',
      'NFC orders: newest': '/api/admin/nfc-orders',
      'NFC orders: Printing': '/api/admin/nfc-orders?status=Printing',
      'payments: first page': '/api/admin/payments',
      'payments: search an invoice': '/api/admin/payments?q=INV-B4242',
      'payments: failed by nagad': '/api/admin/payments?status=Failed&method=nagad',
      'payments: largest first': '/api/admin/payments?sort=amount&dir=desc',
      'payments: by status, page 2,000': '/api/admin/payments?sort=status&page=2000',
      'activity: first page': '/api/admin/activity',
      'activity: one action': '/api/admin/activity?action=user.suspended',
      'posts: newest': '/api/admin/blog/posts',
      'posts: search': '/api/admin/blog/posts?search=salaries%20123',
      'posts: Drafts of one category': `/api/admin/blog/posts?status=Draft&category=${firstCategory}`,
      'posts: by title, page 500': '/api/admin/blog/posts?sort=title&dir=asc&page=500',
      'categories: by posts held': '/api/admin/blog/categories?sort=posts&dir=desc',
      'category choices (all)': '/api/admin/blog/categories/choices',
      'staff: first page': '/api/admin/staff',
      'staff: by role': '/api/admin/staff?sort=role&dir=asc',
      'pages: by title': '/api/admin/pages?sort=title',
      'packages: by price': '/api/admin/packages?sort=price&dir=desc',
      'CV templates: first page': '/api/admin/get/cv-template',
      'V-Card templates: by name': '/api/admin/vcard-templates?sort=name',
      'NFC designs: by status': '/api/admin/nfc-designs?sort=status',
    };
    const timings: Record<string, { p50: number; p95: number }> = {};
    for (const [name, url] of Object.entries(lists)) timings[name] = await time(url);

    // The CSVs of every user and every payment, read over HTTP as they stream (each chunk
    // counted and dropped) while the heap is sampled: what grows is the server's own share.
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    async function exportAll(url: string) {
      global.gc?.();
      const heapBefore = process.memoryUsage().heapUsed;
      let heapPeak = heapBefore;
      const sampler = setInterval(() => {
        heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
      }, 20);
      const started = performance.now();
      const response = await fetch(`${origin}${url}`, { headers });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body!) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
      const seconds = round((performance.now() - started) / 1000, 2);
      clearInterval(sampler);
      return {
        rows: lines - 1,
        seconds,
        fileMb: round(bytes / 1_048_576),
        heapGrowthMb: round((heapPeak - heapBefore) / 1_048_576),
      };
    }
    const usersCsv = await exportAll('/api/admin/users/export');
    const paymentsCsv = await exportAll('/api/admin/payments/export');
    await app.close();

    const slowest = Math.max(...Object.values(timings).map((timing) => timing.p95));
    return {
      name: 'admin-lists',
      seeded: {
        users: USERS,
        nfcOrders: ORDERS,
        payments: PAYMENTS,
        auditEntries: AUDITS,
        cvs: USERS,
        blogPosts: POSTS,
        blogCategories: CATEGORIES,
        staff: STAFF,
        eachCatalogue: CATALOGUE,
        seedSeconds,
      },
      runsPerList: RUNS,
      latencyMs: timings,
      targetP95Ms: TARGET_P95_MS,
      slowestP95Ms: slowest,
      withinTarget: slowest <= TARGET_P95_MS,
      usersCsv,
      paymentsCsv,
    };
  } finally {
    await database.close();
    await cluster.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
