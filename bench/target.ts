// The servers under test, in their own process so the load generator does not share their
// event loop: the real app (with the built web app) on an embedded PostgreSQL with one
// signed-in user, and a bare Fastify route answering the same JSON, as the floor. Prints
// their URLs and the user's token as one JSON line.
import { longSampleCv, sampleCv } from '@careercard/shared/cv-sample';
import { users } from '../apps/server/src/infra/db/schema';
import { hashPassword } from '../apps/server/src/modules/auth/password';
import { createCvService } from '../apps/server/src/modules/cvs/service';
import { createTemplateService } from '../apps/server/src/modules/templates/service';
import { issueToken } from '../apps/server/src/modules/auth/tokens';
import { startServerUnderTest } from './server-under-test';

const { app, appUrl, bareUrl, db } = await startServerUnderTest({
  name: 'bench',
  // The analysis benchmark sends thousands of calls as one user.
  settings: { ANALYSIS_MAX_PER_USER_HOUR: '100000000' },
  // The floor answers JSON the size of GET /api/user's.
  bareBody: {
    user: {
      id: 1,
      name: 'Bench User',
      email: 'bench@example.test',
      role: ['user'],
      permissions: [],
    },
  },
});
const [user] = await db
  .insert(users)
  .values({
    name: 'Bench User',
    email: 'bench@example.test',
    passwordHash: await hashPassword('x'.repeat(12)),
  })
  .returning();
const token = await issueToken(db, user!.id, 86_400_000);

// Print links for a one-page and a three-page CV, as the PDF service makes them, valid for the run.
const cvService = createCvService({
  db,
  templates: createTemplateService(db, app.log),
});
const printUrls: Record<string, string> = {};
const shortCv = {
  ...sampleCv,
  experience: sampleCv.experience.slice(0, 2),
  education: sampleCv.education.slice(0, 1),
  projects: [],
  certifications: [],
};
for (const [name, data] of Object.entries({ 'one-page': shortCv, 'three-pages': longSampleCv() })) {
  const cv = await cvService.create(user!.id, { name, data });
  const { token: printToken } = await cvService.createPrintToken(user!.id, cv.id, 3_600_000);
  printUrls[name] = `${appUrl}/cv-preview?token=${encodeURIComponent(printToken)}`;
}

process.stdout.write(
  `${JSON.stringify({ appUrl, bareUrl, token, userId: user!.id, printUrls })}\n`,
);
