import { sampleCv } from '@careercard/shared/cv-sample';
import { lookJson, minimalLook, modernLook, vcardLookSchema } from '@careercard/shared/vcard-look';
import {
  VCARD_TEMPLATE_BUILT_IN_MESSAGE,
  VCARD_TEMPLATE_LAST_ENABLED_MESSAGE,
  VCARD_TEMPLATE_NOT_FOUND_MESSAGE,
  VCARD_TEMPLATE_REQUIRED_MESSAGE,
  VCARD_TEMPLATE_TOO_LARGE_MESSAGE,
  VCARD_TEMPLATE_UNAVAILABLE_MESSAGE,
} from '@careercard/shared/vcard-templates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, vcards, vcardTemplates } from '../src/infra/db/schema';
import { callerOf, createTestApp, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
const call: ReturnType<typeof callerOf> = (...args) => callerOf(t)(...args);
let staff: TestAccount;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.asAdmin(['manage_templates']);
});
afterAll(() => t.close());

/** A dark navy card, centred, in the serif font, without the location. */
const navy = {
  name: 'Navy Night',
  colors: {
    background: '#0b1220',
    surface: '#111c33',
    text: '#e2e8f0',
    muted: '#a5b4cb',
    accent: '#fbbf24',
    onAccent: '#111827',
  },
  font: 'serif',
  layout: 'centered',
  show: { location: false },
};
const navyLook = vcardLookSchema.parse(navy);

const upload = (body: Json, who: TestAccount = staff) =>
  call('POST', '/api/admin/vcard-templates', who, body);
const change = (id: number, body: Json) =>
  call('PUT', `/api/admin/vcard-templates/${id}`, staff, body);
const list = async () =>
  (await call('GET', '/api/admin/vcard-templates', staff)).body.data as Json[];

async function publishedCard(template: Json) {
  const owner = await t.asUser();
  const data = { ...sampleCv, personal: { ...sampleCv.personal, name: 'Nusrat Jahan' } };
  const cv = await call('POST', '/api/user/cvs', owner, { name: 'Card CV', data });
  const slug = `nusrat-${owner.id}`;
  const published = await call('PUT', '/api/user/vcard', owner, {
    cvId: cv.body.data.id,
    slug,
    ...template,
  });
  return { owner, slug, published };
}
const publicCard = async (slug: string) => (await call('GET', `/api/vcards/${slug}`)).body.data;

