import fc from 'fast-check';
import type { Operation, Parameter } from './openapi';
import {
  fieldValue,
  hostileString,
  hostileValue,
  keyString,
  validValue,
  type ValueContext,
} from './values';

export type Actor = 'visitor' | 'user' | 'admin';

/** One generated request; the actor's Authorization header is added when it is sent. */
export interface FuzzRequest {
  actor: Actor;
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** A broken or forged Authorization header, sent instead of none when a visitor calls. */
  forged?: string;
}

export interface RequestContext extends ValueContext {
  /** Who may call the route (`public`, `user`, `admin…`): most calls come from such a caller. */
  access: string;
  /** Files to upload: real ones (PNG, JPEG, PDF) to take and to damage. */
  files: Buffer[];
}

/**
 * Upload routes and their multipart fields. The OpenAPI document has no schema for a multipart
 * body (the routes read it with request.file()), so the field names are listed here; the test
 * checks that every route whose summary says "multipart" is in this list.
 */
export const UPLOADS: Record<string, { file: string; fields?: string[] }> = {
  'POST /api/user/photos': { file: 'photo' },
  'POST /api/admin/blog/images': { file: 'image' },
  'POST /api/admin/theme/{kind}': { file: 'file' },
  'POST /api/user/cv/upload': { file: 'cvFile' },
  'POST /api/user/parse-resume': { file: 'resume_file' },
  'POST /api/user/update/contact/info': { file: 'photo', fields: ['name', 'email', 'phone'] },
};

export function requestOf(op: Operation, ctx: RequestContext): fc.Arbitrary<FuzzRequest> {
  const upload = UPLOADS[op.key];
  const body: fc.Arbitrary<Body> = upload
    ? fc.oneof(
        { weight: 8, arbitrary: multipartBody(upload, ctx) },
        { weight: 2, arbitrary: jsonBody(op, ctx) },
      )
    : op.method === 'GET'
      ? fc.constant({})
      : jsonBody(op, ctx);
  return fc
    .record({
      actor: actorOf(ctx.access),
      path: pathOf(op, ctx),
      query: queryOf(op.query, ctx),
      headers: headersOf(op.headers, ctx),
      forged: fc.option(forgedToken, { freq: 8 }),
      body,
    })
    .map(({ actor, path, query, headers, forged, body }) => ({
      actor,
      method: op.method,
      url: query ? `${path}?${query}` : path,
      headers: { ...headers, ...body.headers },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      ...(forged !== null ? { forged } : {}),
    }));
}

function actorOf(access: string): fc.Arbitrary<Actor> {
  const weights: Record<Actor, number> =
    access === 'public'
      ? { visitor: 3, user: 2, admin: 1 }
      : access === 'user'
        ? { visitor: 1, user: 6, admin: 2 }
        : { visitor: 1, user: 1, admin: 6 };
  return fc.oneof(
    ...(Object.entries(weights) as Array<[Actor, number]>).map(([actor, weight]) => ({
      weight,
      arbitrary: fc.constant(actor),
    })),
  );
}

// ---- the URL -----------------------------------------------------------------------------

/** Percent-encoding that also carries lone surrogates, as the invalid UTF-8 `%ED%A0%80`. */
function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** Path segments as they arrive raw: bad escapes, traversal, encoded slashes, odd numbers. */
const rawSegment = fc.constantFrom(
  '%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '..',
  '%2e%2e',
  'a%2Fb',
  '%2F',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  '0x10',
  '%20',
  '.',
  '',
  'null',
  '%F0%9F%98%80',
);

function segmentOf(param: Parameter, ctx: RequestContext): fc.Arbitrary<string> {
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  return fc.oneof(
    { weight: 4, arbitrary: validValue(param.schema, param.name, ctx).map((v) => encode(text(v))) },
    { weight: 2, arbitrary: rawSegment },
    {
      weight: 1,
      arbitrary: hostileString.filter((s) => s.length < 20_000).map(encode),
    },
  );
}

function pathOf(op: Operation, ctx: RequestContext): fc.Arbitrary<string> {
  const segments = Object.fromEntries(op.pathParams.map((p) => [p.name, segmentOf(p, ctx)]));
  return fc
    .record(segments)
    .map((values) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ''));
}

