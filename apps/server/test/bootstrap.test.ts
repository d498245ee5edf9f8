import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accessTokens, cvs, users } from '../src/infra/db/schema';
import { DEMO_USER_EMAIL, seedDemoContent } from '../src/modules/demo/seed';
import { createAuditService } from '../src/modules/audit/service';
import { verifyPassword } from '../src/modules/auth/password';
import { DEFAULT_ADMIN_EMAIL, ensureSuperAdmin } from '../src/modules/staff/bootstrap';
import { createTestDatabase, createUser } from './helpers';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const admin = { name: 'Super Admin', email: undefined, password: undefined };

describe('first Super Admin', () => {
  it('is created once with a generated password that signs in', async () => {
    const audit = createAuditService(database.db);
    const first = await ensureSuperAdmin(database.db, admin, audit);
    expect(first).toMatchObject({ created: true, email: DEFAULT_ADMIN_EMAIL });
    if (!first.created || !first.generatedPassword)
      throw new Error('expected a generated password');

    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, DEFAULT_ADMIN_EMAIL));
    expect(row).toMatchObject({ role: 'admin', staffRoleId: 1 });
    expect(await verifyPassword(row!.passwordHash, first.generatedPassword)).toBe(true);

    expect(await ensureSuperAdmin(database.db, admin, audit)).toEqual({ created: false });
  });

  it('refuses an ADMIN_PASSWORD that is easy to guess, and creates nobody', async () => {
    const weak = ensureSuperAdmin(
      database.db,
      { name: 'Owner', email: 'owner@example.test', password: 'admin123' },
      createAuditService(database.db),
    );
    await expect(weak).rejects.toThrow(
      /^ADMIN_PASSWORD is refused\. This password is one of the most common ones/,
    );
    expect(await database.db.select().from(users).where(eq(users.role, 'admin'))).toEqual([]);
  });

  it('takes e-mail and password from the environment when given', async () => {
    const result = await ensureSuperAdmin(
      database.db,
      { name: 'Owner', email: 'Owner@Example.test', password: 'from-the-env-123' },
      createAuditService(database.db),
    );
    expect(result).toEqual({
      created: true,
      email: 'owner@example.test',
      generatedPassword: undefined,
    });
    const [row] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'owner@example.test'));
    expect(await verifyPassword(row!.passwordHash, 'from-the-env-123')).toBe(true);
  });

  it('promotes an account already holding the e-mail, ending the sessions it had as a user', async () => {
    const squatter = await createUser(database.db, { email: 'boss@example.test' });
    await ensureSuperAdmin(
      database.db,
      { name: 'Boss', email: 'boss@example.test', password: 'from-the-env-123' },
      createAuditService(database.db),
    );
    const [row] = await database.db.select().from(users).where(eq(users.id, squatter.id));
    expect(row).toMatchObject({ role: 'admin', staffRoleId: 1 });
    const tokens = await database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.userId, squatter.id));
    expect(tokens).toEqual([]);
  });

  it('creates one Super Admin when several servers start at once', async () => {
    const audit = createAuditService(database.db);
    const results = await Promise.all(
      [1, 2, 3].map(() => ensureSuperAdmin(database.db, admin, audit)),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await database.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });
});

describe('demo content', () => {
  it('creates a demo user with two sample CVs once, with a password that signs in', async () => {
    const first = await seedDemoContent(database.db);
    if (!first.created) throw new Error('expected demo content');
    const [row] = await database.db.select().from(users).where(eq(users.email, DEMO_USER_EMAIL));
    expect(await verifyPassword(row!.passwordHash, first.password)).toBe(true);
    expect(await database.db.select().from(cvs).where(eq(cvs.userId, row!.id))).toHaveLength(2);
    expect(await seedDemoContent(database.db)).toEqual({ created: false });
  });
});
