import { sampleCv } from '@careercard/shared/cv-sample';
import { PHOTO_TYPE_MESSAGE } from '@careercard/shared/photos';
import ICAL from 'ical.js';
import { PNG } from 'pngjs';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipartBody, type TestAccount, type TestApp } from './helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://careercard.example' });
});
afterAll(() => t.close());

/** A real PNG of the given size, filled with one colour. */
function png(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(0x5a);
  return PNG.sync.write(image);
}

async function upload(who: TestAccount | undefined, bytes: Uint8Array, type = 'image/png') {
  const body = await multipartBody('photo', 'me.png', type, bytes);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/photos',
    payload: body.payload,
    headers: { ...body.headers, ...(who?.headers ?? {}) },
  });
  return { status: res.statusCode, body: res.json<Json>() };
}

describe('CV photos', () => {
  it('stores a photo and serves it to anyone at its address', async () => {
    const owner = await t.asUser();
    const bytes = png(40, 50);
    const res = await upload(owner, bytes);
    expect(res.status).toBe(201);
    const { url } = res.body.data;
    expect(url).toMatch(
      new RegExp(`^https://careercard\\.example/api/photos/${owner.id}/[0-9a-f-]{36}\\.png$`),
    );

    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
  });

  it('takes only real JPG or PNG images from a signed-in user, within the size limit', async () => {
    const owner = await t.asUser();
    const text = await upload(owner, Buffer.from('not a picture at all'), 'image/png');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(PHOTO_TYPE_MESSAGE);

    const pdf = await upload(owner, Buffer.from('%PDF-1.7\n...'), 'image/jpeg');
    expect(pdf.status).toBe(415);

    const tooLarge = await upload(owner, Buffer.concat([png(1, 1), Buffer.alloc(3 * 1024 * 1024)]));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(
      'The file is too large. Please upload a file of at most 2 MB.',
    );

    expect((await upload(undefined, png(1, 1))).status).toBe(401);
  });

  it('answers 404 for an address that holds no photo', async () => {
    const owner = await t.asUser();
    for (const url of [
      `/api/photos/${owner.id}/00000000-0000-4000-8000-000000000000.png`,
      `/api/photos/${owner.id}/..%2F..%2Fsecrets.png`,
      '/api/photos/abc/def.gif',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('embeds an uploaded photo in the V-Card contact file, and refers to another by address', async () => {
    const owner = await t.asUser();
    const bytes = png(64, 64);
    const { url } = (await upload(owner, bytes)).body.data;
    const data = { ...sampleCv, personal: { ...sampleCv.personal, photoUrl: url } };
    const cv = await t.app.inject({
      method: 'POST',
      url: '/api/user/cvs',
      headers: owner.headers,
      payload: { name: 'Photo CV', data },
    });
    const { id: cvId, version } = cv.json<Json>().data;
    const slug = `photo-${owner.id}`;
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/vcard',
      headers: owner.headers,
      payload: { cvId, template: 'modern', slug },
    });

    const file = await t.app.inject({ method: 'GET', url: `/api/vcards/${slug}/contact.vcf` });
    // Sized for a phone's contacts: a square JPEG, whatever was uploaded.
    expect(file.body).toContain('PHOTO;ENCODING=b;TYPE=JPEG:');
    const card = new ICAL.Component(ICAL.parse(file.body) as unknown[]);
    // ical.js reads an inline value as Binary, whose text is the base64.
    const photo = Buffer.from(String(card.getFirstPropertyValue('photo')), 'base64');
    const embedded = await Jimp.read(photo);
    expect([embedded.mime, embedded.width, embedded.height]).toEqual(['image/jpeg', 64, 64]);

    // vCard 4.0 on request, the photo as a data address.
    const four = await t.app.inject({
      method: 'GET',
      url: `/api/vcards/${slug}/contact.vcf?version=4.0`,
    });
    expect(four.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(four.body).toMatch(/^BEGIN:VCARD\r\nVERSION:4\.0\r\n/);
    expect(four.body.replace(/\r\n /g, '')).toContain('PHOTO:data:image/jpeg;base64,');

    const elsewhere = 'https://images.example.org/people/tanjila.jpg';
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/user/cvs/${cvId}`,
      headers: owner.headers,
      payload: { version, data: { ...data, personal: { ...data.personal, photoUrl: elsewhere } } },
    });
    expect(saved.statusCode).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: `/api/vcards/${slug}/contact.vcf` });
    expect(again.body.replace(/\r\n /g, '')).toContain(`PHOTO;VALUE=uri:${elsewhere}`);
  });
});
