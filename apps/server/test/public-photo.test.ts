import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleCv } from '@careercard/shared/cv-sample';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PdfRenderer } from '../src/infra/pdf/pdf-renderer';
import type { PrintResource } from '../src/infra/pdf/print-assets';
import { isPublicAddress } from '../src/infra/net/outbound';
import { fetchPublicPhoto } from '../src/infra/pdf/public-photo';
import { createCvPrinter } from '../src/modules/pdfs/cv-printer';
import type { PhotoService } from '../src/modules/photos/service';

const photo = PNG.sync.write(new PNG({ width: 8, height: 8 }));

/** A site on 127.0.0.1 serving a photo, a text file, a redirect, a huge file and a slow one. */
let site: Server;
let base = '';
const visited: string[] = [];
beforeAll(async () => {
  site = createServer((request, response) => {
    visited.push(request.url ?? '');
    if (request.url === '/photo.png') response.writeHead(200).end(photo);
    else if (request.url === '/notes.txt') response.writeHead(200).end('not a picture');
    else if (request.url === '/moved.png')
      response.writeHead(302, { location: '/photo.png' }).end();
    else if (request.url === '/huge.png')
      response.writeHead(200).end(Buffer.alloc(3 * 1024 * 1024));
    else if (request.url === '/slow.png') response.writeHead(200).write(photo.subarray(0, 8));
    else response.writeHead(404).end();
  });
  site.listen(0, '127.0.0.1');
  await once(site, 'listening');
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => {
  site.closeAllConnections();
  site.close();
});

describe('public addresses', () => {
  it('tells internal addresses from public ones', () => {
    for (const internal of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(internal), internal).toBe(false);
    }
    for (const outside of ['8.8.8.8', '93.184.215.14', '2606:4700::1111']) {
      expect(isPublicAddress(outside), outside).toBe(true);
    }
  });
});

describe('a photo from another site', () => {
  const anyAddress = { allowAddress: () => true, timeoutMs: 1_000 };

  it('is never fetched from an internal address, by number or by name', async () => {
    const before = visited.length;
    expect(await fetchPublicPhoto(`${base}/photo.png`)).toBeNull();
    expect(
      await fetchPublicPhoto(`${base.replace('127.0.0.1', 'localhost')}/photo.png`),
    ).toBeNull();
    expect(await fetchPublicPhoto('file:///etc/passwd')).toBeNull();
    expect(visited.length).toBe(before);
  });

  it('is a JPEG or PNG within the size and time limits, or nothing', async () => {
    expect(await fetchPublicPhoto(`${base}/photo.png`, anyAddress)).toEqual({
      body: photo,
      contentType: 'image/png',
    });
    for (const refused of ['/notes.txt', '/moved.png', '/huge.png', '/slow.png', '/missing.png']) {
      expect(await fetchPublicPhoto(`${base}${refused}`, anyAddress), refused).toBeNull();
    }
  });
});

describe('the CV printer', () => {
  /** What the page of a CV gets for each address it asks for. */
  async function answers(photoUrl: string, asked: string[]) {
    const got: Record<string, PrintResource | null> = {};
    const renderer = {
      async printPage(_html: string, { resources }: Parameters<PdfRenderer['printPage']>[1]) {
        for (const url of asked) got[url] = await resources(url);
        return Buffer.from('%PDF-');
      },
    } as PdfRenderer;
    const printer = createCvPrinter({
      renderer,
      assets: async () => ({ css: '', script: '', font: async () => null }),
      photos: { ofUrl: async () => null } as unknown as PhotoService,
      publicPhoto: { allowAddress: () => true },
    });
    await printer.print({
      cvData: { ...sampleCv, personal: { ...sampleCv.personal, photoUrl } },
      name: 'CV',
      templateName: 'DefaultResume',
      template: {
        success: true,
        id: 1,
        name: 'DefaultResume',
        kind: 'component',
        component: 'DefaultResume',
        json_content: null,
        layout: null,
      } as never,
    });
    return got;
  }

  it('fetches the CV’s own pasted photo and nothing else the page asks for', async () => {
    const before = visited.length;
    const got = await answers(`${base}/photo.png`, [`${base}/photo.png`, `${base}/notes.txt`]);

    expect(got[`${base}/photo.png`]?.contentType).toBe('image/png');
    expect(got[`${base}/notes.txt`]).toBeNull();
    expect(visited.slice(before)).toEqual(['/photo.png']);
  });
});
