import fc from 'fast-check';
import type { Schema } from './openapi';
import type { Id, IdPools } from './pools';

/** What the generators need besides a schema: where the value goes and what exists. */
export interface ValueContext {
  pools: IdPools;
  /** The route template, to pick ids of the same kind of thing. */
  path: string;
  /** Valid-shaped examples of fields the schema leaves open (`data`: a CV), by field name. */
  samples: Map<string, unknown[]>;
  /** The accounts' password, so "current password" checks pass some of the time. */
  password: string;
}

// ---- hostile values: what no form of ours sends --------------------------------------------

const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff\u202e\u200b',
  '%00',
  '%',
  '%zz',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}%s%n',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  '০১৭৭০৬১৮৫৭৫',
  'নাদিয়া রহমান',
  '👩🏽‍💻🇧🇩',
  '\r\nX-Injected: 1',
  'ＡＢＣ＠ｅｘａｍｐｌｅ．ｃｏｍ',
];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  // A lone surrogate somewhere in ordinary text.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\ud83d', '\udc00'), fc.string())
      .map((parts) => parts.join('')),
  },
  // Long text: past every maxLength, and (rarely) past the 1 MB body limit.
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(5_000, 100_000, 100_000, 1_100_000)
      .map((n) => 'ক'.repeat(n / 2) + 'x'.repeat(n / 2)),
  },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -2_147_483_649,
    2_147_483_648,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
    -1e21,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** `{"__proto__": …}` as an own key, which JSON.parse makes and a careless merge follows. */
const pollution = fc.constantFrom(
  JSON.parse('{"__proto__":{"polluted":"yes","role":"admin","isAdmin":true}}') as object,
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}') as object,
  JSON.parse('{"__proto__":null,"toString":"x","valueOf":1,"hasOwnProperty":"x"}') as object,
);

/** Nesting around the input guard's limit of 64 levels. */
const deep = fc
  .tuple(fc.constantFrom(10, 63, 64, 65, 500), fc.boolean())
  .map(([depth, asArray]) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
    return value;
  });

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [''], { a: 1 }, '1', 'true'),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: pollution },
  { weight: 1, arbitrary: deep },
);

// ---- valid-shaped values, from the schema and the field's name -----------------------------

/** Mostly what the schema asks for; sometimes hostile, sometimes left out (`undefined`). */
export function fieldValue(schema: Schema, name: string, ctx: ValueContext): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 16, arbitrary: validValue(schema, name, ctx) },
    { weight: 3, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

const typesOf = (schema: Schema) =>
  typeof schema.type === 'string' ? [schema.type] : (schema.type ?? []);

export function validValue(schema: Schema, name: string, ctx: ValueContext): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf?.slice(0, 1);
  if (branches && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => validValue(branch, name, ctx)));
  }
  const types = typesOf(schema);
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => validValue({ ...schema, type }, name, ctx)));
  }
  switch (types[0]) {
    case 'string':
      return stringValue(schema, name, ctx);
    case 'integer':
    case 'number':
      return numberValue(schema, name, ctx);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 4, 4));
      return fc.array(fieldValue(schema.items ?? {}, name, ctx), { minLength, maxLength });
    }
    case 'object':
      return objectValue(schema, ctx);
    default:
      return openValue(name, ctx);
  }
}

function objectValue(schema: Schema, ctx: ValueContext): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, fieldValue(child, key, ctx)]),
  );
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  const known = fc.record(model, { requiredKeys });
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(keyString, fieldValue(schema.additionalProperties, 'value', ctx), {
          maxKeys: 4,
        })
      : fc.constant({});
  // A `password_confirmation` mostly repeats its `password`, as a form sends it.
  const confirmations = Object.keys(properties).filter((key) => key.endsWith('_confirmation'));
  return fc.tuple(known, extra, fc.nat(3)).map(([own, more, copy]) => {
    const value: Record<string, unknown> = { ...more, ...own };
    for (const key of confirmations) {
      const base = key.replace(/_confirmation$/, '');
      if (copy > 0 && base in value) value[key] = value[base];
    }
    return value;
  });
}

/** Keys: ordinary words, odd text, and the names prototype pollution uses. */
export const keyString = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.constantFrom('__proto__', 'constructor', 'prototype', '', ' ', 'a.b', 'x[0]', '$where'),
  hostileString.filter((s) => s.length < 200),
);

