import {
  CV_TEMPLATE_MAX_BYTES,
  CV_TEMPLATE_REQUIRED_MESSAGE,
  CV_TEMPLATE_TOO_LARGE_MESSAGE,
  TEMPLATE_SAMPLE_GLOBAL,
  type AdminCvTemplate,
} from '@careercard/shared/cv-templates-admin';
import { americanOnePageLayout } from '@careercard/shared/resume-layout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLogs, cvTemplates } from '../src/infra/db/schema';
import type { PdfRenderer, ScreenshotOptions } from '../src/infra/pdf/pdf-renderer';
import { createTestApp, type TestAccount, type TestApp } from './helpers';

/** A 1×1 PNG: what the stub printer "draws". */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const PRINT_BASE = 'http://127.0.0.1:9';

/** Stands in for Chromium: notes what it was asked to draw; `failing` makes drawing fail. */
const drawn: Array<{ url: string; options: ScreenshotOptions }> = [];
let failing = false;
const renderer: PdfRenderer = {
  render: () => Promise.reject(new Error('not used here')),
  printPage: () => Promise.reject(new Error('not used here')),
  renderHtml: () => Promise.reject(new Error('not used here')),
  async screenshot(url, options) {
    drawn.push({ url, options });
    if (failing) throw new Error('The PDF took too long to print');
    return TINY_PNG;
  },
  stats: () => ({ queued: 0, running: 0, launches: 0 }),
  close: async () => {},
};

/** A layout of its own: American One-Page, renamed and recoloured, with a skills grid. */
const layoutJson = (name = 'Dhaka Compact') =>
  JSON.stringify({
    ...americanOnePageLayout,
    name,
    layout: { ...americanOnePageLayout.layout, primaryColor: '#0f766e', fontSize: '10pt' },
  });

let t: TestApp;
let manager: TestAccount;
let otherStaff: TestAccount;
let user: TestAccount;
beforeAll(async () => {
  t = await createTestApp({ PRINT_BASE_URL: PRINT_BASE }, { pdfRenderer: renderer });
  manager = await t.asAdmin(['manage_templates']);
  otherStaff = await t.asAdmin(['manage_packages', 'manage_users', 'manage_settings']);
  user = await t.asUser();
});
afterAll(() => t.close());
beforeEach(() => {
  drawn.length = 0;
  failing = false;
});

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  who?: TestAccount,
  body?: unknown,
): Promise<{ status: number; body: Json; headers: Record<string, unknown>; raw: Buffer }> {
  const res = await t.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(body === undefined ? {} : { payload: body as Json }),
  });
  const json = res.headers['content-type']?.toString().includes('json') ? res.json<Json>() : {};
  return { status: res.statusCode, body: json, headers: res.headers, raw: res.rawPayload };
}

const store = (body: Record<string, unknown>) =>
  call('POST', '/api/admin/store/cv-template', manager, body);

async function listed(): Promise<AdminCvTemplate[]> {
  const res = await call('GET', '/api/admin/get/cv-template', manager);
  expect(res.status).toBe(200);
  return res.body.data.data.templates as AdminCvTemplate[];
}

async function userTemplateIds(): Promise<number[]> {
  const res = await call('GET', '/api/user/cv-templates', user);
  expect(res.status).toBe(200);
  return (res.body.templates as Array<{ id: number }>).map((template) => template.id);
}

async function created(name = 'Dhaka Compact'): Promise<AdminCvTemplate> {
  const res = await store({ name, thumbnail_url: '', json_content: layoutJson(name) });
  expect(res.status).toBe(201);
  return res.body.data as AdminCvTemplate;
}

