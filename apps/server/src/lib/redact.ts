/**
 * What the logs and the audit never hold: secrets (passwords, tokens, keys, hashes) and what
 * users wrote (CV contents, the parameters of a failed query). One rule for both, so a new field
 * named like a secret is withheld everywhere without anyone remembering to.
 */

/** A key whose value is a secret: matched on its last word, so `bkashPassword` and `appSecret`. */
const SECRET_KEY =
  /(password|passwd|secret|token|hash|apikey|api_key|accesskey|appkey|app_key|authorization|cookie|otp|signature)$/i;
/** A key whose value is someone's content: a CV's data, or the values of a failed SQL query. */
const CONTENT_KEY = /^(data|cvData|cv_data|params|parameters)$/;
/** Query-string names whose value opens an account or a link. */
const SECRET_QUERY = /(token|code|otp|password|secret|signature|key)$/i;
/** A value shaped like one of our tokens (`cc_…`), or any long random-looking one, whatever its name. */
const TOKEN_LIKE = /^(cc_[\w-]{16,}|(?=[\w-]*\d)(?=[\w-]*[a-z])(?=[\w-]*[A-Z])[\w-]{32,})$/;
/** A secret query parameter inside a text, e.g. a link in an e-mail. */
const SECRET_IN_TEXT = /([?&][\w-]*(?:token|code|otp|password|secret|signature|key)=)[^\s&#]+/gi;

const MAX_DEPTH = 8;

/** A secret's value reads as set or unset, the same mask the settings audit uses. */
const maskSecret = (value: unknown) =>
  value === '' || value === null || value === undefined ? value : '(set)';

/** drizzle puts a failed query's values in its message and stack: "Failed query: …\nparams: …". */
export const withoutParams = (text: string) =>
  text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '');

function redactError(error: Error, depth: number): Record<string, unknown> {
  const message = withoutParams(error.message);
  const own: Record<string, unknown> = {};
  for (const key of Object.keys(error))
    own[key] = (error as unknown as Record<string, unknown>)[key];
  return {
    ...(redactValue(own, depth) as Record<string, unknown>),
    type: error.name,
    message,
    stack: error.stack ? withoutParams(error.stack) : undefined,
    ...(error.cause === undefined ? {} : { cause: redactValue(error.cause, depth + 1) }),
  };
}

function redactValue(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return '(too deep)';
  if (value instanceof Error) return redactError(value, depth);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (typeof value === 'string') return hideLinkSecrets(withoutParams(value));
  // Only plain objects are walked: a request or a socket is for its serializer, not for us.
  if (value === null || typeof value !== 'object' || !isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) out[key] = maskSecret(item);
    else if (CONTENT_KEY.test(key)) out[key] = item == null ? item : '(withheld)';
    // PostgreSQL names the offending values in a constraint error: "Key (email)=(…) exists".
    else if (key === 'detail' && typeof item === 'string')
      out[key] = item.replace(/=\(.*\)/s, '=(withheld)');
    else out[key] = redactValue(item, depth + 1);
  }
  return out;
}

function isPlain(value: object) {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A copy of `value` fit for a log line or the audit. */
export function redact<T>(value: T): T {
  return redactValue(value, 0) as T;
}

/** A URL with the values of secret query parameters withheld: `/reset?token=(set)`. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const params = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      const secret =
        SECRET_QUERY.test(decodeSafely(name)) ||
        TOKEN_LIKE.test(decodeSafely(pair.slice(equals + 1)));
      return secret ? `${name}=(set)` : pair;
    });
  return `${url.slice(0, query)}?${params.join('&')}`;
}

/**
 * The text with every link's secret withheld: `…/reset-password?token=(hidden)`. What staff and
 * the logs read of a message whose links open an account for their recipient only.
 */
export const hideLinkSecrets = (text: string) => text.replace(SECRET_IN_TEXT, '$1(hidden)');

function decodeSafely(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