/** A field the schema leaves open: a known example (possibly damaged), else any JSON. */
function openValue(name: string, ctx: ValueContext): fc.Arbitrary<unknown> {
  const samples = ctx.samples.get(name);
  if (!samples || samples.length === 0) return fc.jsonValue({ maxDepth: 3 });
  const sample = fc.constantFrom(...samples);
  return fc.oneof(
    { weight: 2, arbitrary: sample },
    {
      weight: 3,
      arbitrary: fc.tuple(sample, fc.nat(), hostileValue).map(([s, i, h]) => damage(s, i, h)),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

/** A copy of `value` with its `index`-th node (in walk order) replaced by `replacement`. */
function damage(value: unknown, index: number, replacement: unknown): unknown {
  const copy = structuredClone(value);
  const nodes: Array<{ parent: Record<string, unknown>; key: string }> = [];
  const stack: unknown[] = [copy];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    for (const [key, child] of Object.entries(node)) {
      nodes.push({ parent: node as Record<string, unknown>, key });
      stack.push(child);
    }
  }
  if (nodes.length === 0) return replacement;
  const { parent, key } = nodes[index % nodes.length]!;
  parent[key] = replacement;
  return copy;
}

/** Ids of things that exist (a group, then one of it: see IdPools), else `fallback`'s. */
function existing(
  name: string,
  ctx: ValueContext,
  kind: 'string' | 'integer',
  fallback: fc.Arbitrary<string | number>,
): fc.Arbitrary<string | number> {
  const fits = (value: Id) => kind === 'string' || Number.isInteger(Number(value));
  return fc.tuple(fc.nat(), fc.nat(), fallback).map(([group, pick, otherwise]) => {
    const groups = ctx.pools
      .candidates(name, ctx.path)
      .map((values) => values.filter(fits))
      .filter((values) => values.length > 0);
    if (groups.length === 0) return otherwise;
    const values = groups[group % groups.length]!;
    const value = values[pick % values.length]!;
    return kind === 'string' ? String(value) : Number(value);
  });
}

/** Any code point, and now and then half of a surrogate pair (which JSON can carry). */
const anyCodeUnit = fc.oneof(
  { weight: 20, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('\ud83d', '\udc00') },
);

/** Fields that name something: ids, and whatever the app's answers showed under that name. */
const pointsAt = (name: string, ctx: ValueContext) =>
  name === 'id' || /(Id|ID)$/.test(name) || ctx.pools.has(name);

function stringValue(schema: Schema, name: string, ctx: ValueContext): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  // Trimmed or padded into the length limits (a filter could spin for ever on a pool of misfits).
  const fit = (s: string) => s.slice(0, maxLength).padEnd(minLength, 'x');
  const options: Array<fc.Arbitrary<string>> = [];
  const lower = name.toLowerCase();

  if (schema.pattern) {
    options.push(fc.stringMatching(new RegExp(schema.pattern)).map(fit));
  } else if (schema.format === 'uuid') {
    options.push(fc.uuid());
  } else if (lower.includes('email')) {
    options.push(fc.emailAddress().map(fit));
  } else if (lower.includes('password')) {
    options.push(fc.constantFrom(ctx.password, 'another-good-password', 'short'));
  } else if (lower.includes('phone') || lower === 'wallet' || lower === 'recipient') {
    options.push(fc.constantFrom('01770618575', '01823074817', '+8801711000000', '01711-000000'));
  } else if (lower === 'otp') {
    options.push(fc.stringMatching(/^\d{6}$/), fc.constant('123456'));
  } else if (lower === 'pin') {
    options.push(fc.constant('12121'), fc.stringMatching(/^\d{5}$/));
  } else if (lower.includes('url')) {
    options.push(fc.webUrl().map(fit), fc.constantFrom('/api/theme', 'https://example.com/a.png'));
  } else if (lower.includes('slug')) {
    options.push(fc.stringMatching(/^[a-z0-9]{1,12}(-[a-z0-9]{1,12}){0,3}$/).map(fit));
  } else if (/content|html|body|description/.test(lower)) {
    options.push(
      fc.constantFrom(
        '<p>Hello <strong>world</strong></p>',
        '<h2>Title</h2><ul><li>one</li></ul><a href="https://example.com">link</a>',
      ),
      fc.lorem({ maxCount: 30 }).map(fit),
    );
  }
  if (pointsAt(name, ctx)) {
    options.push(
      existing(name, ctx, 'string', fc.string({ maxLength: 12 })).map((s) => fit(String(s))),
    );
  }
  for (const sample of ctx.samples.get(name) ?? []) {
    if (typeof sample === 'string') options.push(fc.constant(fit(sample)));
  }
  const plain = fc.string({ minLength, maxLength: Math.min(maxLength, 40) });
  const plainUnicode = fc.string({
    unit: anyCodeUnit,
    minLength,
    maxLength: Math.min(maxLength, 40),
  });
  const arbitraries: Array<fc.WeightedArbitrary<string>> = [
    ...options.map((arbitrary) => ({ weight: 4, arbitrary })),
    { weight: options.length > 0 ? 1 : 4, arbitrary: plain },
    { weight: 1, arbitrary: plainUnicode },
  ];
  if (maxLength < 200_000) {
    // Both sides of the length limit.
    arbitraries.push({
      weight: 1,
      arbitrary: fc.constantFrom('x'.repeat(maxLength), 'x'.repeat(maxLength + 1)),
    });
  }
  return fc.oneof(...arbitraries);
}

function numberValue(schema: Schema, name: string, ctx: ValueContext): fc.Arbitrary<number> {
  const integral = typesOf(schema).includes('integer');
  const step = schema.multipleOf ?? (integral ? 1 : 0);
  let min = schema.minimum ?? -1_000_000;
  let max = schema.maximum ?? 1_000_000;
  if (schema.exclusiveMinimum !== undefined) min = schema.exclusiveMinimum + (step || 0.001);
  if (schema.exclusiveMaximum !== undefined) max = schema.exclusiveMaximum - (step || 0.001);
  min = Math.max(min, Number.MIN_SAFE_INTEGER);
  max = Math.min(max, Number.MAX_SAFE_INTEGER);
  const inRange = step
    ? fc.integer({ min: Math.ceil(min / step), max: Math.floor(max / step) }).map((n) => n * step)
    : fc.double({ min, max, noNaN: true });
  const options: Array<fc.WeightedArbitrary<number>> = [
    { weight: 4, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(min, max, min - (step || 1), max + (step || 1)) },
  ];
  const [low, high] = [Math.ceil(Math.max(min, 0)), Math.floor(Math.min(max, 50))];
  // Small numbers: what ids, pages and counts are.
  if (low <= high) options.push({ weight: 2, arbitrary: fc.integer({ min: low, max: high }) });
  if (pointsAt(name, ctx)) {
    options.push({
      weight: 6,
      arbitrary: existing(name, ctx, 'integer', inRange).map(Number),
    });
  }
  return fc.oneof(...options);
}
