import { CV_MAX_ITEMS, NID_MESSAGE } from '@careercard/shared/cv';
import { sampleCv } from '@careercard/shared/cv-sample';
import { LINK_ADDRESS_MESSAGE, WEB_ADDRESS_MESSAGE } from '@careercard/shared/web-address';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvPrintTokens, cvs, cvTemplates } from '../src/infra/db/schema';
import { CV_CONFLICT, createCvService } from '../src/modules/cvs/service';
import { createTemplateService } from '../src/modules/templates/service';
import { createTestApp, type TestAccount, type TestApp } from './helpers';

let t: TestApp;
let owner: TestAccount;
let stranger: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.asUser();
  stranger = await t.asUser();
});
afterAll(() => t.close());

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const call = async (
  as: TestAccount | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => {
  const res = await t.app.inject({
    method,
    url,
    ...(as ? { headers: as.headers } : {}),
    ...(payload === undefined ? {} : { payload: payload as Json }),
  });
  return { status: res.statusCode, body: res.json<Json>() };
};
const createCv = async (as: TestAccount, payload: Json = {}) => {
  const res = await call(as, 'POST', '/api/user/cvs', payload);
  expect(res.status).toBe(201);
  return res.body.data as Json;
};

describe('creating and reading CVs', () => {
  it('creates an "Untitled CV" in the default template with empty data', async () => {
    const cv = await createCv(owner);
    expect(cv).toMatchObject({
      name: 'Untitled CV',
      templateId: 1,
      templateName: 'DefaultResume',
      version: 1,
    });
    expect(cv.data.experience).toEqual([]);
    expect(new Date(cv.lastModified).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('normalises the data it is given: ids, defaults, and the import defaults when imported', async () => {
    const cv = await createCv(owner, {
      name: 'Imported CV',
      templateId: 2,
      imported: true,
      data: {
        personal: { name: 'Tanjila Rahman' },
        skills: ['Go', { name: 'SQL', level: null }],
        languages: [{ name: 'Bangla' }],
      },
    });
    expect(cv.templateName).toBe('ClassicResume');
    expect(cv.data.skills.map((s: Json) => s.level)).toEqual(['Beginner', 'Beginner']);
    expect(cv.data.skills[0].id).toMatch(/\S/);
    expect(cv.data.languages[0].fluency).toBe('Basic');
    expect(cv.data.personal.summary).toBe('');
  });

  it('refuses a template that does not exist or is disabled', async () => {
    const missing = await call(owner, 'POST', '/api/user/cvs', { templateId: 999 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      templateId: ['The selected template is not available.'],
    });
  });

  it("lists only the caller's CVs, the latest first", async () => {
    const fresh = await createCv(stranger, { name: 'Stranger CV' });
    const mine = await call(owner, 'GET', '/api/user/cvs');
    expect(mine.body.data.map((cv: Json) => cv.id)).not.toContain(fresh.id);
    const theirs = await call(stranger, 'GET', '/api/user/cvs');
    expect(theirs.body.data[0]).toMatchObject({ id: fresh.id, name: 'Stranger CV' });
    expect(theirs.body.data[0]).not.toHaveProperty('data');
  });

  it("answers 404 for anyone else's CV, and for an id that is not one", async () => {
    const cv = await createCv(owner);
    expect((await call(stranger, 'GET', `/api/user/cvs/${cv.id}`)).status).toBe(404);
    expect(
      (await call(stranger, 'PUT', `/api/user/cvs/${cv.id}`, { version: 1, name: 'Mine now' }))
        .status,
    ).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/user/cvs/${cv.id}`)).status).toBe(404);
    expect((await call(stranger, 'POST', `/api/user/cvs/${cv.id}/duplicate`)).status).toBe(404);
    expect((await call(owner, 'GET', '/api/user/cvs/not-a-uuid')).body).toEqual({
      message: 'CV not found',
    });
    const still = await call(owner, 'GET', `/api/user/cvs/${cv.id}`);
    expect(still.body.data.name).toBe('Untitled CV');
  });

  it('needs a signed-in user', async () => {
    expect((await call(undefined, 'GET', '/api/user/cvs')).status).toBe(401);
  });
});

describe('saving', () => {
  it('saves data, name and template, and raises the version', async () => {
    const cv = await createCv(owner);
    const saved = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      name: 'Engineering CV',
      templateId: 3,
      data: sampleCv,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'Engineering CV',
      templateName: 'ModernResume',
      version: 2,
    });
    const read = await call(owner, 'GET', `/api/user/cvs/${cv.id}`);
    expect(read.body.data.data).toEqual(sampleCv);
  });

  it('refuses a stale save with a conflict naming the current version, and keeps the newer data', async () => {
    const cv = await createCv(owner);
    const firstTab = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      name: 'From tab one',
    });
    expect(firstTab.status).toBe(200);
    const secondTab = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      name: 'From tab two',
    });
    expect(secondTab.status).toBe(409);
    expect(secondTab.body).toEqual({ message: CV_CONFLICT, data: { version: 2 } });
    expect((await call(owner, 'GET', `/api/user/cvs/${cv.id}`)).body.data.name).toBe(
      'From tab one',
    );
  });

  it('refuses a version past PostgreSQL integer (found by fuzzing)', async () => {
    const cv = await createCv(owner);
    const save = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 2_147_483_648,
      name: 'Huge',
    });
    expect(save.status).toBe(422);
    expect(save.body.errors).toEqual({ version: ['The version is not valid.'] });
  });

  it('lets exactly one of several simultaneous saves from one version through', async () => {
    const cv = await createCv(owner);
    const results = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((name) =>
        call(owner, 'PUT', `/api/user/cvs/${cv.id}`, { version: 1, name }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const [row] = await t.db
      .select()
      .from(cvs)
      .where(eq(cvs.id, cv.id as string));
    expect(row?.version).toBe(2);
  });

  it('answers bad data with 422 naming the field', async () => {
    const cv = await createCv(owner);
    const longName = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      data: { personal: { name: 'x'.repeat(201) } },
    });
    expect(longName.status).toBe(422);
    expect(longName.body.errors).toEqual({
      'data.personal.name': ['Must be at most 200 characters.'],
    });

    const tooMany = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      data: { skills: Array.from({ length: CV_MAX_ITEMS + 1 }, (_, i) => `Skill ${i}`) },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors['data.skills']).toEqual([`At most ${CV_MAX_ITEMS} entries.`]);

    const blankName = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      name: '  ',
    });
    expect(blankName.body.errors).toEqual({ name: ['The name field is required.'] });

    const noVersion = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, { name: 'x' });
    expect(noVersion.body.errors).toEqual({ version: ['The version field is required.'] });
    expect((await call(owner, 'GET', `/api/user/cvs/${cv.id}`)).body.data.version).toBe(1);
  });

  it('refuses a javascript:, data: or file: address with 422 and says what to enter', async () => {
    const cv = await createCv(owner, { data: sampleCv });
    const withLink = (url: string) => ({
      ...sampleCv,
      personal: { ...sampleCv.personal, links: [{ id: 'l', label: 'Site', url }] },
    });
    const script = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      data: withLink('javascript:alert(document.cookie)'),
    });
    expect(script.status).toBe(422);
    expect(script.body).toEqual({
      message: LINK_ADDRESS_MESSAGE,
      errors: { 'data.personal.links.0.url': [LINK_ADDRESS_MESSAGE] },
    });

    const photo = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      data: { ...sampleCv, personal: { ...sampleCv.personal, photoUrl: 'data:image/png,x' } },
    });
    expect(photo.body.errors).toEqual({ 'data.personal.photoUrl': [WEB_ADDRESS_MESSAGE] });

    const created = await call(owner, 'POST', '/api/user/cvs', {
      imported: true,
      data: { ...sampleCv, projects: [{ name: 'Hisab', url: 'file:///etc/passwd' }] },
    });
    expect(created.status).toBe(422);
    expect(created.body.errors).toEqual({ 'data.projects.0.url': [WEB_ADDRESS_MESSAGE] });

    const bangla = await t.app.inject({
      method: 'PUT',
      url: `/api/user/cvs/${cv.id}`,
      headers: { ...owner.headers, 'accept-language': 'bn' },
      payload: { version: 1, data: withLink('javascript:alert(1)') },
    });
    expect(bangla.json<Json>().message).toBe(
      'http:// বা https:// দিয়ে শুরু হওয়া একটি ওয়েব ঠিকানা, অথবা একটি mailto: বা tel: লিংক লিখুন।',
    );

    // Nothing was saved; an e-mail link is a link too.
    expect((await call(owner, 'GET', `/api/user/cvs/${cv.id}`)).body.data.version).toBe(1);
    const mail = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      data: withLink('mailto:tanjila@example.com'),
    });
    expect(mail.status).toBe(200);
  });

  it('opens a CV saved with such an address before they were refused, without the address', async () => {
    const cv = await createCv(owner, { data: sampleCv });
    const old = {
      ...sampleCv,
      personal: {
        ...sampleCv.personal,
        photoUrl: 'javascript:alert(1)',
        links: [{ id: 'l', label: 'Site', url: 'javascript:alert(1)' }],
      },
    };
    await t.db.update(cvs).set({ data: old }).where(eq(cvs.id, cv.id));
    const opened = await call(owner, 'GET', `/api/user/cvs/${cv.id}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data.data.personal.links).toEqual([{ id: 'l', label: 'Site', url: '' }]);
    expect(opened.body.data.data.personal).not.toHaveProperty('photoUrl');
    const copy = await call(owner, 'POST', `/api/user/cvs/${cv.id}/duplicate`);
    expect(JSON.stringify(copy.body.data.data)).not.toContain('javascript:');
    // Saving it as it opened goes through.
    const saved = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      data: opened.body.data.data,
    });
    expect(saved.status).toBe(200);
  });

  it('refuses more than 1 MB of CV data with 422, and a body over 2 MB with 413', async () => {
    const cv = await createCv(owner);
    const paragraph = 'x'.repeat(5000);
    // 200 full entries: about 1.08 MB, over the 1 MB limit, under the 2 MB body limit.
    const big = Array.from({ length: 200 }, () => ({
      description: paragraph,
      title: 'y'.repeat(200),
      company: 'z'.repeat(200),
    }));
    const tooLarge = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      data: { experience: big },
    });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.errors.data).toEqual([
      'The CV is too large: it may hold at most 1 MB of text.',
    ]);

    const huge = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      data: { experience: big, education: big, projects: big },
    });
    expect(huge.status).toBe(413);
  });
});