describe('V-Card Templates', () => {
  it('starts with Modern and Minimal, built in, drawn as they were', async () => {
    const templates = await list();
    expect(templates.slice(0, 2)).toMatchObject([
      { id: 1, name: 'Modern', builtin: 'modern', status: 'Enabled', look: modernLook },
      { id: 2, name: 'Minimal', builtin: 'minimal', status: 'Enabled', look: minimalLook },
    ]);
    // The migration's files are the shared looks, written out.
    expect(templates[0]!.jsonContent).toBe(lookJson(modernLook));
    expect(templates[1]!.jsonContent).toBe(lookJson(minimalLook));
  });

  it('is for staff holding manage_templates only', async () => {
    expect((await call('GET', '/api/admin/vcard-templates')).status).toBe(401);
    expect((await call('GET', '/api/admin/vcard-templates', await t.asUser())).status).toBe(403);
    const editor = await t.asAdmin(['manage_blog']);
    expect((await call('GET', '/api/admin/vcard-templates', editor)).status).toBe(403);
    const sneaky = await upload({ name: 'Sneaky', jsonContent: JSON.stringify(navy) }, editor);
    expect(sneaky.status).toBe(403);
    expect((await call('DELETE', '/api/admin/vcard-templates/2', editor)).status).toBe(403);
    expect((await call('GET', '/api/user/vcard-templates')).status).toBe(401);
  });

  it('uploads a template, edits, disables and deletes it, each audited', async () => {
    const created = await upload({
      name: '  Navy Night ',
      jsonContent: JSON.stringify(navy, null, 2),
      thumbnailUrl: '',
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe('Template created.');
    const id = created.body.data.id as number;
    expect(created.body.data).toMatchObject({
      name: 'Navy Night',
      thumbnailUrl: null,
      builtin: null,
      status: 'Enabled',
      cards: 0,
      look: navyLook,
      jsonContent: JSON.stringify(navy, null, 2),
    });
    expect((await list()).map((template) => template.id)).toContain(id);

    const renamed = await change(id, {
      name: 'Navy',
      thumbnailUrl: 'https://cdn.example/navy.png',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Navy',
      thumbnailUrl: 'https://cdn.example/navy.png',
      look: navyLook,
    });
    const disabled = await change(id, { status: 'Disabled' });
    expect(disabled.body.data).toMatchObject({ name: 'Navy', status: 'Disabled' });
    const replaced = await change(id, {
      jsonContent: JSON.stringify({ ...navy, layout: 'split' }),
    });
    expect(replaced.body.data.look.layout).toBe('split');

    const deleted = await call('DELETE', `/api/admin/vcard-templates/${id}`, staff);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Template deleted.');
    expect((await list()).map((template) => template.id)).not.toContain(id);
    const again = await call('DELETE', `/api/admin/vcard-templates/${id}`, staff);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(VCARD_TEMPLATE_NOT_FOUND_MESSAGE);

    const audited = await t.db
      .select({ action: auditLogs.action, details: auditLogs.details })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'vcard_template'), eq(auditLogs.targetId, String(id))))
      .orderBy(auditLogs.id);
    expect(audited.map((entry) => entry.action)).toEqual([
      'vcard_template.created',
      'vcard_template.updated',
      'vcard_template.updated',
      'vcard_template.updated',
      'vcard_template.deleted',
    ]);
    expect(audited[0]!.details).toMatchObject({ after: { name: 'Navy Night', look: navyLook } });
    expect(audited[3]!.details).toMatchObject({ fileReplaced: true });
  });

  it('asks for the name and the JSON, and says what is wrong with a file', async () => {
    const empty = await upload({});
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe(VCARD_TEMPLATE_REQUIRED_MESSAGE);
    expect(empty.body.errors).toEqual({
      name: [VCARD_TEMPLATE_REQUIRED_MESSAGE],
      jsonContent: [VCARD_TEMPLATE_REQUIRED_MESSAGE],
    });
    expect((await upload({ name: 'Navy', jsonContent: ' ' })).body.message).toBe(
      VCARD_TEMPLATE_REQUIRED_MESSAGE,
    );

    const broken = await upload({ name: 'Navy', jsonContent: '{"name": "Navy",' });
    expect(broken.status).toBe(422);
    expect(broken.body.message).toBe('The selected file is not a valid JSON.');

    const unreadable = await upload({
      name: 'Navy',
      jsonContent: JSON.stringify({ ...navy, colors: { ...navy.colors, text: '#1f2a44' } }),
    });
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.errors.jsonContent).toEqual([
      'colors.text: The text (#1f2a44) reads at 1.19:1 on the card (#111c33); at least 4.5:1 is needed.',
    ]);
    const typo = await upload({
      name: 'Navy',
      jsonContent: JSON.stringify({ ...navy, show: { adress: false } }),
    });
    expect(typo.body.message).toBe('show.adress: Unknown field: "adress".');

    const huge = await upload({
      name: 'Navy',
      jsonContent: JSON.stringify({ ...navy, notes: 'x'.repeat(300_000) }),
    });
    expect(huge.status).toBe(422);
    expect(huge.body.message).toBe(VCARD_TEMPLATE_TOO_LARGE_MESSAGE);

    const thumbnail = await upload({
      name: 'Navy',
      jsonContent: JSON.stringify(navy),
      thumbnailUrl: 'javascript:alert(1)',
    });
    expect(thumbnail.status).toBe(422);
    expect(Object.keys(thumbnail.body.errors)).toEqual(['thumbnailUrl']);

    const bad = await change(1, { jsonContent: '[]' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe(
      'A V-Card template must be a JSON object with a name and colours.',
    );
    expect((await call('PUT', '/api/admin/vcard-templates/abc', staff, {})).status).toBe(422);
    expect((await change(999_999, { status: 'Disabled' })).status).toBe(404);
  });

  it('keeps the built-ins and at least one Enabled template', async () => {
    const builtIn = await call('DELETE', '/api/admin/vcard-templates/1', staff);
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.message).toBe(VCARD_TEMPLATE_BUILT_IN_MESSAGE);

    // Everything but Modern off: Modern is the last one users could choose.
    for (const template of await list()) {
      if (template.id !== 1 && template.status === 'Enabled') {
        expect((await change(template.id, { status: 'Disabled' })).status).toBe(200);
      }
    }
    const last = await change(1, { status: 'Disabled' });
    expect(last.status).toBe(409);
    expect(last.body.message).toBe(VCARD_TEMPLATE_LAST_ENABLED_MESSAGE);

    // An uploaded template can take over; then it is the last one, and stays.
    const navyId = (await upload({ name: 'Navy', jsonContent: JSON.stringify(navy) })).body.data
      .id as number;
    expect((await change(1, { status: 'Disabled' })).body.data.status).toBe('Disabled');
    const users = (await call('GET', '/api/user/vcard-templates', await t.asUser())).body.data;
    expect(users.map((template: Json) => template.id)).toEqual([navyId]);
    const lastUpload = await call('DELETE', `/api/admin/vcard-templates/${navyId}`, staff);
    expect(lastUpload.status).toBe(409);
    expect(lastUpload.body.message).toBe(VCARD_TEMPLATE_LAST_ENABLED_MESSAGE);

    expect((await change(1, { status: 'Enabled' })).status).toBe(200);
    expect((await change(2, { status: 'Enabled' })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/vcard-templates/${navyId}`, staff)).status).toBe(200);
  });
});

describe('choosing a V-Card template', () => {
  it('lets a user choose an uploaded template, and the public card carries its look', async () => {
    const created = await upload({ name: 'Navy Night', jsonContent: JSON.stringify(navy) });
    const id = created.body.data.id as number;
    const user = await t.asUser();
    const offered = await call('GET', '/api/user/vcard-templates', user);
    expect(offered.status).toBe(200);
    expect(offered.body.data).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Modern', thumbnailUrl: null, builtin: 'modern', look: modernLook },
        { id, name: 'Navy Night', thumbnailUrl: null, builtin: null, look: navyLook },
      ]),
    );

    const { owner, slug, published } = await publishedCard({ templateId: id });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ templateId: id, template: null });
    expect(await publicCard(slug)).toMatchObject({
      templateId: id,
      template: null,
      look: navyLook,
      name: 'Nusrat Jahan',
    });
    const counted = (await list()).find((template) => template.id === id);
    expect(counted?.cards).toBe(1);

    // Disabled, it is no longer offered nor taken; the card already in it is drawn in Modern.
    await change(id, { status: 'Disabled' });
    const offeredNow = (await call('GET', '/api/user/vcard-templates', user)).body.data as Json[];
    expect(offeredNow.map((template) => template.id)).not.toContain(id);
    const refused = await publishedCard({ templateId: id });
    expect(refused.published.status).toBe(422);
    expect(refused.published.body.errors).toEqual({
      templateId: [VCARD_TEMPLATE_UNAVAILABLE_MESSAGE],
    });
    expect(await publicCard(slug)).toMatchObject({
      templateId: 1,
      template: 'modern',
      look: modernLook,
    });
    await change(id, { status: 'Enabled' });
    expect((await publicCard(slug)).look).toEqual(navyLook);

    // An admin's edit of the file shows on the card at once.
    await change(id, { jsonContent: JSON.stringify({ ...navy, layout: 'split' }) });
    expect((await publicCard(slug)).look.layout).toBe('split');
    expect((await call('GET', '/api/user/vcard', owner)).body.data.templateId).toBe(id);
  });

  it('draws a card whose template is deleted in Modern', async () => {
    const id = (await upload({ name: 'Short-lived', jsonContent: JSON.stringify(navy) })).body.data
      .id as number;
    const { owner, slug } = await publishedCard({ templateId: id });
    expect((await publicCard(slug)).look).toEqual(navyLook);

    expect((await call('DELETE', `/api/admin/vcard-templates/${id}`, staff)).status).toBe(200);
    const [row] = await t.db
      .select({ templateId: vcards.templateId })
      .from(vcards)
      .where(eq(vcards.userId, owner.id));
    expect(row?.templateId).toBeNull();
    expect(await publicCard(slug)).toMatchObject({
      templateId: 1,
      template: 'modern',
      look: modernLook,
    });
    expect((await call('GET', '/api/user/vcard', owner)).body.data).toMatchObject({
      templateId: 1,
      template: 'modern',
    });
  });

  it('still takes the built-ins by name, and makes a card Modern when none is named', async () => {
    const minimal = await publishedCard({ template: 'minimal' });
    expect(minimal.published.body.data).toMatchObject({ templateId: 2, template: 'minimal' });
    expect((await publicCard(minimal.slug)).look).toEqual(minimalLook);

    const none = await publishedCard({});
    expect(none.published.body.data).toMatchObject({ templateId: 1, template: 'modern' });

    const unknown = await publishedCard({ templateId: 424_242 });
    expect(unknown.published.status).toBe(422);
    expect(unknown.published.body.message).toBe(VCARD_TEMPLATE_UNAVAILABLE_MESSAGE);
    const wrongType = await publishedCard({ templateId: 'navy' });
    expect(wrongType.published.status).toBe(422);
  });

  it('draws a damaged template file as Modern rather than failing', async () => {
    const id = (await upload({ name: 'Damaged', jsonContent: JSON.stringify(navy) })).body.data
      .id as number;
    const { slug } = await publishedCard({ templateId: id });
    await t.db
      .update(vcardTemplates)
      .set({ jsonContent: '{"name": ' })
      .where(eq(vcardTemplates.id, id));
    const card = await call('GET', `/api/vcards/${slug}`);
    expect(card.status).toBe(200);
    expect(card.body.data.look).toEqual(modernLook);
  });
});
