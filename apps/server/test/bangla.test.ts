import { sampleCv } from '@careercard/shared/cv-sample';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, returnFrom } from './bkash-helpers';
import { createTestApp, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** What a reader of the Bangla interface gets from the server: its words, names and files. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const bangla = { 'accept-language': 'bn' };

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who?: TestAccount,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { ...who?.headers, ...headers },
    ...(body === undefined ? {} : { payload: body as Json }),
  });
  const json = res.headers['content-type']?.toString().startsWith('application/json');
  return { status: res.statusCode, body: json ? res.json<Json>() : {}, res };
}

async function startPayment(who: TestAccount, body: Json, headers: Record<string, string> = {}) {
  const res = await call('POST', '/api/user/bkash/create-payment', who, body, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { bkash_payment_url: string; paymentID: string };
}

describe('a paid PDF of a CV named in Bangla', () => {
  it('keeps the vowel signs in its file name', async () => {
    const owner = await t.asUser();
    const created = await call('POST', '/api/user/cvs', owner, {
      name: 'ইমপোর্ট করা সিভি',
      data: sampleCv,
    });
    expect(created.status).toBe(201);
    // A download is paid only from a verified phone: a demo install shows the code it sent.
    const sent = await call('POST', '/api/user/otp/send', owner, {
      phone: sampleCv.personal.phone,
    });
    const verified = await call('POST', '/api/user/otp/verify', owner, {
      phone: sent.body.phone,
      otp: sent.body.demoCode,
    });
    expect(verified.status).toBe(200);

    await startPayment(owner, { purpose: 'cv_download', cvId: created.body.data.id });
    const [record] = (await call('GET', '/api/user/pdfs', owner)).body.data;
    expect(record.file_name).toBe('ইমপোর্ট-করা-সিভি.pdf');
  });
});

describe('the payment result', () => {
  it('says how the payment ended in the reader’s language', async () => {
    const owner = await t.asUser();
    const created = await startPayment(owner, { purpose: 'custom_cv' });
    await returnFrom(t.app, (await checkout(t.app, created.bkash_payment_url)).callback);
    const url = `/api/user/payments/${created.paymentID}`;

    const inBangla = await call('GET', url, owner, undefined, bangla);
    expect(inBangla.body.data).toMatchObject({
      status: 'Completed',
      message: 'পেমেন্ট সফলভাবে সম্পন্ন হয়েছে।',
    });
    expect(inBangla.res.headers.vary).toContain('Accept-Language');
    const inEnglish = await call('GET', url, owner);
    expect(inEnglish.body.data.message).toBe('Payment completed successfully.');
  });
});

describe('the blog in Bangla', () => {
  it('names the starter categories and their author in Bangla, and in English for others', async () => {
    const inBangla = await call(
      'GET',
      '/api/blog/posts?category=cv-tips',
      undefined,
      undefined,
      bangla,
    );
    expect(inBangla.status).toBe(200);
    expect(inBangla.res.headers.vary).toContain('Accept-Language');
    expect(inBangla.body.category).toEqual({
      name: 'সিভি টিপস',
      slug: 'cv-tips',
      description: 'যে সিভি পড়া হয়, তা লেখার কৌশল: গঠন, ভাষা আর ATS।',
    });
    const [post] = inBangla.body.posts;
    expect(post).toMatchObject({
      authorName: 'CareerCard সম্পাদকীয় দল',
      category: { name: 'সিভি টিপস', slug: 'cv-tips' },
    });
    const one = await call('GET', `/api/blog/posts/${post.slug}`, undefined, undefined, bangla);
    expect(one.body.post).toMatchObject({
      authorName: 'CareerCard সম্পাদকীয় দল',
      category: { name: 'সিভি টিপস' },
    });
    const categories = await call('GET', '/api/blog/categories', undefined, undefined, bangla);
    expect(categories.body.categories.map((category: Json) => category.name)).toContain(
      'সিভি টিপস',
    );

    const inEnglish = await call('GET', '/api/blog/posts?category=cv-tips');
    expect(inEnglish.body.category.name).toBe('CV Tips');
    expect(inEnglish.body.posts[0].authorName).toBe('CareerCard Editorial');
  });

  it('takes a category’s Bangla from the category modal, each field falling back to the English', async () => {
    const editor = await t.asAdmin(['manage_blog']);
    const created = await call('POST', '/api/admin/blog/categories', editor, {
      name: 'Interview Practice',
      description: 'Questions employers ask, and good answers.',
      nameBn: 'ইন্টারভিউয়ের প্রস্তুতি',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ nameBn: 'ইন্টারভিউয়ের প্রস্তুতি', descriptionBn: '' });
    const url = '/api/blog/posts?category=interview-practice';
    expect((await call('GET', url, undefined, undefined, bangla)).body.category).toEqual({
      name: 'ইন্টারভিউয়ের প্রস্তুতি',
      slug: 'interview-practice',
      description: 'Questions employers ask, and good answers.',
    });

    // A change that does not send the Bangla keeps it; a blank one removes it.
    const id = created.body.data.id as number;
    const kept = await call('PUT', `/api/admin/blog/categories/${id}`, editor, {
      name: 'Interview Practice',
      slug: 'interview-practice',
    });
    expect(kept.body.data.nameBn).toBe('ইন্টারভিউয়ের প্রস্তুতি');
    const cleared = await call('PUT', `/api/admin/blog/categories/${id}`, editor, {
      name: 'Interview Practice',
      slug: 'interview-practice',
      nameBn: ' ',
    });
    expect(cleared.body.data.nameBn).toBe('');
    expect((await call('GET', url, undefined, undefined, bangla)).body.category.name).toBe(
      'Interview Practice',
    );

    const tooLong = await call(
      'POST',
      '/api/admin/blog/categories',
      editor,
      { name: 'Long', nameBn: 'ক'.repeat(121) },
      bangla,
    );
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.nameBn).toEqual(['বাংলা নাম সর্বোচ্চ ১২০ অক্ষরের হতে পারবে।']);
  });
});

