/** The fuzzer's view of the OpenAPI document: one entry per operation, schemas as JSON Schema. */

/** A JSON Schema node as @fastify/swagger writes it from the routes' zod schemas. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, `/api/user/cvs/{id}`. */
  path: string;
  /** `POST /api/user/cvs/{id}`: what the test names and FUZZ_ROUTE picks. */
  key: string;
  summary: string;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  /** The application/json body's schema, if the route takes one. */
  jsonBody?: Schema;
  /** Whether any documented answer is JSON: not so for an HTML page (the bKash sandbox's). */
  answersJson: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
        requestBody?: { content?: Record<string, { schema?: Schema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries((document as OpenApiDocument).paths)) {
    for (const [verb, op] of Object.entries(item)) {
      const method = verb.toUpperCase() as Operation['method'];
      if (!METHODS.includes(method)) continue;
      const parameters = (where: string) =>
        (op.parameters ?? [])
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} }));
      const jsonBody = op.requestBody?.content?.['application/json']?.schema;
      operations.push({
        method,
        path,
        key: `${method} ${path}`,
        summary: op.summary ?? '',
        pathParams: parameters('path'),
        query: parameters('query'),
        headers: parameters('header'),
        ...(jsonBody ? { jsonBody } : {}),
        answersJson: Object.values(op.responses ?? {}).some(
          (answer) => answer.content?.['application/json'] !== undefined,
        ),
      });
    }
  }
  return operations;
}

/** Path params of `template` if `pathname` matches it (`/api/photos/{userId}/{file}`). */
export function matchTemplate(template: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
}