function queryOf(params: Parameter[], ctx: RequestContext): fc.Arbitrary<string> {
  const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const known = params.map((p) =>
    fc
      .tuple(
        p.required ? fc.constant(true) : fc.boolean(),
        fieldValue(p.schema, p.name, ctx),
        fc.nat(3),
      )
      .map(([present, value, repeat]) =>
        // A parameter sent twice (`page=1&page=2`) arrives as a list.
        present && value !== undefined
          ? Array.from({ length: repeat === 0 ? 2 : 1 }, () => [p.name, text(value)] as const)
          : [],
      ),
  );
  const extra = fc.array(
    fc.tuple(
      keyString,
      hostileString.filter((s) => s.length < 20_000),
    ),
    {
      maxLength: 2,
    },
  );
  const pairs = fc
    .tuple(fc.tuple(...known), extra)
    .map(([own, more]) =>
      [...own.flat(), ...more].map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'),
    );
  const raw = fc.constantFrom(
    '%',
    '%zz=1',
    'a[b]=1',
    '__proto__[polluted]=yes',
    'constructor[prototype][polluted]=yes',
    '&&&=',
    '=',
    'page',
    'x=%00',
  );
  return fc.oneof({ weight: 9, arbitrary: pairs }, { weight: 1, arbitrary: raw });
}

function headersOf(declared: Parameter[], ctx: RequestContext) {
  const ascii = (v: unknown) =>
    String(typeof v === 'string' ? v : JSON.stringify(v)).replace(/[^\x20-\x7e]/g, '?');
  const own = fc.record(
    Object.fromEntries(
      declared.map((p) => [p.name, fieldValue(p.schema, p.name, ctx).map((v) => ascii(v ?? ''))]),
    ),
    { requiredKeys: [] },
  );
  const language = fc.option(
    fc.constantFrom(
      'bn',
      'bn-BD,bn;q=0.9,en;q=0.8',
      'en-US',
      'xx',
      '*',
      ';;q=abc,',
      'a'.repeat(5000),
    ),
  );
  return fc.tuple(own, language).map(([headers, lang]) => ({
    ...headers,
    ...(lang !== null ? { 'accept-language': lang } : {}),
  }));
}

const forgedToken = fc.constantFrom(
  'Bearer ',
  'Bearer x',
  `Bearer ${'a'.repeat(5000)}`,
  'Bearer 1|x',
  'Bearer %00',
  'Basic YTpi',
  'bearer',
);

// ---- bodies ------------------------------------------------------------------------------

interface Body {
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const JSON_TYPE = { 'content-type': 'application/json' };

function jsonBody(op: Operation, ctx: RequestContext): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({ headers: JSON_TYPE, payload: JSON.stringify(value) });
  const shaped = op.jsonBody ? validValue(op.jsonBody, 'body', ctx) : fc.constant({});
  const polluted = fc
    .tuple(
      shaped,
      hostileValue.filter((v) => typeof v === 'object' && v !== null),
    )
    .map(([valid, extra]) => ({ ...(valid as object), ...extra }));
  const malformed = fc.constantFrom(
    '',
    '{',
    '{"a":',
    'nul',
    '[1,2',
    '{"a":1}garbage',
    '{"a":"\\ud800"}',
    '{"a":1,"a":2}',
    '1e999999',
    '"x',
    '\ufeff{}',
    '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
  );
  const wrongType = fc.tuple(
    shaped,
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/json; charset=',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/vnd.api+json',
      'APPLICATION/JSON',
    ),
  );
  return fc.oneof(
    { weight: op.jsonBody ? 14 : 2, arbitrary: shaped.map(json) },
    { weight: 1, arbitrary: polluted.map(json) },
    { weight: 2, arbitrary: hostileValue.map(json) },
    { weight: 1, arbitrary: malformed.map((payload) => ({ headers: JSON_TYPE, payload })) },
    {
      weight: 1,
      arbitrary: wrongType.map(([value, type]) => ({
        headers: { 'content-type': type },
        payload: JSON.stringify(value) ?? '',
      })),
    },
    { weight: op.jsonBody ? 1 : 6, arbitrary: fc.constant({}) },
  );
}

