import { longSampleCv, sampleCv } from '@careercard/shared/cv-sample';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db/client';
import { cvs, users } from '../../infra/db/schema';
import { hashPassword } from '../auth/password';

export const DEMO_USER_EMAIL = 'demo@careercard.local';

export type DemoSeedResult =
  { created: false } | { created: true; email: string; password: string };

/**
 * Demo content for a fresh install (npm start): a user with two CVs in different templates,
 * so every screen has something to show. Created once; the password is printed once.
 */
export async function seedDemoContent(db: Db): Promise<DemoSeedResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_USER_EMAIL));
    if (existing) return { created: false } as const;
    const password = randomBytes(9).toString('base64url');
    const [user] = await tx
      .insert(users)
      .values({
        name: 'Tanjila Rahman',
        email: DEMO_USER_EMAIL,
        passwordHash: await hashPassword(password),
      })
      .returning({ id: users.id });
    await tx.insert(cvs).values([
      { userId: user!.id, name: 'Software Engineer CV', templateId: 3, data: sampleCv },
      { userId: user!.id, name: 'Detailed CV (three pages)', templateId: 2, data: longSampleCv() },
    ]);
    return { created: true, email: DEMO_USER_EMAIL, password } as const;
  });
}
