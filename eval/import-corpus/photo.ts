import zlib from 'node:zlib';

/**
 * A stand-in for a CV photo: a grey head and shoulders on a light ground, as a PNG made here
 * so the corpus needs no picture of a real person. A photo changes where a layout puts the
 * header's text, and an image on the page is what a scanned CV looks like to a text reader.
 */

/** Where a page of the corpus finds the photo: the browser is answered with it, not the web. */
export const PHOTO_URL = 'https://photos.example.com/portrait.png';

const SIZE = 120;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The photo as an 8-bit greyscale PNG. */
export function portraitPng(): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(SIZE + 1); // the leading 0: no filter on this row
    for (let x = 0; x < SIZE; x += 1) {
      const head = (x - 60) ** 2 + (y - 48) ** 2 < 24 ** 2;
      const shoulders = y > 80 && (x - 60) ** 2 / 48 ** 2 + (y - 120) ** 2 / 40 ** 2 < 1;
      row[x + 1] = head || shoulders ? 110 : 225;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