describe('duplicating and deleting', () => {
  it('duplicates with "Copy of" and the same data and template', async () => {
    const cv = await createCv(owner, { name: 'Banking CV', templateId: 2, data: sampleCv });
    const copy = await call(owner, 'POST', `/api/user/cvs/${cv.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ name: 'Copy of Banking CV', templateId: 2, version: 1 });
    expect(copy.body.data.id).not.toBe(cv.id);
    expect(copy.body.data.data).toEqual(sampleCv);
  });

  it('deletes into the Trash: the CV is no longer found', async () => {
    const cv = await createCv(owner);
    expect(await call(owner, 'DELETE', `/api/user/cvs/${cv.id}`)).toEqual({
      status: 200,
      body: { success: true, message: 'CV moved to the Trash.' },
    });
    expect((await call(owner, 'GET', `/api/user/cvs/${cv.id}`)).status).toBe(404);
    expect((await call(owner, 'DELETE', `/api/user/cvs/${cv.id}`)).status).toBe(404);
  });
});

describe('templates', () => {
  it('lists the enabled templates, the built-ins first', async () => {
    const res = await call(owner, 'GET', '/api/user/cv-templates');
    expect(res.body.success).toBe(true);
    expect(res.body.templates.map((tpl: Json) => [tpl.id, tpl.name, tpl.kind])).toEqual([
      [1, 'DefaultResume', 'component'],
      [2, 'ClassicResume', 'component'],
      [3, 'ModernResume', 'component'],
      [4, 'American One-Page', 'layout'],
      [5, 'Bangladesh Standard', 'component'],
      [6, 'বাংলা সিভি', 'component'],
    ]);
    expect(res.body.templates[0]).toHaveProperty('thumbnail_url', null);
  });

  it('gives a layout template its JSON and parsed layout; the demo when it has none', async () => {
    const demo = await call(owner, 'GET', '/api/user/cv-template/4');
    expect(demo.body).toMatchObject({ success: true, kind: 'layout', component: null });
    expect(JSON.parse(demo.body.json_content as string).name).toBe('American One-Page');
    expect(demo.body.layout.layout.fontSize).toBe(10.5);

    const [custom] = await t.db
      .insert(cvTemplates)
      .values({
        name: 'Compact',
        kind: 'layout',
        jsonContent: JSON.stringify({
          layout: { fontSize: '12pt', margins: '2cm', primaryColor: '#0f5c45' },
          sections: [
            { type: 'Header' },
            { type: 'Section', title: 'Skills', source: 'skills', layout: 'inline' },
          ],
        }),
      })
      .returning();
    const res = await call(owner, 'GET', `/api/user/cv-template/${custom!.id}`);
    expect(res.body.layout.layout).toMatchObject({
      fontSize: 12,
      primaryColor: '#0f5c45',
      lineHeight: 1.4,
    });
    expect(res.body.layout.layout.margins).toBeCloseTo(0.787, 3);
  });

  it('hides disabled templates and answers 404 for unknown ones', async () => {
    const [hidden] = await t.db
      .insert(cvTemplates)
      .values({
        name: 'Retired',
        kind: 'component',
        component: 'ClassicResume',
        status: 'Disabled',
      })
      .returning();
    expect((await call(owner, 'GET', `/api/user/cv-template/${hidden!.id}`)).status).toBe(404);
    expect(
      (await call(owner, 'GET', '/api/user/cv-templates')).body.templates.map((x: Json) => x.id),
    ).not.toContain(hidden!.id);
    expect((await call(owner, 'GET', '/api/user/cv-template/9999')).body).toEqual({
      message: 'Template not found',
    });
    expect((await call(owner, 'POST', '/api/user/cvs', { templateId: hidden!.id })).status).toBe(
      422,
    );
  });

  it('does not remember a template that was missing: one added later is usable at once', async () => {
    const id = 4242;
    expect((await call(owner, 'POST', '/api/user/cvs', { templateId: id })).status).toBe(422);
    await t.db
      .insert(cvTemplates)
      .values({ id, name: 'Late', kind: 'component', component: 'ClassicResume' });
    const created = await call(owner, 'POST', '/api/user/cvs', { templateId: id });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ templateId: id, templateName: 'ClassicResume' });
  });

  it('takes an id past PostgreSQL integer as a template that does not exist (found by fuzzing)', async () => {
    const huge = 2_147_483_648;
    expect((await call(owner, 'GET', `/api/user/cv-template/${huge}`)).status).toBe(422);
    const created = await call(owner, 'POST', '/api/user/cvs', { templateId: huge });
    expect(created.status).toBe(422);
    expect(created.body.errors).toEqual({
      templateId: ['The selected template is not available.'],
    });
    const cv = await createCv(owner);
    const saved = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: cv.version,
      templateId: huge,
    });
    expect(saved.status).toBe(422);
  });
});

describe('preview and print routes', () => {
  it("/api/user/cv/{userId} gives the caller their latest CV or the one named, never another user's", async () => {
    const user = await t.asUser();
    const first = await createCv(user, { name: 'First', data: sampleCv });
    const second = await createCv(user, { name: 'Second', templateId: 2 });
    const latest = await call(user, 'GET', `/api/user/cv/${user.id}`);
    expect(latest.body).toMatchObject({ name: 'Second', templateName: 'ClassicResume' });
    const named = await call(user, 'GET', `/api/user/cv/${user.id}?cvId=${first.id}`);
    expect(named.body).toMatchObject({
      name: 'First',
      templateName: 'DefaultResume',
      cvData: sampleCv,
    });
    expect(named.body.template).toMatchObject({
      id: 1,
      kind: 'component',
      component: 'DefaultResume',
    });
    expect((await call(stranger, 'GET', `/api/user/cv/${user.id}`)).status).toBe(404);
    expect((await call(stranger, 'GET', `/api/user/cv/${user.id}?cvId=${second.id}`)).status).toBe(
      404,
    );
  });

  it('a print link shows one CV without signing in, until it expires or the CV is deleted', async () => {
    const service = createCvService({
      db: t.db,
      templates: createTemplateService(t.db, pino({ level: 'silent' })),
    });
    const cv = await createCv(owner, { name: 'Printable', templateId: 4, data: sampleCv });
    const { token } = await service.createPrintToken(owner.id, cv.id as string);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const res = await call(undefined, 'GET', `/api/cv/temp/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Printable',
      templateName: 'American One-Page',
      cvData: sampleCv,
    });
    expect(res.body.template.layout.sections.length).toBeGreaterThan(3);

    const stored = await t.db
      .select()
      .from(cvPrintTokens)
      .where(eq(cvPrintTokens.cvId, cv.id as string));
    expect(JSON.stringify(stored)).not.toContain(token);

    await expect(service.createPrintToken(stranger.id, cv.id as string)).rejects.toThrow(
      'CV not found',
    );
    expect((await call(undefined, 'GET', '/api/cv/temp/made-up-token')).body).toEqual({
      message: 'This preview link is invalid or has expired.',
    });

    const expired = await service.createPrintToken(owner.id, cv.id as string, -1000);
    expect((await call(undefined, 'GET', `/api/cv/temp/${expired.token}`)).status).toBe(404);

    await call(owner, 'DELETE', `/api/user/cvs/${cv.id}`);
    expect((await call(undefined, 'GET', `/api/cv/temp/${token}`)).status).toBe(404);
  });
});

