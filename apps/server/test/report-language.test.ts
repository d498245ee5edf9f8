import { analyzeAts } from '@careercard/engine/ats';
import { analyzeQuality } from '@careercard/engine/quality';
import { tailorCv } from '@careercard/engine/tailor';
import { sampleCv } from '@careercard/shared/cv-sample';
import { localizeReportText } from '@careercard/shared/report-bn';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../src/infra/db/schema';
import { createTestApp, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CV_TEXT = `Farhana Islam
Backend Developer
farhana.islam@example.com | +880 1712-345678 | Dhaka, Bangladesh

SUMMARY
Backend developer with 4 years of experience building APIs with Node.js and TypeScript.

EXPERIENCE
Backend Developer, Padma Cloudworks, Dhaka
Jan 2021 - Present
- Built REST APIs in Node.js and TypeScript serving 40,000 daily users
- Worked on the billing service with the finance team and other developers

EDUCATION
B.Sc. in Computer Science and Engineering, Jamuna Institute of Technology, 2015 - 2019

SKILLS
Node.js, TypeScript, JavaScript, PostgreSQL, Express, Jest, Git
`;

const JOB = `Senior Backend Engineer at Surma Fintech
Requirements:
- 5+ years of experience with Node.js and TypeScript
- Strong PostgreSQL skills
- Experience with Docker and Kubernetes
- Master's degree in Computer Science
Nice to have: AWS, Redis`;

const bangla = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' };
const english = { 'accept-language': 'en-GB,en;q=0.9' };
const bengali = /[\u0980-\u09ff]/;

let t: TestApp;
let user: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.asUser();
});
afterAll(() => t.close());

const post = async (
  url: string,
  payload: Json,
  headers: Record<string, string>,
  as?: TestAccount,
) => {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...as?.headers },
    remoteAddress: '10.7.0.1',
  });
  return { status: res.statusCode, body: res.json<Json>(), vary: String(res.headers.vary) };
};

describe('the ATS report in the reader’s language', () => {
  it('a Bangla reader gets the commentary in Bangla, with the same score and keywords', async () => {
    const en = await post(
      '/api/user/ats-report',
      { cvText: CV_TEXT, jobDescription: JOB },
      english,
    );
    const bn = await post('/api/user/ats-report', { cvText: CV_TEXT, jobDescription: JOB }, bangla);
    expect(en.status).toBe(200);
    expect(bn.status).toBe(200);

    // English is exactly what the engine writes, as before.
    const engine = analyzeAts(CV_TEXT, JOB);
    expect(en.body).toEqual({
      success: true,
      data: { ...engine, source: { provider: 'local', fallback: false } },
    });

    const { summary, strengths, suggestions, ...figures } = bn.body.data;
    const { summary: _s, strengths: _st, suggestions: _su, ...englishFigures } = en.body.data;
    expect(figures).toEqual(englishFigures);
    expect(strengths).toHaveLength(engine.strengths.length);
    expect(suggestions).toHaveLength(engine.suggestions.length);
    for (const text of [summary, ...strengths, ...suggestions]) expect(text).toMatch(bengali);
    expect(summary).toBe(localizeReportText(engine.summary, 'bn'));
    expect(summary).toContain(`(${new Intl.NumberFormat('bn-BD').format(engine.atsScore)}/১০০)`);
    // Skill names stay as the CV and the job write them, inside the Bangla.
    expect(suggestions.join(' ')).toContain('Docker');
    expect(bn.body.data.missingKeywords).toContain('Docker');
  });

  it('answers without Accept-Language in English, and says both vary by it', async () => {
    const plain = await post('/api/user/ats-report', { cvText: CV_TEXT, jobDescription: JOB }, {});
    expect(plain.body.data.summary).toBe(analyzeAts(CV_TEXT, JOB).summary);
    expect(plain.vary).toMatch(/accept-language/i);
    const bn = await post('/api/user/ats-report', { cvText: CV_TEXT, jobDescription: JOB }, bangla);
    expect(bn.vary).toMatch(/accept-language/i);
  });
});

describe('the other reports in the reader’s language', () => {
  it('the CV quality check', async () => {
    const bn = await post('/api/user/cv-quality', { cvText: CV_TEXT }, bangla, user);
    expect(bn.status).toBe(200);
    const engine = analyzeQuality(CV_TEXT);
    expect(bn.body.data.qualityScore).toBe(engine.qualityScore);
    expect(bn.body.data.summary).toBe(localizeReportText(engine.summary, 'bn'));
    for (const text of [...bn.body.data.strengths, ...bn.body.data.suggestions]) {
      expect(text).toMatch(bengali);
    }
    // Each part of the rubric says what it found in Bangla, with the same points.
    expect(bn.body.data.parts).toHaveLength(engine.parts!.length);
    for (const [i, part] of (bn.body.data.parts as Json[]).entries()) {
      expect(part.score).toBe(engine.parts![i]!.score);
      expect(part.finding).toMatch(bengali);
    }
    expect(bn.vary).toMatch(/accept-language/i);
  });

  it('a tailoring, kept in English and said in Bangla when read again', async () => {
    await t.db.insert(payments).values({
      userId: user.id,
      purpose: 'custom_cv',
      description: 'Custom CV for Job',
      amountPoisha: 2000,
      status: 'Completed',
      gateway: 'bkash',
      invoiceId: `CC-LANG-${user.id}`,
      fulfilledAt: new Date(),
    });
    const request = { cvData: sampleCv, jobDescription: JOB };
    const en = await post('/api/user/tailored-cv', request, english, user);
    expect(en.status).toBe(200);
    const engine = tailorCv(sampleCv, JOB);
    expect(en.body.suggestions).toEqual(engine.suggestions);

    // The same tailoring asked again, in Bangla: given from its payment without a second one.
    const bn = await post('/api/user/tailored-cv', request, bangla, user);
    expect(bn.status).toBe(200);
    expect(bn.body.tailoredCV).toEqual(en.body.tailoredCV);
    expect(bn.body.coverLetter).toBe(en.body.coverLetter);
    expect(bn.body.suggestions).toHaveLength(engine.suggestions.length);
    for (const { area, suggestion } of bn.body.suggestions) {
      expect(area).toMatch(bengali);
      expect(suggestion).toMatch(bengali);
    }
    expect(bn.vary).toMatch(/accept-language/i);

    const [stored] = await t.db
      .select({ result: payments.tailoredResult })
      .from(payments)
      .where(eq(payments.invoiceId, `CC-LANG-${user.id}`));
    expect((stored?.result as Json).value.suggestions).toEqual(engine.suggestions);
  });
});
