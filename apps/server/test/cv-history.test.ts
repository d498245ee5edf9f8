import { sampleCv } from '@careercard/shared/cv-sample';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvs, cvVersions, pdfDocuments } from '../src/infra/db/schema';
import {
  callerOf,
  createTestApp,
  stubPdfRenderer,
  type TestAccount,
  type TestApp,
} from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let t: TestApp;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
let owner: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  t = await createTestApp(
    { PRINT_BASE_URL: 'http://127.0.0.1:9' },
    { pdfRenderer: stubPdfRenderer },
  );
  owner = await t.asUser({ name: 'Mahfuza Akter' });
  stranger = await t.asUser();
});
afterAll(() => t.close());

const personal = {
  name: 'Mahfuza Akter',
  title: 'Supply Chain Officer',
  email: 'mahfuza.akter@example.com',
  phone: '01812-334455',
};

async function newCv(as = owner, data: Json = { personal }) {
  const created = await call('POST', '/api/user/cvs', as, { name: 'Supply chain CV', data });
  expect(created.status).toBe(201);
  return created.body.data as Json;
}

/** Saves from the CV's current version; answers the new version. */
async function save(cv: Json, version: number, changes: Json) {
  const saved = await call('PUT', `/api/user/cvs/${cv.id}`, owner, { version, ...changes });
  expect(saved.status).toBe(200);
  return saved.body.data.version as number;
}

const versionsOf = async (cv: Json, query = '') => {
  const answer = await call('GET', `/api/user/cvs/${cv.id}/versions${query}`, owner);
  expect(answer.status).toBe(200);
  return answer.body.data as { versions: Json[]; nextBefore: string | null };
};

/** Makes the CV's versions look kept `minutes` ago: the next edit is no longer coalesced. */
const ageVersions = (cvId: string, minutes: number) =>
  t.db
    .update(cvVersions)
    .set({ createdAt: sql`created_at - make_interval(mins => ${minutes})` })
    .where(eq(cvVersions.cvId, cvId));

const withSummary = (summary: string) => ({ ...personal, summary });