describe('CV Templates in the back office', () => {
  it('lists every template in the spec’s data.data.templates, built-in ones marked', async () => {
    const res = await call('GET', '/api/admin/get/cv-template', manager);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const templates = res.body.data.data.templates as AdminCvTemplate[];
    expect(templates.slice(0, 4).map((template) => template.name)).toEqual([
      'DefaultResume',
      'ClassicResume',
      'ModernResume',
      'American One-Page',
    ]);
    expect(templates[0]).toMatchObject({
      id: 1,
      thumbnail_url: null,
      json_content: null,
      status: 'Enabled',
      kind: 'component',
      component: 'DefaultResume',
      built_in: true,
      is_default: true,
    });
    expect(templates[3]).toMatchObject({ kind: 'layout', built_in: true, is_default: false });
  });

  it('adds a template from its JSON with 201 and a message, drawing its thumbnail', async () => {
    const res = await store({
      name: 'Dhaka Compact',
      thumbnail_url: '',
      json_content: layoutJson(),
      status: 'Enabled',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      status: 201,
      message: 'Template saved successfully.',
      data: {
        name: 'Dhaka Compact',
        kind: 'layout',
        status: 'Enabled',
        built_in: false,
        thumbnail_generated: true,
        json_content: layoutJson(),
        cv_count: 0,
      },
    });
    const template = res.body.data as AdminCvTemplate;
    expect(template.thumbnail_url).toMatch(/^\/api\/cv-templates\/thumbnails\/[0-9a-f-]{36}\.png$/);

    // Drawn by the sample page, with the template handed to it.
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.url).toBe(`${PRINT_BASE}/cv-template-sample`);
    expect(drawn[0]!.options).toMatchObject({ width: 600, height: 849 });
    expect(drawn[0]!.options.globals?.[TEMPLATE_SAMPLE_GLOBAL]).toMatchObject({
      component: null,
      layout: { name: 'Dhaka Compact', layout: { primaryColor: '#0f766e' } },
    });

    // Served to anyone, for ever the same bytes.
    const picture = await call('GET', template.thumbnail_url!);
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(picture.raw.equals(TINY_PNG)).toBe(true);

    expect((await listed()).map((item) => item.id)).toContain(template.id);
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'cv_template.created'), eq(auditLogs.targetId, `${template.id}`)),
      );
    expect(entry?.actorUserId).toBe(manager.id);
    expect(entry?.details).toMatchObject({ after: { name: 'Dhaka Compact', status: 'Enabled' } });
  });

  it('reaches users at once when Enabled, and leaves their list when Disabled', async () => {
    const template = await created('Sylhet Serif');
    expect(await userTemplateIds()).toContain(template.id);
    const details = await call('GET', `/api/user/cv-template/${template.id}`, user);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      kind: 'layout',
      layout: { name: 'Sylhet Serif', layout: { primaryColor: '#0f766e', fontSize: 10 } },
    });
    // A user makes a CV in it.
    const cv = await call('POST', '/api/user/cvs', user, { templateId: template.id });
    expect(cv.status).toBe(201);
    expect(cv.body.data).toMatchObject({ templateId: template.id, templateName: 'Sylhet Serif' });

    const off = await call('PATCH', `/api/admin/cv-templates/${template.id}`, manager, {
      status: 'Disabled',
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'Template disabled.', data: { status: 'Disabled' } });
    expect(await userTemplateIds()).not.toContain(template.id);
    expect((await call('GET', `/api/user/cv-template/${template.id}`, user)).status).toBe(404);
    const refused = await call('POST', '/api/user/cvs', user, { templateId: template.id });
    expect(refused.status).toBe(422);
    // The CV already in it keeps it.
    const kept = await call('GET', `/api/user/cvs/${cv.body.data.id}`, user);
    expect(kept.body.data.templateId).toBe(template.id);

    const on = await call('PATCH', `/api/admin/cv-templates/${template.id}`, manager, {
      status: 'Enabled',
    });
    expect(on.body.data.status).toBe('Enabled');
    expect(await userTemplateIds()).toContain(template.id);
    const actions = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.targetId, `${template.id}`));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['cv_template.disabled', 'cv_template.enabled']),
    );
  });

  it('edits through the same call with an id, drawing a new thumbnail only for new JSON', async () => {
    const template = await created('Chattogram Clean');
    const first = template.thumbnail_url!;
    drawn.length = 0;

    // Renamed, same JSON: the picture stays.
    const renamed = await store({
      id: template.id,
      name: 'Chattogram Clean 2',
      thumbnail_url: '',
      json_content: template.json_content,
      status: 'Enabled',
    });
    expect(renamed.status).toBe(201);
    expect(renamed.body.data).toMatchObject({ name: 'Chattogram Clean 2', thumbnail_url: first });
    expect(drawn).toHaveLength(0);

    // New JSON: a new picture, the old one gone.
    const redrawn = await store({
      id: String(template.id),
      name: 'Chattogram Clean 2',
      thumbnail_url: null,
      json_content: layoutJson('Chattogram v2'),
      status: 'Disabled',
    });
    expect(redrawn.status).toBe(201);
    expect(drawn).toHaveLength(1);
    const second = redrawn.body.data.thumbnail_url as string;
    expect(second).not.toBe(first);
    expect(redrawn.body.data.status).toBe('Disabled');
    expect((await call('GET', first)).status).toBe(404);
    expect((await call('GET', second)).status).toBe(200);

    // The admin's own picture wins, and the drawn one is dropped.
    const own = await store({
      id: template.id,
      name: 'Chattogram Clean 2',
      thumbnail_url: 'https://cdn.example.com/chattogram.png',
      json_content: layoutJson('Chattogram v2'),
      status: 'Enabled',
    });
    expect(own.body.data).toMatchObject({
      thumbnail_url: 'https://cdn.example.com/chattogram.png',
      thumbnail_generated: false,
    });
    expect((await call('GET', second)).status).toBe(404);

    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'cv_template.updated'), eq(auditLogs.targetId, `${template.id}`)),
      );
    expect(entry?.details).toMatchObject({
      before: { name: 'Chattogram Clean' },
      after: { name: 'Chattogram Clean 2' },
    });
  });

  it('saves a template whose thumbnail could not be drawn, without one', async () => {
    failing = true;
    const res = await store({ name: 'No Picture', json_content: layoutJson('No Picture') });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ thumbnail_url: null, thumbnail_generated: false });
  });

  describe('validation, with nothing saved on a refusal', () => {
    let before: number;
    beforeAll(async () => {
      before = (await t.db.select().from(cvTemplates)).length;
    });
    afterAll(async () => {
      expect((await t.db.select().from(cvTemplates)).length).toBe(before);
    });

    it('asks for the name and the JSON', async () => {
      const res = await store({
        name: '  ',
        thumbnail_url: '',
        json_content: '',
        status: 'Enabled',
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(CV_TEMPLATE_REQUIRED_MESSAGE);
      expect(res.body.errors).toEqual({
        name: ['The name field is required.'],
        json_content: ['Please upload the template JSON file.'],
      });
      expect((await store({})).body.message).toBe('Please fill all required fields.');
    });

    it('says Invalid JSON when the file does not parse', async () => {
      const res = await store({ name: 'Broken', json_content: '{"name": "Broken",' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: 'Invalid JSON',
        errors: { json_content: ['Invalid JSON'] },
      });
    });

    it('refuses a JSON over 1 MB, and a body far over it without a server error', async () => {
      const padded = JSON.stringify({
        ...JSON.parse(layoutJson('Padded')),
        notes: 'x'.repeat(CV_TEMPLATE_MAX_BYTES),
      });
      const res = await store({ name: 'Padded', json_content: padded });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(CV_TEMPLATE_TOO_LARGE_MESSAGE);
      expect(res.body.message).toBe('The JSON file must not be larger than 1 MB.');

      const huge = await store({
        name: 'Huge',
        json_content: 'x'.repeat(5 * CV_TEMPLATE_MAX_BYTES),
      });
      expect(huge.status).toBe(413);
    });

    it('names the first problem of a JSON that is not a layout, where it is, in plain words', async () => {
      const layout = JSON.parse(layoutJson('Odd')) as { sections: Array<Record<string, unknown>> };
      layout.sections[2]!.source = 'hobbies';
      const res = await store({ name: 'Odd', json_content: JSON.stringify(layout) });
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(
        /^This file is JSON but not a CV layout: "sections\.2\.source" must be one of "summary", "experience"/,
      );
      expect(res.body.errors.json_content).toEqual([res.body.message]);

      const array = await store({ name: 'List', json_content: '[1, 2]' });
      expect(array.status).toBe(422);
      expect(array.body.message).toBe(
        'This file is JSON but not a CV layout: the file should be an object, not a list.',
      );

      const noLayout = await store({ name: 'Named', json_content: '{"name": "Named"}' });
      expect(noLayout.body.message).toBe(
        'This file is JSON but not a CV layout: "layout" is missing; it should be an object.',
      );
    });

    it('checks the thumbnail address, the status and the id', async () => {
      const script = await store({
        name: 'Script',
        thumbnail_url: 'javascript:alert(1)',
        json_content: layoutJson(),
      });
      expect(script.status).toBe(422);
      expect(script.body.errors.thumbnail_url[0]).toMatch(/must be a web address/);
      const status = await store({ name: 'Maybe', json_content: layoutJson(), status: 'Maybe' });
      expect(status.status).toBe(422);
      expect(status.body.errors.status).toEqual(['The status must be Enabled or Disabled.']);
      const missing = await store({ id: 999999, name: 'Ghost', json_content: layoutJson() });
      expect(missing.status).toBe(404);
      expect((await store({ id: 'abc', name: 'Ghost', json_content: layoutJson() })).status).toBe(
        422,
      );
    });

    it('keeps built-in templates from being edited or deleted', async () => {
      const edit = await store({ id: 2, name: 'Classic?', json_content: layoutJson() });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toMatch(/built-in template/);
      expect((await call('DELETE', '/api/admin/cv-templates/4', manager)).status).toBe(409);
      expect((await call('DELETE', '/api/admin/cv-templates/999999', manager)).status).toBe(404);
    });
  });

  it('disables a built-in template, but never the default one', async () => {
    const off = await call('PATCH', '/api/admin/cv-templates/3', manager, { status: 'Disabled' });
    expect(off.status).toBe(200);
    expect(await userTemplateIds()).not.toContain(3);
    await call('PATCH', '/api/admin/cv-templates/3', manager, { status: 'Enabled' });
    expect(await userTemplateIds()).toContain(3);

    const fixed = await call('PATCH', '/api/admin/cv-templates/1', manager, { status: 'Disabled' });
    expect(fixed.status).toBe(409);
    expect(fixed.body.message).toMatch(/default template cannot be disabled/);
    const odd = await call('PATCH', '/api/admin/cv-templates/1', manager, { status: 'Off' });
    expect(odd.status).toBe(422);
  });

  it('deletes a template; a CV in it is then drawn in the default template', async () => {
    const template = await created('Rajshahi Light');
    const cv = await call('POST', '/api/user/cvs', user, { templateId: template.id });
    expect((await listed()).find((item) => item.id === template.id)?.cv_count).toBe(1);

    const res = await call('DELETE', `/api/admin/cv-templates/${template.id}`, manager);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Template deleted successfully.');
    expect((await listed()).map((item) => item.id)).not.toContain(template.id);
    expect(await userTemplateIds()).not.toContain(template.id);
    expect((await call('GET', template.thumbnail_url!)).status).toBe(404);

    const after = await call('GET', `/api/user/cvs/${cv.body.data.id}`, user);
    expect(after.body.data).toMatchObject({ templateId: 1, templateName: 'DefaultResume' });
    const [entry] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.action, 'cv_template.deleted'), eq(auditLogs.targetId, `${template.id}`)),
      );
    expect(entry?.details).toMatchObject({ before: { name: 'Rajshahi Light' }, movedCvs: 1 });
  });

  it('is for staff who manage templates only', async () => {
    for (const [who, expected] of [
      [undefined, 401],
      [user, 403],
      [otherStaff, 403],
    ] as const) {
      expect((await call('GET', '/api/admin/get/cv-template', who)).status).toBe(expected);
      const body = { name: 'X', json_content: layoutJson() };
      expect((await call('POST', '/api/admin/store/cv-template', who, body)).status).toBe(expected);
      const status = { status: 'Enabled' };
      expect((await call('PATCH', '/api/admin/cv-templates/2', who, status)).status).toBe(expected);
      expect((await call('DELETE', '/api/admin/cv-templates/2', who)).status).toBe(expected);
    }
    expect(drawn).toHaveLength(0);
    const superAdmin = await t.asAdmin();
    expect((await call('GET', '/api/admin/get/cv-template', superAdmin)).status).toBe(200);
  });

  it('serves only thumbnails it made', async () => {
    expect((await call('GET', '/api/cv-templates/thumbnails/../../secret.png')).status).toBe(404);
    expect((await call('GET', '/api/cv-templates/thumbnails/not-a-file.png')).status).toBe(404);
  });
});
