import {
  atsBreakdownKeys,
  MISSING_ATS_INPUT,
  MISSING_MATCH_INPUT,
} from '@careercard/shared/analysis';
import { cvDataSchema } from '@careercard/shared/cv';
import type { Permission } from '@careercard/shared/permissions';
import { sampleCv } from '@careercard/shared/cv-sample';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, payments } from '../src/infra/db/schema';
import {
  accountantCv,
  createTestApp,
  multipartBody,
  type TestAccount,
  type TestApp,
} from './helpers';
import { compoundFile, cvDocx, zipOf } from './word-files';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const fixture = (name: string) => fs.readFile(path.join(import.meta.dirname, 'fixtures', name));

const CV_TEXT = `Farhana Islam
Backend Developer
farhana.islam@example.com | +880 1712-345678 | Dhaka, Bangladesh

SUMMARY
Backend developer with 4 years of experience building APIs with Node.js and TypeScript.

EXPERIENCE
Backend Developer, Padma Cloudworks, Dhaka
Jan 2021 - Present
- Built REST APIs in Node.js and TypeScript serving 40,000 daily users
- Cut PostgreSQL query times by 35% with better indexes

Junior Developer, Karnaphuli Labs, Chattogram
Jun 2019 - Dec 2020
- Wrote unit tests with Jest and fixed bugs in an Express service

EDUCATION
B.Sc. in Computer Science and Engineering, Jamuna Institute of Technology, 2015 - 2019

SKILLS
Node.js, TypeScript, JavaScript, PostgreSQL, Express, Jest, Git, Docker
`;

const JOB = `Senior Backend Engineer at Surma Fintech
Requirements:
- 3+ years of experience with Node.js and TypeScript
- Strong PostgreSQL skills
- Experience with Docker and Kubernetes
- Bachelor's degree in Computer Science
Nice to have: AWS, Redis`;

const paymentOf = (userId: number, amountPoisha: number) => ({
  userId,
  purpose: 'custom_cv' as const,
  description: 'AI-Tailored CV with Cover Letter',
  amountPoisha,
  gateway: 'bkash',
});

let t: TestApp;
let user: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ ATS_MAX_PER_IP_HOUR: '3', UPLOAD_MAX_MB: '1' });
  user = await t.asUser();
});
afterAll(() => t.close());

const post = async (url: string, payload: unknown, as?: TestAccount, ip?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as Json,
    ...(as ? { headers: as.headers } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });
  return { status: res.statusCode, body: res.json<Json>(), headers: res.headers };
};

const UNSUPPORTED =
  'Unsupported file type. Please upload a PDF, Word document (.docx) or image (JPG/PNG).';
const docx = (bytes: Uint8Array) => ({
  name: 'cv.docx',
  type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  bytes,
});

let uploads = 0;
const upload = async (
  url: string,
  field: string,
  file: { name: string; type: string; bytes: Uint8Array },
  as?: TestAccount,
) => {
  const body = await multipartBody(field, file.name, file.type, file.bytes);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(as?.headers ?? {}) },
    // Each visitor upload from its own address, so the per-IP limit tested above stays apart.
    remoteAddress: `10.1.0.${++uploads}`,
  });
  return { status: res.statusCode, body: res.json<Json>() };
};

