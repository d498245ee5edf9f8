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
