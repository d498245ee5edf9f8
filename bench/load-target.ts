// The server under the load benchmark, in its own process so its memory can be read from
// outside: the real app on an embedded PostgreSQL with the product's own rate limits, and
// many users, each signed in, with a CV and a published V-Card, so the traffic can be spread
// over accounts as real traffic is. Beside it a bare Fastify `GET /`, the floor. Prints the
// URLs, this process's pid and the users as one JSON line.
import { sampleCv } from '@careercard/shared/cv-sample';
import { users } from '../apps/server/src/infra/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { issueToken } from '../apps/server/src/modules/auth/tokens';
import { startServerUnderTest } from './server-under-test';

export interface LoadUser {
  email: string;
  token: string;
  cvId: string;
  slug: string;
}

export interface LoadTarget {
  appUrl: string;
  bareUrl: string;
  pid: number;
  password: string;
  users: LoadUser[];
}

/** Enough accounts that no one of them nears its hourly analysis limit in a 5-minute run. */
const USERS = 1000;
const PASSWORD = 'load-bench-password';

// No limit is raised.
const { app, appUrl, bareUrl, db } = await startServerUnderTest({
  name: 'load',
  bareBody: { hello: 'world' },
});

// One argon2 hash for all: hashing a thousand passwords would only slow the start.
const passwordHash = await hashPassword(PASSWORD);
const rows = await db
  .insert(users)
  .values(
    Array.from({ length: USERS }, (_, i) => ({
      name: `Load User ${i}`,
      email: `load-${i}@example.test`,
      passwordHash,
    })),
  )
  .returning({ id: users.id, email: users.email });

/** Creates the CV and publishes the V-Card through the API, as the web app does. */
async function seed(row: { id: number; email: string }, i: number): Promise<LoadUser> {
  const token = await issueToken(db, row.id, 86_400_000);
  const headers = { authorization: `Bearer ${token}` };
  const created = await app.inject({
    method: 'POST',
    url: '/api/user/cvs',
    headers,
    payload: { name: 'My CV', data: sampleCv },
  });
  if (created.statusCode !== 201) throw new Error(`seeding ${row.email}: ${created.body}`);
  const cvId = created.json<{ data: { id: string } }>().data.id;
  const slug = `load-user-${i}`;
  const published = await app.inject({
    method: 'PUT',
    url: '/api/user/vcard',
    headers,
    payload: { cvId, slug },
  });
  if (published.statusCode !== 200) throw new Error(`seeding ${row.email}: ${published.body}`);
  return { email: row.email, token, cvId, slug };
}
// A few at a time: a request waits at most 5 s for one of the pool's connections.
const seeded: LoadUser[] = [];
for (let start = 0; start < rows.length; start += 20) {
  const batch = rows.slice(start, start + 20);
  seeded.push(...(await Promise.all(batch.map((row, i) => seed(row, start + i)))));
}

const target: LoadTarget = { appUrl, bareUrl, pid: process.pid, password: PASSWORD, users: seeded };
process.stdout.write(`${JSON.stringify(target)}\n`);