describe('the ATS report', () => {
  it('is open to visitors and explains its score', async () => {
    const res = await post('/api/user/ats-report', { cvText: CV_TEXT, jobDescription: JOB });
    expect(res.status).toBe(200);
    const report = res.body.data;
    expect(report.atsScore).toBeGreaterThanOrEqual(0);
    expect(report.atsScore).toBeLessThanOrEqual(100);
    expect(report.summary).not.toBe('');
    expect(report.matchedKeywords).toContain('Node.js');
    expect(report.missingKeywords).toContain('Kubernetes');
    expect(report.suggestions.join(' ')).toContain('Kubernetes');
    // The posting names its role, so every part of the breakdown is there.
    expect(Object.keys(report.breakdown)).toEqual([...atsBreakdownKeys]);
    expect(report.source).toEqual({ provider: 'local', fallback: false });
  });

  it('asks for both texts with the spec message', async () => {
    const res = await post('/api/user/ats-report', { cvText: '  ', jobDescription: JOB }, user);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MISSING_ATS_INPUT);
    expect(res.body.errors.cvText).toEqual([MISSING_ATS_INPUT]);
    const empty = await post('/api/user/ats-report', {}, user);
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(MISSING_ATS_INPUT);
  });

  it('is recorded for the user as an ATS check', async () => {
    const checker = await t.asUser();
    await post('/api/user/ats-report', { cvText: CV_TEXT, jobDescription: JOB }, checker);
    const rows = await t.db.select().from(analyses).where(eq(analyses.userId, checker.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'ats_report', provider: 'local' });
    const stats = await t.app.inject({
      url: '/api/user/dashboard-stats',
      headers: checker.headers,
    });
    expect(stats.json()).toEqual({
      success: true,
      data: {
        cvsCreated: 0,
        atsChecksUsed: 1,
        credits: { cvDownloads: 0, tailorings: 0 },
        subscriptionUntil: null,
      },
    });
  });

  it("counts into the back office's figures, which only staff may read", async () => {
    const admin = await t.asAdmin();
    const figures = async () =>
      (await t.app.inject({ url: '/api/admin/dashboard-stats', headers: admin.headers })).json<{
        data: {
          totalRevenue: number;
          sandboxRevenue: number;
          revenueByMethod: Array<{ method: string; real: number; sandbox: number }>;
          newUsers30Days: number;
          cvsAnalyzed: number;
        };
      }>().data;
    const before = await figures();
    const newcomer = await t.asUser();
    await post('/api/user/ats-report', { cvText: CV_TEXT, jobDescription: JOB }, newcomer);
    await post('/api/user/cv-quality', { cvText: CV_TEXT }, newcomer);
    // Writing help is no analysis of a CV.
    await post('/api/user/generate-content', { fieldType: 'summary', context: {} }, newcomer);
    await t.db.insert(payments).values([
      { ...paymentOf(newcomer.id, 3000), status: 'Completed', invoiceId: 'INV-T-1' },
      { ...paymentOf(newcomer.id, 2000), status: 'Failed', invoiceId: 'INV-T-2' },
      {
        ...paymentOf(newcomer.id, 2000),
        gateway: 'bkash-sandbox',
        status: 'Completed',
        invoiceId: 'INV-T-3',
      },
      // bKash's own sandbox, with the merchant's credentials: test money too.
      {
        ...paymentOf(newcomer.id, 1000),
        gateway: 'bkash-test',
        status: 'Completed',
        invoiceId: 'INV-T-4',
      },
      // Nagad: real money, and test money in Nagad's sandbox.
      {
        ...paymentOf(newcomer.id, 2500),
        gateway: 'nagad',
        status: 'Completed',
        invoiceId: 'INV-T-5',
      },
      {
        ...paymentOf(newcomer.id, 500),
        gateway: 'nagad-test',
        status: 'Completed',
        invoiceId: 'INV-T-6',
      },
      // A card payment ৳10 of which was refunded: ৳10 earned.
      {
        ...paymentOf(newcomer.id, 2000),
        gateway: 'card',
        status: 'Completed',
        invoiceId: 'INV-T-7',
        refundedPoisha: 1000,
      },
    ]);
    type Figures = Awaited<ReturnType<typeof figures>>;
    const method = (of: Figures, name: string) =>
      of.revenueByMethod.find((row) => row.method === name) ?? { real: 0, sandbox: 0 };
    const after = await figures();
    // Apart per method, and the parts add up to the totals shown beside them.
    expect(method(after, 'bkash')).toEqual({
      method: 'bkash',
      real: method(before, 'bkash').real + 30,
      sandbox: method(before, 'bkash').sandbox + 30,
    });
    expect(method(after, 'nagad')).toEqual({
      method: 'nagad',
      real: method(before, 'nagad').real + 25,
      sandbox: method(before, 'nagad').sandbox + 5,
    });
    expect(method(after, 'card')).toEqual({
      method: 'card',
      real: method(before, 'card').real + 10,
      sandbox: method(before, 'card').sandbox,
    });
    const sum = (key: 'real' | 'sandbox') =>
      after.revenueByMethod.reduce((total, row) => total + row[key], 0);
    expect(sum('real')).toBe(after.totalRevenue);
    expect(sum('sandbox')).toBe(after.sandboxRevenue);
    expect(after).toEqual({
      totalRevenue: before.totalRevenue + 65,
      sandboxRevenue: before.sandboxRevenue + 35, // no real money, so not revenue
      revenueByMethod: expect.any(Array),
      newUsers30Days: before.newUsers30Days + 1,
      cvsAnalyzed: before.cvsAnalyzed + 2,
      smsDelivery: 'demo', // the local bKash sandbox takes payments, and no gateway is set up
      paymentMode: 'local-sandbox',
    });
    const asUser = await t.app.inject({
      url: '/api/admin/dashboard-stats',
      headers: newcomer.headers,
    });
    expect(asUser.statusCode).toBe(403);
  });

  it('shows each staff role the figures of its areas only', async () => {
    const figuresOf = async (permissions: Permission[]) => {
      const staff = await t.asAdmin(permissions);
      const res = await t.app.inject({ url: '/api/admin/dashboard-stats', headers: staff.headers });
      expect(res.statusCode).toBe(200);
      return res.json<Json>().data;
    };
    const none = {
      totalRevenue: null,
      sandboxRevenue: null,
      revenueByMethod: null,
      newUsers30Days: null,
      cvsAnalyzed: null,
      smsDelivery: null,
      paymentMode: null,
    };
    // A blog editor learns nothing of the money or the users.
    expect(await figuresOf(['manage_blog'])).toEqual(none);
    expect(await figuresOf(['manage_users'])).toEqual({
      ...none,
      newUsers30Days: expect.any(Number),
      cvsAnalyzed: expect.any(Number),
    });
    expect(await figuresOf(['manage_packages'])).toEqual({
      ...none,
      totalRevenue: expect.any(Number),
      sandboxRevenue: expect.any(Number),
      revenueByMethod: expect.any(Array),
    });
    expect(await figuresOf(['manage_settings', 'manage_blog'])).toEqual({
      ...none,
      smsDelivery: 'demo',
      paymentMode: 'local-sandbox',
    });
  });

  it('limits visitors per address', async () => {
    const ip = '203.0.113.77';
    const input = { cvText: CV_TEXT, jobDescription: JOB };
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/user/ats-report', input, undefined, ip)).status).toBe(200);
    }
    const limited = await post('/api/user/ats-report', input, undefined, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many analyses\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before its body is read: a broken upload gets the 429, not a 400.
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/user/cv/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'no boundary',
      remoteAddress: ip,
    });
    expect(upload.statusCode).toBe(429);
    // A signed-in user is counted per account, not per address.
    expect((await post('/api/user/ats-report', input, user, ip)).status).toBe(200);
  });
});