describe('the bKash sandbox’s checkout page', () => {
  it('speaks the language the payment was started in, in the app’s own Bengali font', async () => {
    const owner = await t.asUser();
    const created = await startPayment(owner, { purpose: 'custom_cv' }, bangla);
    // The payer's browser may say otherwise: the page follows the app's language.
    const page = await t.app.inject({
      method: 'GET',
      url: created.bkash_payment_url,
      headers: { 'accept-language': 'en-GB' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="bn">');
    expect(page.body).toContain('আপনার bKash অ্যাকাউন্ট নম্বর');
    expect(page.body).toContain('৳২০.০০');
    expect(page.body).not.toMatch(/Confirm|Close|Invoice/);

    // The font is the bundled one, linked from the page and allowed by its policy.
    const font = /url\((\/api\/bkash-sandbox\/fonts\/[\w.-]+\.woff2)\)/.exec(page.body)?.[1];
    expect(font).toBeDefined();
    expect(page.body).toMatch(/font:16px\/1\.5 "Noto Sans Bengali",/);
    expect(page.headers['content-security-policy']).toContain("font-src 'self'");
    const file = await t.app.inject({ method: 'GET', url: font! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('font/woff2');
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const missing = await t.app.inject({ method: 'GET', url: '/api/bkash-sandbox/fonts/x.woff2' });
    expect(missing.statusCode).toBe(404);

    // Digits typed on a Bangla keyboard are read; a wrong code is told in Bangla.
    const paymentID = new URL(created.bkash_payment_url).searchParams.get('paymentID')!;
    const step = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bkash-sandbox/checkout',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ paymentID, ...fields }).toString(),
      });
    expect((await step({ step: 'wallet', wallet: '০১৭৭০৬১৮৫৭৫' })).statusCode).toBe(303);
    const wrong = await step({ step: 'otp', otp: '০০০০০০' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('ভেরিফিকেশন কোডটি সঠিক নয়। আর ২ বার চেষ্টা করা যাবে।');
  });

  it('is in English for a payment started in English, the taka sign in the Bengali font', async () => {
    const owner = await t.asUser();
    const created = await startPayment(owner, { purpose: 'custom_cv' });
    const page = await t.app.inject({ method: 'GET', url: created.bkash_payment_url });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Your bKash account number');
    expect(page.body).toContain('৳20.00');
    expect(page.body).toContain('src:url(/api/bkash-sandbox/fonts/');
  });
});