describe('versions (issue 45)', () => {
  it('keeps the state before a save, at most one every few minutes while typing', async () => {
    const cv = await newCv();
    let version = await save(cv, 1, { data: { personal: withSummary('Five years in') } });
    version = await save(cv, version, { data: { personal: withSummary('Five years in supply') } });
    version = await save(cv, version, { data: { personal: withSummary('Six years in supply') } });
    let { versions } = await versionsOf(cv);
    // Three saves within minutes: one version, the CV as it was before the typing began.
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      reason: 'edit',
      name: 'Supply chain CV',
      templateId: 1,
      templateName: 'DefaultResume',
      changes: [{ part: 'personal', added: 0, removed: 0, edited: 0 }],
    });

    // Minutes later, typing again keeps another.
    await ageVersions(cv.id, 6);
    await save(cv, version, { data: { personal: withSummary('Seven years in supply') } });
    ({ versions } = await versionsOf(cv));
    expect(versions).toHaveLength(2);
    const first = await call('GET', `/api/user/cvs/${cv.id}/versions/${versions[1]!.id}`, owner);
    expect(first.body.data.data.personal.summary).toBe('');
    const second = await call('GET', `/api/user/cvs/${cv.id}/versions/${versions[0]!.id}`, owner);
    expect(second.body.data.data.personal.summary).toBe('Six years in supply');
  });

  it('keeps one before every AI change and template switch, named by what happened', async () => {
    const cv = await newCv();
    let version = await save(cv, 1, { data: { personal: withSummary('Typed') } });
    version = await save(cv, version, {
      data: { personal: withSummary('Written by the assistant') },
      reason: 'ai',
    });
    version = await save(cv, version, { templateId: 2 });
    // The same template again is no switch: an edit, within minutes of the last version.
    await save(cv, version, { templateId: 2, name: 'Renamed CV' });
    const { versions } = await versionsOf(cv);
    expect(versions.map((v) => [v.reason, v.templateId])).toEqual([
      ['template', 1],
      ['ai', 1],
      ['edit', 1],
    ]);
    // What changed after each: the template (and the name since), the AI's summary, typing.
    expect(versions.map((v) => v.changes.map((c: Json) => c.part))).toEqual([
      ['name', 'template'],
      ['personal'],
      ['personal'],
    ]);
  });

  it('tells entries added, removed and edited in each list', async () => {
    const cv = await newCv(owner, sampleCv);
    const [firstJob, ...otherJobs] = sampleCv.experience;
    const data = {
      ...sampleCv,
      experience: [{ ...firstJob!, title: 'Head of Payments' }],
      skills: [...sampleCv.skills, { name: 'Kotlin', level: 'Advanced' }],
    };
    await save(cv, 1, { data });
    const [latest] = (await versionsOf(cv)).versions;
    expect(latest!.changes).toEqual([
      { part: 'experience', added: 0, removed: otherJobs.length, edited: 1 },
      { part: 'skills', added: 1, removed: 0, edited: 0 },
    ]);
  });

  it('restores a version, keeping the state it leaves as a version of its own', async () => {
    const cv = await newCv();
    let version = await save(cv, 1, { data: { personal: withSummary('First draft') } });
    await ageVersions(cv.id, 10);
    version = await save(cv, version, {
      data: { personal: withSummary('Second draft') },
      templateId: 3,
    });
    const { versions } = await versionsOf(cv);
    const firstDraft = versions.find((v) => v.reason === 'edit')!;
    const url = `/api/user/cvs/${cv.id}/versions/${firstDraft.id}/restore`;

    // From a version of the CV that is not the latest: refused, nothing changed.
    const stale = await call('POST', url, owner, { version: version - 1 });
    expect(stale).toMatchObject({ status: 409, body: { data: { version } } });

    const restored = await call('POST', url, owner, { version });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ version: version + 1, templateId: 1 });
    expect(restored.body.data.data.personal.summary).toBe('');
    const now = await call('GET', `/api/user/cvs/${cv.id}`, owner);
    expect(now.body.data.data.personal.summary).toBe('');

    const after = (await versionsOf(cv)).versions;
    expect(after[0]).toMatchObject({ reason: 'restore', templateId: 3 });
    const undone = await call('GET', `/api/user/cvs/${cv.id}/versions/${after[0]!.id}`, owner);
    expect(undone.body.data.data.personal.summary).toBe('Second draft');
    // What the restore changed: the summary and the template, back to the first draft's.
    expect(after[0]!.changes.map((c: Json) => c.part)).toEqual(['template', 'personal']);
  });

  it("pages through a long history, each version's changes told across pages", async () => {
    const cv = await newCv();
    let version = 1;
    for (let n = 1; n <= 33; n += 1) {
      version = await save(cv, version, { data: { personal: withSummary(`Draft ${n}`) } });
      await ageVersions(cv.id, 6);
    }
    const first = await versionsOf(cv);
    expect(first.versions).toHaveLength(30);
    expect(first.nextBefore).toBe(first.versions.at(-1)!.id);
    const rest = await versionsOf(cv, `?before=${first.nextBefore}`);
    expect(rest.versions).toHaveLength(3);
    expect(rest.nextBefore).toBeNull();
    expect(rest.versions.every((v) => v.changes.length === 1)).toBe(true);
    expect(new Set([...first.versions, ...rest.versions].map((v) => v.id)).size).toBe(33);

    expect(
      (await call('GET', `/api/user/cvs/${cv.id}/versions?before=nonsense`, owner)).status,
    ).toBe(422);
  });

  it('keeps versions 90 days or the latest 50, whichever is more', async () => {
    const cv = await newCv();
    const old = (days: number) => ({
      cvId: cv.id as string,
      reason: 'edit' as const,
      name: 'Supply chain CV',
      templateId: 1,
      data: cv.data,
      savedAt: sql`now() - make_interval(days => ${days})`,
      createdAt: sql`now() - make_interval(days => ${days})`,
    });
    // 40 kept in the last 90 days, and 30 older ones.
    await t.db
      .insert(cvVersions)
      .values([
        ...Array.from({ length: 40 }, (_, i) => old(10 + i)),
        ...Array.from({ length: 30 }, (_, i) => old(100 + i)),
      ]);
    await save(cv, 1, { data: { personal: withSummary('A new start') } });
    const kept = await t.db
      .select({ days: sql<number>`extract(day from now() - created_at)::int` })
      .from(cvVersions)
      .where(eq(cvVersions.cvId, cv.id as string));
    // The new one, the 40 recent ones, and the 9 newest older ones: the latest 50.
    expect(kept).toHaveLength(50);
    expect(
      kept
        .filter(({ days }) => days >= 90)
        .map(({ days }) => days)
        .sort(),
    ).toEqual(Array.from({ length: 9 }, (_, i) => 100 + i));
  });

  it("are the owner's: no one else lists, reads or restores them; a bad reason is refused", async () => {
    const cv = await newCv();
    await save(cv, 1, { data: { personal: withSummary('Mine') }, reason: 'ai' });
    const [mine] = (await versionsOf(cv)).versions;
    const base = `/api/user/cvs/${cv.id}/versions`;
    expect((await call('GET', base, stranger)).status).toBe(404);
    expect((await call('GET', `${base}/${mine!.id}`, stranger)).status).toBe(404);
    expect(
      (await call('POST', `${base}/${mine!.id}/restore`, stranger, { version: 2 })).status,
    ).toBe(404);
    expect((await call('GET', base)).status).toBe(401);
    // Another CV's version is not found under this one.
    const other = await newCv();
    expect(
      (await call('GET', `/api/user/cvs/${other.id}/versions/${mine!.id}`, owner)).body,
    ).toEqual({ message: 'Version not found.' });

    const bad = await call('PUT', `/api/user/cvs/${cv.id}`, owner, { version: 2, reason: 'magic' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toContain('The reason must be one of');
  });
});

