import { sampleCv } from '@careercard/shared/cv-sample';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cvs, packages } from '../src/infra/db/schema';
import type { PdfRenderer } from '../src/infra/pdf/pdf-renderer';
import { checkout, returnFrom } from './bkash-helpers';
import { callerOf, createTestApp, type TestAccount, type TestApp } from './helpers';

/** Stands in for Chromium: the print pages it was handed are what the tests look at. */
const printed: string[] = [];
const renderer: PdfRenderer = {
  render: () => Promise.reject(new Error('not used here')),
  async printPage(html) {
    printed.push(html);
    return Buffer.from('%PDF-1.7\n% printed by the stand-in\n%%EOF\n');
  },
  renderHtml: () => Promise.reject(new Error('not used here')),
  screenshot: () => Promise.reject(new Error('not used here')),
  stats: () => ({ queued: 0, running: 0, launches: 0 }),
  close: async () => {},
};

let t: TestApp;
let call: ReturnType<typeof callerOf>;
beforeAll(async () => {
  t = await createTestApp({ PRINT_BASE_URL: 'http://127.0.0.1:9' }, { pdfRenderer: renderer });
  call = callerOf(t);
});
afterAll(() => t.close());

/** As a CV read from a file often is: the jobs, but no name, e-mail or phone found. */
const imported = {
  ...sampleCv,
  personal: { ...sampleCv.personal, name: '', email: '', phone: '', title: '' },
};
const NAME = 'Your CV has no name. Please add your name first.';
const CONTACT =
  'Your CV has no e-mail address or phone number. Please add one first, so people can reach you.';
const BOTH = 'Your CV has no name and no e-mail address or phone number. Please add them first.';
const NAME_ERROR = ['Please add your name.'];
const CONTACT_ERROR = ['Please add an e-mail address or a phone number.'];

async function newCv(who: TestAccount, personal: Partial<typeof sampleCv.personal>) {
  const data = { ...imported, personal: { ...imported.personal, ...personal } };
  const res = await call('POST', '/api/user/cvs', who, { name: 'Imported CV', data });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
}

const pay = (who: TestAccount, body: Record<string, string>) =>
  call('POST', '/api/user/bkash/create-payment', who, { purpose: 'cv_download', ...body });

describe('a CV goes out only with its name and a way to reach its owner', () => {
  it('a download is refused before any payment, naming what is missing', async () => {
    const user = await t.asUser();
    const nothing = await pay(user, { cvId: await newCv(user, {}) });
    expect(nothing).toEqual({
      status: 422,
      body: {
        message: BOTH,
        errors: { 'personal.name': NAME_ERROR, 'personal.email': CONTACT_ERROR },
      },
    });
    const noName = await pay(user, { cvId: await newCv(user, { email: 'rumana@example.test' }) });
    expect(noName.body).toEqual({ message: NAME, errors: { 'personal.name': NAME_ERROR } });
    const noContact = await pay(user, { cvId: await newCv(user, { name: 'Rumana Akter' }) });
    expect(noContact.body).toEqual({
      message: CONTACT,
      errors: { 'personal.email': CONTACT_ERROR },
    });
    // Nothing was priced or kept for them.
    expect((await call('GET', '/api/user/pdfs', user)).body.data).toEqual([]);

    const named = await newCv(user, { name: 'Rumana Akter', email: 'rumana@example.test' });
    expect((await pay(user, { cvId: named })).status).toBe(200);
  });

  it('says so in Bangla when asked', async () => {
    const user = await t.asUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/bkash/create-payment',
      headers: { ...user.headers, 'accept-language': 'bn' },
      payload: { purpose: 'cv_download', cvId: await newCv(user, { email: 'a@example.test' }) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('আপনার সিভিতে কোনো নাম নেই। অনুগ্রহ করে আগে আপনার নাম যোগ করুন।');
  });

  it('a pending PDF whose CV lost its name since is not paid for from Manage PDFs', async () => {
    const user = await t.asUser();
    const cvId = await newCv(user, { name: 'Rumana Akter', email: 'rumana@example.test' });
    expect((await pay(user, { cvId })).status).toBe(200);
    const [record] = (await call('GET', '/api/user/pdfs', user)).body.data;
    await t.db
      .update(cvs)
      .set({ data: { ...imported, personal: { ...imported.personal, email: 'r@example.test' } } })
      .where(eq(cvs.id, cvId));
    const refused = await pay(user, { pdfId: record.id });
    expect(refused).toMatchObject({ status: 422, body: { message: NAME } });
  });

  it('a subscription does not print one either', async () => {
    const admin = await t.asAdmin();
    const [subscription] = await t.db
      .select()
      .from(packages)
      .where(eq(packages.code, 'subscription'));
    await call('PUT', `/api/admin/packages/${subscription!.id}`, admin, { status: 'Active' });
    const user = await t.asUser();
    const created = await call('POST', '/api/user/bkash/create-payment', user, {
      purpose: 'subscription',
    });
    const { callback } = await checkout(t.app, created.body.bkash_payment_url);
    expect((await returnFrom(t.app, callback)).status).toBe('success');

    const cvId = await newCv(user, { email: 'rumana@example.test' });
    const refused = await call('GET', `/api/user/cv/${cvId}/download-pdf`, user);
    expect(refused).toMatchObject({ status: 422, body: { message: NAME } });
    expect((await call('GET', '/api/user/pdfs', user)).body.data).toEqual([]);
  });

  it('a V-Card is not published without them', async () => {
    const user = await t.asUser();
    const publish = (cvId: string) =>
      call('PUT', '/api/user/vcard', user, { cvId, slug: `rumana-${user.id}` });
    const refused = await publish(await newCv(user, { phone: '01711-000000' }));
    expect(refused).toMatchObject({ status: 422, body: { message: NAME } });
    expect((await call('GET', '/api/user/vcard', user)).body.data).toBeNull();
    // A phone is a way to reach them as good as an e-mail address.
    const named = await newCv(user, { name: 'Rumana Akter', phone: '01711-000000' });
    expect((await publish(named)).status).toBe(200);
  });

  it('the paid PDF prints what the CV says and no placeholder where it says nothing', async () => {
    const user = await t.asUser();
    // No professional title and no phone: DefaultResume's preview shows placeholders there.
    const cvId = await newCv(user, { name: 'Rumana Akter', email: 'rumana@example.test' });
    const created = await pay(user, { cvId });
    const { callback } = await checkout(t.app, created.body.bkash_payment_url);
    expect((await returnFrom(t.app, callback)).status).toBe('success');
    const file = await t.app.inject({
      url: `/api/user/cv/${cvId}/download-pdf`,
      headers: user.headers,
    });
    expect(file.statusCode).toBe(200);
    const page = printed.join('\n');
    expect(page).toContain('Rumana Akter');
    expect(page).not.toContain('Your Professional Title');
    expect(page).not.toContain('data-placeholder');
  });
});