describe('the calls that need a user', () => {
  it.each([
    ['/api/user/cv-quality', { cvText: CV_TEXT }],
    ['/api/user/tailored-cv', { cvData: sampleCv, jobDescription: JOB }],
    ['/api/user/generate-content', { fieldType: 'summary', context: 'Accountant' }],
  ])('%s refuses a visitor', async (url, payload) => {
    expect((await post(url, payload)).status).toBe(401);
  });

  it('reports the quality of a CV', async () => {
    const res = await post('/api/user/cv-quality', { cvText: CV_TEXT }, user);
    expect(res.status).toBe(200);
    expect(res.body.data.qualityScore).toBeGreaterThan(0);
    expect(res.body.data.strengths.length + res.body.data.suggestions.length).toBeGreaterThan(0);
  });

  it('tailors a CV into a valid CV with a cover letter', async () => {
    // The ৳20 payment itself is covered in payments.test.ts.
    await t.db.insert(payments).values({
      userId: user.id,
      purpose: 'custom_cv',
      description: 'Custom CV for Job',
      amountPoisha: 2000,
      status: 'Completed',
      gateway: 'bkash',
      invoiceId: `CC-TEST-${user.id}`,
      fulfilledAt: new Date(),
    });
    const res = await post(
      '/api/user/tailored-cv',
      { cvData: sampleCv, jobDescription: JOB },
      user,
    );
    expect(res.status).toBe(200);
    expect(cvDataSchema.safeParse(res.body.tailoredCV).success).toBe(true);
    expect(res.body.coverLetter).toContain('Surma Fintech');
    expect(Array.isArray(res.body.suggestions)).toBe(true);
  });

  it('refuses tailoring without a job description or with broken CV data', async () => {
    const blank = await post(
      '/api/user/tailored-cv',
      { cvData: sampleCv, jobDescription: ' ' },
      user,
    );
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe(MISSING_MATCH_INPUT);
    const broken = await post(
      '/api/user/tailored-cv',
      { cvData: { experience: 'not a list' }, jobDescription: JOB },
      user,
    );
    expect(broken.status).toBe(422);
    expect(Object.keys(broken.body.errors)).toEqual(['cvData.experience']);
    for (const cvData of [undefined, {}]) {
      const empty = await post('/api/user/tailored-cv', { cvData, jobDescription: JOB }, user);
      expect(empty.status).toBe(422);
      expect(empty.body.message).toBe(MISSING_MATCH_INPUT);
    }
  });

  it('writes content with status 201 and a string', async () => {
    const res = await post(
      '/api/user/generate-content',
      { fieldType: 'summary', context: { title: 'Accountant', skills: ['Tally', 'Excel'] } },
      user,
    );
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(typeof res.body.data.text).toBe('string');
    expect(res.body.data.text.trim()).not.toBe('');
  });

  it('drafts from the CV it is sent, and says when a line is already strong', async () => {
    const cv = accountantCv;
    const title = await post('/api/user/generate-content', { fieldType: 'title', cv }, user);
    expect(title.status).toBe(201);
    expect(title.body.data).toMatchObject({
      text: 'Junior Accountant | Tally',
      source: { provider: 'local', fallback: false },
    });
    const summary = await post('/api/user/generate-content', { fieldType: 'summary', cv }, user);
    expect(summary.body.data.text).toContain('currently at Karnaphuli Biscuit Works');

    const strong = await post(
      '/api/user/generate-content',
      { fieldType: 'experience', existingText: cv.experience[0]!.description, cv, entryId: 'job' },
      user,
    );
    expect(strong.body.data).toMatchObject({
      text: cv.experience[0]!.description,
      note: 'alreadyStrong',
    });

    const tooLong = await post(
      '/api/user/generate-content',
      { fieldType: 'title', cv: { ...cv, title: 'x'.repeat(201) } },
      user,
    );
    expect(tooLong.status).toBe(422);
  });

  it('keeps the existing text when there is nothing better to write', async () => {
    const unknownField = await post(
      '/api/user/generate-content',
      { fieldType: 'poem', existingText: 'x' },
      user,
    );
    expect(unknownField.status).toBe(422);
  });
});