interface Part {
  field: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

function fileData(ctx: RequestContext): fc.Arbitrary<Buffer> {
  const real = fc.constantFrom(...ctx.files);
  return fc.oneof(
    { weight: 4, arbitrary: real },
    // A real file cut short, or with a byte changed: what a broken copy or a crafted file is.
    {
      weight: 2,
      arbitrary: fc.tuple(real, fc.nat(), fc.boolean()).map(([file, at, cut]) => {
        const i = at % Math.max(file.length, 1);
        if (cut) return file.subarray(0, i);
        const copy = Buffer.from(file);
        copy[i] = (copy[i]! + 1) % 256;
        return copy;
      }),
    },
    {
      weight: 2,
      arbitrary: fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        Buffer.alloc(0),
        Buffer.from('%PDF-1.7\n%garbage'),
        Buffer.from('\x89PNG\r\n\x1a\n'),
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        Buffer.from('{"personal":{"name":"x"}}'),
      ),
    },
    // Past every upload limit (the largest is 10 MB).
    { weight: 1, arbitrary: fc.constantFrom(6, 11).map((mb) => Buffer.alloc(mb * 1024 * 1024, 7)) },
  );
}

function multipartBody(
  upload: { file: string; fields?: string[] },
  ctx: RequestContext,
): fc.Arbitrary<Body> {
  const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
  const file: fc.Arbitrary<Part> = fc.record(
    {
      field: fc.oneof(
        { weight: 8, arbitrary: fc.constant(upload.file) },
        { weight: 1, arbitrary: fc.constantFrom('file', 'photo', 'image', 'cvFile') },
        { weight: 1, arbitrary: keyString },
      ),
      filename: fc.oneof(
        fc.constantFrom('cv.pdf', 'photo.png', 'photo.jpg', 'logo.ico', 'ফাইল.pdf', ''),
        fc.constantFrom('../../../etc/passwd', `${'a'.repeat(300)}.png`, 'a"b\r\n.png', 'x.svg'),
        hostileString.filter((s) => s.length < 1000),
      ),
      type: fc.constantFrom(
        'image/png',
        'image/jpeg',
        'application/pdf',
        'image/x-icon',
        'image/svg+xml',
        'application/octet-stream',
        'text/plain',
        '',
      ),
      data: fileData(ctx),
    },
    { requiredKeys: ['field', 'data'] },
  );
  // The form's own fields (fieldValue leaves one out now and then), and a few it does not have.
  const own = fc.record(
    Object.fromEntries(
      (upload.fields ?? []).map((name) => [name, fieldValue({ type: 'string' }, name, ctx)]),
    ),
    { requiredKeys: upload.fields ?? [] },
  );
  const extra = fc.array(fc.tuple(keyString, hostileValue), { maxLength: 2 });
  const fields = fc
    .tuple(own, extra)
    .map(([known, more]) =>
      [...Object.entries(known), ...more]
        .filter(([, value]) => value !== undefined)
        .map(([field, value]): Part => ({ field, data: Buffer.from(text(value)) })),
    );
  const parts = fc
    .tuple(fc.array(file, { maxLength: 2 }), fields)
    .map(([files, texts]) => [...texts, ...files]);
  const mangle = fc.oneof(
    { weight: 12, arbitrary: fc.constant('none' as const) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('cut', 'no-end', 'no-boundary', 'other-boundary', 'lf'),
    },
  );
  return fc.tuple(parts, mangle, fc.nat()).map(([list, how, at]) => formData(list, how, at));
}

type Mangle = 'none' | 'cut' | 'no-end' | 'no-boundary' | 'other-boundary' | 'lf';

/** A multipart body written by hand, so it can also be written wrong. */
function formData(parts: Part[], how: Mangle, at: number): Body {
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; name="${part.field.replace(/"/g, '%22')}"` +
      (part.filename !== undefined ? `; filename="${part.filename.replace(/"/g, '%22')}"` : '');
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.type) head.push(`Content-Type: ${part.type}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), part.data, Buffer.from('\r\n'));
  }
  if (how !== 'no-end') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (how === 'cut') payload = payload.subarray(0, at % Math.max(payload.length, 1));
  if (how === 'lf')
    payload = Buffer.from(payload.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
  const type =
    how === 'no-boundary'
      ? 'multipart/form-data'
      : `multipart/form-data; boundary=${how === 'other-boundary' ? 'nope' : boundary}`;
  return { headers: { 'content-type': type }, payload };
}
