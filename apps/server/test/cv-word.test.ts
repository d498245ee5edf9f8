import type { CvData } from '@careercard/shared/cv';
import { bangladeshSampleCv, sampleCv } from '@careercard/shared/cv-sample';
import { DOCX_CONTENT_TYPE, WORD_GONE_MESSAGE } from '@careercard/shared/pdfs';
import { eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDocuments } from '../src/infra/db/schema';
import {
  callerOf,
  createTestApp,
  multipartBody,
  stubPdfRenderer,
  type TestAccount,
  type TestApp,
} from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
let t: TestApp;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
let templateIds: Record<string, number>;
let dataDir: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'careercard-word-'));
  t = await createTestApp(
    { DATA_DIR: dataDir, PRINT_BASE_URL: 'http://127.0.0.1:9' },
    { pdfRenderer: stubPdfRenderer },
  );
  const owner = await t.asUser();
  const list = (await call('GET', '/api/user/cv-templates', owner)).body.templates as Json[];
  templateIds = Object.fromEntries(list.map((template) => [template.name, template.id]));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** Deletes a record's Word file, as records printed before Word files were made have none. */
const removeWordFile = (userId: number, recordId: string) =>
  fs.rm(path.join(dataDir, 'files', `pdfs/${userId}/${recordId}.docx`));

/** A user with the CV in the template, and a paid record of it. */
async function paidCv(data: CvData, template: string) {
  const owner = await t.asUser({ name: data.personal.name });
  const created = await call('POST', '/api/user/cvs', owner, {
    name: 'Word CV',
    data,
    templateId: templateIds[template],
  });
  expect(created.status).toBe(201);
  const cv = created.body.data as Json;
  const [record] = await t.db
    .insert(pdfDocuments)
    .values({
      userId: owner.id,
      cvId: cv.id as string,
      fileName: 'Word-CV.pdf',
      pricePoisha: 3000,
      status: 'Paid',
      paidAt: new Date(),
    })
    .returning();
  return { owner, cv, record: record! };
}

const get = (url: string, as: TestAccount) => t.app.inject({ url, headers: as.headers });

let uploads = 0;
/** What our importer (Import from File) reads from a file. */
async function imported(file: Buffer, as: TestAccount): Promise<Json> {
  const body = await multipartBody('resume_file', 'cv.docx', DOCX_CONTENT_TYPE, file);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/parse-resume',
    payload: body.payload,
    headers: { ...body.headers, ...as.headers },
    remoteAddress: `10.7.0.${++uploads}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Json>();
}

const names = (entries: Json[], field: string) => entries.map((entry) => entry[field] as string);

describe('the Word file of a paid CV (issue 45)', () => {
  const templates: Array<[string, CvData]> = [
    ['DefaultResume', sampleCv],
    ['ClassicResume', sampleCv],
    ['ModernResume', sampleCv],
    ['Bangladesh Standard', bangladeshSampleCv],
    ['বাংলা সিভি', bangladeshSampleCv],
  ];

  it.each(templates)(
    '%s: downloads as .docx and our importer reads it back whole',
    async (template, data) => {
      const { owner, record } = await paidCv(data, template);
      const res = await get(`/api/user/cv/${record.id}/download-docx`, owner);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe(DOCX_CONTENT_TYPE);
      expect(res.headers['content-disposition']).toContain('Word-CV.docx');
      const file = res.rawPayload;
      expect(strFromU8(unzipSync(new Uint8Array(file))['word/document.xml']!)).toContain(
        'Padma Softworks Ltd.',
      );

      const back = await imported(file, owner);
      expect(back.personal).toMatchObject({
        name: template === 'বাংলা সিভি' ? data.bioData!.nameBn : data.personal.name,
        email: data.personal.email,
      });
      expect(back.personal.phone.replace(/\D/g, '')).toBe(data.personal.phone.replace(/\D/g, ''));
      // Some templates leave sections out; what each prints, the importer reads back.
      expect(names(back.experience, 'title')).toEqual(names(data.experience, 'title'));
      expect(names(back.experience, 'company')).toEqual(names(data.experience, 'company'));
      if (template !== 'বাংলা সিভি') {
        expect(names(back.experience, 'startDate')).toEqual(names(data.experience, 'startDate'));
        expect(names(back.experience, 'endDate')).toEqual(names(data.experience, 'endDate'));
      }
      expect(names(back.education, 'institution')).toEqual(names(data.education, 'institution'));
      // The importer files tools among the skills.
      expect(names(back.skills, 'name')).toEqual([
        ...names(data.skills, 'name'),
        ...names(data.tools, 'name'),
      ]);
      expect(names(back.projects, 'name')).toEqual(names(data.projects, 'name'));
      expect(names(back.certifications, 'name')).toEqual(names(data.certifications, 'name'));
      expect(names(back.languages, 'name')).toEqual(names(data.languages, 'name'));
      if (data.bioData) {
        const { nameBn: _bn, ...details } = data.bioData;
        expect(back.bioData).toMatchObject(details);
      }
    },
  );

  it('is the version its PDF printed, paid once for both', async () => {
    const { owner, cv, record } = await paidCv(sampleCv, 'DefaultResume');
    expect((await get(`/api/user/cv/${record.id}/download-pdf`, owner)).statusCode).toBe(200);
    // The CV changes after the print: the Word file stays the printed version.
    const changed = await call('PUT', `/api/user/cvs/${cv.id}`, owner, {
      version: cv.version,
      data: { ...sampleCv, personal: { ...sampleCv.personal, title: 'Head of Engineering' } },
    });
    expect(changed.status).toBe(200);
    const word = await get(`/api/user/cv/${record.id}/download-docx`, owner);
    const xml = strFromU8(unzipSync(new Uint8Array(word.rawPayload))['word/document.xml']!);
    expect(xml).toContain('Senior Software Engineer');
    expect(xml).not.toContain('Head of Engineering');

    // The CV as it is now was never paid for: neither file of it.
    expect((await get(`/api/user/cv/${cv.id}/download-docx`, owner)).statusCode).toBe(402);
    expect((await get(`/api/user/cv/${cv.id}/download-pdf`, owner)).statusCode).toBe(402);
    const stranger = await t.asUser();
    expect((await get(`/api/user/cv/${record.id}/download-docx`, stranger)).statusCode).toBe(404);
  });

  it('of a PDF printed before Word files were made: while the CV is unchanged only', async () => {
    const { owner, cv, record } = await paidCv(sampleCv, 'DefaultResume');
    const url = `/api/user/cv/${record.id}/download-docx`;
    expect((await get(`/api/user/cv/${record.id}/download-pdf`, owner)).statusCode).toBe(200);
    // As a record printed before: its PDF kept, no Word file beside it.
    const [printed] = await t.db.select().from(pdfDocuments).where(eq(pdfDocuments.id, record.id));
    expect(printed!.storageKey).toBeTruthy();
    await removeWordFile(owner.id, record.id);
    expect((await get(url, owner)).statusCode).toBe(200); // unchanged: written now

    await removeWordFile(owner.id, record.id);
    await call('PUT', `/api/user/cvs/${cv.id}`, owner, {
      version: cv.version,
      data: { ...sampleCv, personal: { ...sampleCv.personal, name: 'Tanjila R. Chowdhury' } },
    });
    const gone = await get(url, owner);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toEqual({ message: WORD_GONE_MESSAGE });
  });
});