describe('CV files', () => {
  it('reads the text of a PDF for the analyzer, whatever its name says', async () => {
    const res = await upload('/api/user/cv/upload', 'cvFile', {
      name: 'my-cv.png',
      type: 'image/png',
      bytes: await fixture('single-column.pdf'),
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.cvText.length).toBeGreaterThan(100);
  });

  it('refuses a file that is not a PDF, Word document or image with the spec message', async () => {
    const res = await upload('/api/user/cv/upload', 'cvFile', {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: new TextEncoder().encode('just some text, not a PDF'),
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe(UNSUPPORTED);
  });

  it('answers a broken PDF with the spec message', async () => {
    const res = await upload('/api/user/cv/upload', 'cvFile', {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: await fixture('broken.pdf'),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Failed to extract CV text. Please try again.');
  });

  it('asks for a copy without the password of a locked PDF', async () => {
    const res = await upload('/api/user/cv/upload', 'cvFile', {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: await fixture('encrypted.pdf'),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      'The file is protected by a password. Please upload a copy without the password.',
    );
  });

  it('refuses a missing file and a file over the size limit', async () => {
    const missing = await upload('/api/user/cv/upload', 'otherField', {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: await fixture('single-column.pdf'),
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.cvFile).toBeDefined();
    const empty = await upload('/api/user/cv/upload', 'cvFile', {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: new Uint8Array(0),
    });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Please choose a file to upload.');
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    const tooLarge = await upload('/api/user/cv/upload', 'cvFile', {
      name: 'big.pdf',
      type: 'application/pdf',
      bytes: big,
    });
    expect(tooLarge.status).toBe(413);
  });

  it('bounds the fields sent beside the file and answers a broken upload with a 400', async () => {
    const fields = Array.from(
      { length: 12 },
      (_, i) =>
        `--b\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${'x'.repeat(2000)}\r\n`,
    ).join('');
    const manyFields = await t.app.inject({
      method: 'POST',
      url: '/api/user/cv/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: `${fields}--b--\r\n`,
      remoteAddress: '203.0.113.91',
    });
    expect(manyFields.statusCode).toBe(413);
    for (const [type, payload] of [
      ['multipart/form-data', 'no boundary'],
      [
        'multipart/form-data; boundary=b',
        '--b\r\nContent-Disposition: form-data; name="cvFile"; filename="cv.pdf"\r\n\r\n%PDF-1.7',
      ],
    ]) {
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/user/cv/upload',
        headers: { 'content-type': type! },
        payload,
        remoteAddress: '203.0.113.92',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toBe('The upload was incomplete. Please try again.');
    }
  });

  it('parses a PDF into CV parts with the import defaults', async () => {
    const res = await upload(
      '/api/user/parse-resume',
      'resume_file',
      { name: 'cv.pdf', type: 'application/pdf', bytes: await fixture('single-column.pdf') },
      user,
    );
    expect(res.status).toBe(200);
    expect(res.body.personal.name).not.toBe('');
    expect(res.body.experience.length).toBeGreaterThan(0);
    for (const skill of res.body.skills) expect(skill.level).toBe('Beginner');
    // Fluency the CV states is kept; the import default only fills what it leaves out.
    expect(res.body.languages).toEqual([
      expect.objectContaining({ name: 'Bangla', fluency: 'Native' }),
      expect.objectContaining({ name: 'English', fluency: 'Fluent' }),
    ]);
  });

  it('parses the addresses a PDF gives only behind words into the profiles and projects', async () => {
    const res = await upload(
      '/api/user/parse-resume',
      'resume_file',
      { name: 'cv.pdf', type: 'application/pdf', bytes: await fixture('linked.pdf') },
      user,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.personal.links.map((link: { url: string }) => link.url)).toEqual([
      'https://linkedin.example.com/in/tahmina-akter',
      'https://github.example.com/tahmina',
    ]);
    expect(res.body.projects).toEqual([
      expect.objectContaining({
        name: 'Ghat: ferry timetables offline',
        url: 'https://ghat.example.org/',
      }),
      expect.objectContaining({
        name: 'Bazar Prices',
        description: 'Tracks vegetable prices across Dhaka markets.',
        url: 'https://github.example.com/tahmina/bazar',
      }),
    ]);
  });

  it('parses a Bangla PDF with its name and headline whole', async () => {
    const res = await upload(
      '/api/user/parse-resume',
      'resume_file',
      { name: 'cv.pdf', type: 'application/pdf', bytes: await fixture('bangla.pdf') },
      user,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.personal).toMatchObject({
      name: 'তানজিলা রহমান',
      title: 'জ্যেষ্ঠ সফটওয়্যার প্রকৌশলী',
      email: 'tanjila.rahman@example.com',
    });
  });

  it('parses a Word document into CV parts: contact, jobs, schools and skills', async () => {
    const res = await upload('/api/user/parse-resume', 'resume_file', docx(await cvDocx()), user);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.personal).toMatchObject({
      name: 'Nusrat Jahan',
      title: 'Data Analyst',
      email: 'nusrat.jahan@example.com',
    });
    expect(res.body.experience).toEqual([
      expect.objectContaining({
        title: 'Senior Data Analyst',
        company: 'Rupsha Analytics Ltd.',
        startDate: 'Feb 2022',
        endDate: 'Present',
      }),
      expect.objectContaining({
        title: 'Data Analyst',
        company: 'Sundori Textiles',
        startDate: 'Jul 2019',
        endDate: 'Jan 2022',
      }),
    ]);
    expect(res.body.education).toEqual([
      expect.objectContaining({
        degree: 'BSc in Statistics',
        institution: 'Gourob University of Science',
      }),
    ]);
    expect(res.body.skills.map((skill: Json) => skill.name)).toEqual([
      'SQL',
      'Python',
      'Power BI',
      'Excel',
    ]);
    // Every section comes back, not only the spec's list.
    expect(res.body.certifications).toEqual([
      expect.objectContaining({ name: 'Google Data Analytics Certificate', issuer: 'Coursera' }),
    ]);
    expect(res.body.achievements).toEqual([
      expect.objectContaining({
        title: 'Analyst of the Year 2023',
        description: 'chosen among 30 analysts',
      }),
    ]);
    expect(res.body.publications).toEqual([
      expect.objectContaining({
        title: 'Forecasting fabric demand',
        publisher: 'Textile Data Review',
        date: '2022',
      }),
    ]);
    expect(res.body.references).toEqual([
      expect.objectContaining({
        name: 'Dr. Selina Parvin',
        title: 'Professor of Statistics',
        company: 'Gourob University of Science',
        phone: '01711-998877',
      }),
    ]);
  });

  it('reads a Word document for the analyzer by its bytes, whatever its name says', async () => {
    const res = await upload('/api/user/cv/upload', 'cvFile', {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: await cvDocx(),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.cvText).toContain('Senior Data Analyst   Feb 2022 – Present');
  });

  it('tells why a Word file cannot be read: an old .doc, a password, damage, a zip bomb', async () => {
    const read = (bytes: Uint8Array) =>
      upload('/api/user/parse-resume', 'resume_file', docx(bytes), user);
    const old = await read(compoundFile('WordDocument'));
    expect(old.status).toBe(415);
    expect(old.body.message).toBe(
      'Word 97-2003 documents (.doc) cannot be read. Please save the CV as a Word document (.docx) or PDF and upload that.',
    );
    const locked = await read(compoundFile('EncryptedPackage'));
    expect(locked.status).toBe(422);
    expect(locked.body.errors.resume_file).toEqual([
      'The file is protected by a password. Please upload a copy without the password.',
    ]);
    // A ZIP archive renamed .docx is no Word document.
    const renamed = await read(zipOf([{ name: 'notes.txt', content: 'Nusrat Jahan' }]));
    expect(renamed.status).toBe(415);
    expect(renamed.body.message).toBe(UNSUPPORTED);
    const whole = await cvDocx();
    const damaged = await read(whole.subarray(0, whole.length - 100));
    expect(damaged.status).toBe(422);
    expect(damaged.body.message).toBe('Failed to extract CV text. Please try again.');
    const bomb = await read(
      zipOf([
        { name: 'word/document.xml', content: '<w:p/>'.repeat(4_000_000), declaredSize: 100 },
      ]),
    );
    expect(bomb.status).toBe(422);
    expect(bomb.body.message).toBe(
      "The file's pages or images are too large to read. Please upload a smaller PDF, Word document (.docx) or image (JPG/PNG).",
    );
  });

  it('keeps a Word document to the upload size limit, as a PDF', async () => {
    // Its photo, which does not compress, takes it over the test's 1 MB.
    const heavy = zipOf([
      { name: 'word/document.xml', content: '<w:document/>' },
      { name: 'word/media/photo.png', content: randomBytes(1024 * 1024) },
    ]);
    const res = await upload('/api/user/parse-resume', 'resume_file', docx(heavy), user);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is too large. Please upload a file of at most 1 MB.');
  });

  it('parse-resume needs a user', async () => {
    const res = await upload('/api/user/parse-resume', 'resume_file', {
      name: 'cv.pdf',
      type: 'application/pdf',
      bytes: await fixture('single-column.pdf'),
    });
    expect(res.status).toBe(401);
  });
});

describe('an LLM that cannot be reached', () => {
  it('falls back to the local engine and says so', async () => {
    const app = await createTestApp({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_TIMEOUT_MS: '2000',
    });
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/user/ats-report',
        payload: { cvText: CV_TEXT, jobDescription: JOB },
      });
      expect(res.statusCode).toBe(200);
      const { source, atsScore } = res.json<Json>().data;
      expect(source.provider).toBe('local');
      expect(source.fallback).toBe(true);
      expect(source.notice).toMatch(/\S/);
      expect(atsScore).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