describe('the Trash (issue 45)', () => {
  it('lists a deleted CV for 30 days, restores it as it was, or deletes it for good', async () => {
    const cv = await newCv();
    const listed = async () =>
      (await call('GET', '/api/user/cvs', owner)).body.data.map((c: Json) => c.id);
    expect(await listed()).toContain(cv.id);

    expect((await call('DELETE', `/api/user/cvs/${cv.id}`, owner)).body).toEqual({
      success: true,
      message: 'CV moved to the Trash.',
    });
    expect(await listed()).not.toContain(cv.id);
    expect((await call('GET', `/api/user/cvs/${cv.id}`, owner)).status).toBe(404);
    expect((await call('PUT', `/api/user/cvs/${cv.id}`, owner, { version: 1 })).status).toBe(404);

    const trash = (await call('GET', '/api/user/cvs/trash', owner)).body.data as Json[];
    const entry = trash.find((c) => c.id === cv.id)!;
    expect(entry).toMatchObject({ name: 'Supply chain CV', templateName: 'DefaultResume' });
    const days = (Date.parse(entry.purgeAt) - Date.parse(entry.deletedAt)) / 86_400_000;
    expect(days).toBe(30);
    expect((await call('GET', '/api/user/cvs/trash', stranger)).body.data).toEqual([]);
    expect((await call('POST', `/api/user/cvs/${cv.id}/restore`, stranger)).status).toBe(404);
    expect((await call('DELETE', `/api/user/cvs/${cv.id}/forever`, stranger)).status).toBe(404);

    const restored = await call('POST', `/api/user/cvs/${cv.id}/restore`, owner);
    expect(restored.body).toMatchObject({ message: 'CV restored.', data: { id: cv.id } });
    // Its "last updated" is what it was: a delete and a restore change nothing in it.
    expect(restored.body.data.lastModified).toBe(cv.lastModified);
    expect(await listed()).toContain(cv.id);

    // Deleting for good is for what is in the Trash.
    expect((await call('DELETE', `/api/user/cvs/${cv.id}/forever`, owner)).body).toEqual({
      message: 'This CV is not in the Trash.',
    });
    await call('DELETE', `/api/user/cvs/${cv.id}`, owner);
    expect((await call('DELETE', `/api/user/cvs/${cv.id}/forever`, owner)).body).toEqual({
      success: true,
      message: 'CV deleted forever.',
    });
    expect((await call('GET', '/api/user/cvs/trash', owner)).body.data).not.toContainEqual(
      expect.objectContaining({ id: cv.id }),
    );
    expect((await call('POST', `/api/user/cvs/${cv.id}/restore`, owner)).status).toBe(404);
  });

  it('keeps a paid PDF of a CV in the Trash downloadable from Manage PDFs', async () => {
    const cv = await newCv();
    const [record] = await t.db
      .insert(pdfDocuments)
      .values({
        userId: owner.id,
        cvId: cv.id as string,
        fileName: 'Supply-chain-CV.pdf',
        pricePoisha: 3000,
        status: 'Paid',
        paidAt: new Date(),
      })
      .returning();
    await call('DELETE', `/api/user/cvs/${cv.id}`, owner);
    const pdfs = (await call('GET', '/api/user/pdfs', owner)).body.data as Json[];
    expect(pdfs.map((pdf) => pdf.id)).toContain(record!.id);
    // Not printed yet: it prints from the CV in the Trash.
    const download = await t.app.inject({
      url: `/api/user/cv/${record!.id}/download-pdf`,
      headers: owner.headers,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%PDF');
  });

  it('hides the V-Card of a CV in the Trash until the CV is restored', async () => {
    const cv = await newCv();
    const slug = `mahfuza-${Date.now()}`;
    const published = await call('PUT', '/api/user/vcard', owner, { cvId: cv.id, slug });
    expect(published.status).toBe(200);
    expect((await call('GET', `/api/vcards/${slug}`)).status).toBe(200);
    await call('DELETE', `/api/user/cvs/${cv.id}`, owner);
    expect((await call('GET', `/api/vcards/${slug}`)).status).toBe(404);
    await call('POST', `/api/user/cvs/${cv.id}/restore`, owner);
    expect((await call('GET', `/api/vcards/${slug}`)).status).toBe(200);
  });

  it('is emptied of what is past its 30 days by an hourly scheduled job', async () => {
    const [expired, recent] = [await newCv(), await newCv()];
    await call('DELETE', `/api/user/cvs/${expired.id}`, owner);
    await call('DELETE', `/api/user/cvs/${recent.id}`, owner);
    const backdate = (id: string, days: number) =>
      t.db
        .update(cvs)
        .set({ deletedAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(cvs.id, id));
    await backdate(expired.id, 31);
    await backdate(recent.id, 29);

    const schedule = await t.db.execute(
      sql`select cron from pgboss.schedule where name = 'trash-emptying'`,
    );
    expect(schedule.rows).toEqual([{ cron: '15 * * * *' }]);
    // The job as the schedule queues it; the server's worker runs it.
    await t.db.execute(sql`insert into pgboss.job (name, data) values ('trash-emptying', '{}')`);
    const left = async () =>
      (await t.db.select({ id: cvs.id }).from(cvs).where(eq(cvs.userId, owner.id))).map(
        (row) => row.id,
      );
    await expect.poll(left, { timeout: 10_000 }).not.toContain(expired.id);
    expect(await left()).toContain(recent.id);
  });
});