describe('the bio-data of a Bangladeshi CV (issue 44)', () => {
  it('saves the details and results, Bengali digits as typed, and answers a bad NID by its field', async () => {
    const cv = await createCv(owner);
    const saved = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 1,
      data: {
        personal: { name: 'Rashida Parvin' },
        bioData: {
          nameBn: 'রাশিদা পারভীন',
          fatherName: 'Motaleb Hossain',
          dateOfBirth: '২০০০-০১-০৯',
          nid: '৪৫৬ ৭৮৯ ০১২৩',
          presentAddress: 'Flat 3B, Kanchanpur',
        },
        education: [
          { degree: 'SSC', institution: 'Sonatola High School', level: 'SSC', board: 'Dhaka' },
          {
            degree: 'HSC',
            institution: 'Kanchanpur College',
            gpa: '৪.৮৩',
            gpaScale: '5',
            year: '২০১৭',
          },
        ],
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const got = await call(owner, 'GET', `/api/user/cvs/${cv.id}`);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    const read = got.body.data.data as Json;
    expect(read.bioData).toEqual({
      nameBn: 'রাশিদা পারভীন',
      fatherName: 'Motaleb Hossain',
      dateOfBirth: '2000-01-09',
      nid: '4567890123',
      presentAddress: 'Flat 3B, Kanchanpur',
    });
    expect(read.education[1]).toMatchObject({ gpa: '4.83', gpaScale: '5', year: '2017' });
    expect(read.education[0]).toMatchObject({ level: 'SSC', board: 'Dhaka' });

    const badNid = await call(owner, 'PUT', `/api/user/cvs/${cv.id}`, {
      version: 2,
      data: { ...read, bioData: { ...read.bioData, nid: '12345' } },
    });
    expect(badNid.status).toBe(422);
    expect(badNid.body.errors).toEqual({ 'data.bioData.nid': [NID_MESSAGE] });
  });
});
