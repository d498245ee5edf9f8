import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { localizeMessage } from '../src/messages-bn';
import { messages, summariseErrors } from '../src/validation';

/**
 * Finds the messages the server can answer with, in the source of the server and of this
 * package, so a message added tomorrow without its Bangla fails here. It reads the syntax tree
 * and follows the value to where the text is written: a constant, a conditional, a template
 * literal (its holes filled), a helper's parameter (the arguments at its calls) or a function's
 * returns. Where a message is said:
 *   - `new AppError(status, '…', {field: ['…']})`, `super(…)` in its subclasses, and
 *     `new PaymentGatewayError('…')` (what bKash's payer reads);
 *   - `message: …`, `error: …` (zod's `{ error }`, `ctx.addIssue`), bKash's `user: …`;
 *   - a variable named `message`, `errors`, `…Message` or `…_MESSAGE`, and `errors… = …`;
 *   - zod checks given a message: `.min(1, '…')`, `.refine(fn, '…')`, `z.uuid('…')` …;
 *   - a `push` onto an `errors` list.
 * Helpers such as `notFound('…')`, `tooMany('…', wait)` or `fieldError(field, '…')` need no
 * listing: their parameter reaches one of those places, so their arguments are found.
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const roots = ['apps/server/src', 'packages/shared/src'];
/** Text that is never a server answer's message. */
const notAnswers = [
  'packages/shared/src/messages-bn.ts', // the catalogue itself
  'apps/server/src/config.ts', // start-up errors for the operator's terminal
  'apps/server/src/server.ts',
  'apps/server/src/infra/ai/', // prompts to the AI providers
  'apps/server/src/infra/logger.ts', // log records
  // The local stand-ins speak as bKash, Nagad and SSLCommerz do.
  'apps/server/src/infra/payments/bkash/sandbox',
  'apps/server/src/infra/payments/nagad/sandbox',
  'apps/server/src/infra/payments/sslcommerz/sandbox',
  'apps/server/src/infra/couriers/steadfast/sandbox',
  // The back office's Test buttons answer in `data.message`, quoting the remote service's own
  // words; only a top-level message is translated.
  'apps/server/src/modules/settings/connection-tests.ts',
];
const errorClasses = new Set(['AppError', 'PaymentGatewayError']);
const messageProperties = new Set(['message', 'error', 'user']);
const messageVariables = /^(message|errors|\w*Message|[A-Z0-9_]*_MESSAGE)$/;
const zodChecks = new Set([
  ...['min', 'max', 'length', 'gt', 'gte', 'lt', 'lte', 'int', 'positive', 'nonnegative'],
  ...['multipleOf', 'regex', 'uuid', 'email', 'url', 'refine'],
]);
/** A value from outside the source (a number, a name, an address), filled in as 7. */
const HOLE = '\u0000';

interface Text {
  text: string;
  at: ts.Node;
}

function sourceFiles(): ts.SourceFile[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) files.push(file);
    }
  };
  for (const root of roots) walk(path.join(repo, root));
  return files
    .filter((file) => !notAnswers.some((skip) => path.relative(repo, file).startsWith(skip)))
    .map((file) =>
      ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
    );
}

const nameOf = (expression: ts.Expression) => {
  if (ts.isIdentifier(expression)) return expression.text;
  return ts.isPropertyAccessExpression(expression) ? expression.name.text : undefined;
};

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  !!ts.getModifiers(node)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** Every message the sources can answer with, each with where it is said. */
function scanMessages(): Map<string, string> {
  const sources = sourceFiles();
  // What an imported name means: the top-level declarations of every file, by name.
  const topLevel = new Map<string, ts.Node[]>();
  // Every call and `new`, by the name called, to find a parameter's arguments.
  const calls = new Map<string, Array<ts.CallExpression | ts.NewExpression>>();
  const remember = <T>(map: Map<string, T[]>, key: string, value: T) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (const source of sources) {
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const { name, initializer } of statement.declarationList.declarations) {
          if (ts.isIdentifier(name) && initializer) remember(topLevel, name.text, initializer);
        }
      }
      if (
        (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
        statement.name
      ) {
        remember(topLevel, statement.name.text, statement);
      }
    }
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = nameOf(node.expression);
        if (name) remember(calls, name, node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  /** The declaration a name refers to where it is used: a parameter, a local, or a top-level one. */
  function declarationOf(id: ts.Identifier): ts.Node[] {
    for (let node: ts.Node | undefined = id.parent; node; node = node.parent) {
      if (ts.isFunctionLike(node)) {
        const param = node.parameters.find(
          (p) => ts.isIdentifier(p.name) && p.name.text === id.text,
        );
        if (param) return [param];
      }
      if (ts.isBlock(node) || ts.isSourceFile(node) || ts.isCaseClause(node)) {
        for (const statement of node.statements) {
          if (ts.isVariableStatement(statement)) {
            for (const { name, initializer } of statement.declarationList.declarations) {
              if (ts.isIdentifier(name) && name.text === id.text && initializer)
                return [initializer];
            }
          }
          if (ts.isFunctionDeclaration(statement) && statement.name?.text === id.text) {
            return [statement];
          }
        }
      }
    }
    return topLevel.get(id.text) ?? [];
  }

  /** What a parameter receives: its default, and the argument at each call of its function. */
  function argumentsFor(param: ts.ParameterDeclaration): ts.Node[] {
    const fn = param.parent;
    const index = fn.parameters.indexOf(param);
    const owner = ts.isConstructorDeclaration(fn)
      ? fn.parent
      : ts.isVariableDeclaration(fn.parent)
        ? fn.parent
        : fn;
    const name = (owner as { name?: ts.Node }).name;
    const given = param.initializer ? [param.initializer] : [];
    if (!name || !ts.isIdentifier(name)) return given;
    // A function of one file is called in that file; an exported one anywhere.
    const exported = isExported(ts.isVariableDeclaration(owner) ? owner.parent.parent : owner);
    const sites = (calls.get(name.text) ?? []).filter(
      (call) => exported || call.getSourceFile() === param.getSourceFile(),
    );
    return [...given, ...sites.flatMap((call) => call.arguments?.[index] ?? [])];
  }

  /** `messages.required(…)`, `how.ordersOnTheirWay(…)`: the function in the receiver object. */
  function methodsOf(callee: ts.PropertyAccessExpression): ts.Node[] {
    const objects = (node: ts.Node, depth = 0): ts.ObjectLiteralExpression[] => {
      if (depth > 4) return [];
      if (ts.isObjectLiteralExpression(node)) return [node];
      if (ts.isIdentifier(node)) return declarationOf(node).flatMap((d) => objects(d, depth + 1));
      if (ts.isParameter(node)) return argumentsFor(node).flatMap((a) => objects(a, depth + 1));
      return [];
    };
    return objects(callee.expression).flatMap((object) =>
      object.properties.flatMap((p) =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === callee.name.text
          ? [p.initializer]
          : [],
      ),
    );
  }

  function returnsOf(fn: ts.FunctionLikeDeclaration): ts.Node[] {
    if (!fn.body) return [];
    if (!ts.isBlock(fn.body)) return [fn.body];
    const found: ts.Node[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    visit(fn.body);
    return found;
  }

  /**
   * Every text an expression can have, with the node it is written at (the literal a person
   * would edit); HOLE where a value comes from outside.
   */
  function texts(node: ts.Node, seen: ReadonlySet<ts.Node> = new Set()): Text[] {
    if (seen.has(node) || seen.size > 12) return [];
    const of = (inner: ts.Node) => texts(inner, new Set(seen).add(node));
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      return [{ text: node.text, at: node }];
    }
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node)
    ) {
      return of(node.expression);
    }
    if (ts.isConditionalExpression(node)) return [...of(node.whenTrue), ...of(node.whenFalse)];
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
        node.operatorToken.kind,
      )
    ) {
      return [...of(node.left), ...of(node.right)];
    }
    if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(of);
    if (ts.isObjectLiteralExpression(node)) {
      return node.properties.flatMap((p) =>
        ts.isPropertyAssignment(p)
          ? of(p.initializer)
          : ts.isShorthandPropertyAssignment(p)
            ? of(p.name)
            : [],
      );
    }
    if (
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node) ||
      ts.isFunctionDeclaration(node)
    ) {
      return returnsOf(node).flatMap(of);
    }
    if (ts.isParameter(node)) return argumentsFor(node).flatMap(of);
    if (ts.isIdentifier(node)) return declarationOf(node).flatMap(of);
    if (ts.isTemplateExpression(node)) {
      let built: Text[] = [{ text: node.head.text, at: node }];
      for (const span of node.templateSpans) {
        const inner = of(span.expression);
        const fills = inner.length > 0 ? inner : [{ text: HOLE, at: node }];
        built = built
          .flatMap((start) =>
            fills.map((fill) => ({
              text: start.text + fill.text + span.literal.text,
              // A text given from another file (tooMany's reason) is where to add it.
              at: fill.at.getSourceFile() !== node.getSourceFile() ? fill.at : start.at,
            })),
          )
          .slice(0, 200);
      }
      return built;
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee)) return declarationOf(callee).flatMap(of);
      if (ts.isPropertyAccessExpression(callee)) return methodsOf(callee).flatMap(of);
    }
    return [];
  }

  // A message has words of its own (not only filled-in values) and reads as a sentence.
  const isMessage = (text: string) =>
    /[A-Za-z]{2}/.test(text.replaceAll(HOLE, ' ')) &&
    (/\s/.test(text.trim()) || /[.!?]$/.test(text));

  const found = new Map<string, string>();
  for (const source of sources) {
    const take = (node: ts.Node) => {
      for (const { text, at } of texts(node)) {
        if (!isMessage(text) || found.has(text)) continue;
        const file = at.getSourceFile();
        const line = file.getLineAndCharacterOfPosition(at.getStart()).line + 1;
        found.set(text, `${path.relative(repo, file.fileName)}:${line}`);
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const callee = node.expression;
        const name = nameOf(callee);
        const args = node.arguments ?? [];
        if (ts.isNewExpression(node) && name && errorClasses.has(name)) args.forEach(take);
        if (name && zodChecks.has(name) && ts.isPropertyAccessExpression(callee))
          args.forEach(take);
        if (
          name === 'push' &&
          ts.isPropertyAccessExpression(callee) &&
          /errors/.test(callee.expression.getText())
        ) {
          args.forEach(take);
        }
        if (callee.kind === ts.SyntaxKind.SuperKeyword) {
          const owner = ts.findAncestor(node, ts.isClassDeclaration);
          const heritage = owner?.heritageClauses?.flatMap((clause) => clause.types) ?? [];
          if (heritage.some((type) => errorClasses.has(type.expression.getText()))) {
            args.forEach(take);
          }
        }
      }
      if (
        ts.isPropertyAssignment(node) &&
        (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
        messageProperties.has(node.name.text)
      ) {
        take(node.initializer);
      }
      if (ts.isShorthandPropertyAssignment(node) && messageProperties.has(node.name.text)) {
        take(node.name);
      }
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        messageVariables.test(node.name.text) &&
        node.initializer
      ) {
        take(node.initializer);
      }
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        /^errors\b/.test(node.left.getText())
      ) {
        take(node.right);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const bengaliLetter = /[\u0985-\u09B9\u09DC-\u09DF]/;
/** Three English words in a row: a sentence, or part of one, left untranslated. */
const englishPhrase = /\b[A-Za-z]{2,} [A-Za-z]{2,} [A-Za-z]{2,}\b/;
const inBangla = (text: string) => localizeMessage(text, 'bn');

describe('the Bangla catalogue of server messages', () => {
  const found = scanMessages();

  it('finds the messages of the server and of the shared schemas', () => {
    // A guard on the scan itself: a scan that finds nothing would pass everything.
    expect(found.size).toBeGreaterThan(300);
    for (const known of [
      'Invalid credentials', // a local const given to new AppError
      'CV not found', // a constant given to notFound()
      'This CV was changed in another tab or window. Reload it to get the latest version.', // super()
      'Too many sign-in attempts. Please try again in \u0000 minutes.', // tooMany(what, wait)
      'Choose the CV to download.', // .refine(…, { message })
      'The CV is not valid.', // z.uuid('…')
      'The name field is required.', // requiredText via messages.required
      'Payment created. Redirecting to bKash...', // a route's own answer
      'This bKash account number is not valid.', // bKash's sentence for the payer
    ]) {
      expect(found.has(known), known).toBe(true);
    }
  });

  it('has Bangla for every message it finds', () => {
    const missing: string[] = [];
    for (const [english, where] of found) {
      const sample = english.replaceAll(HOLE, '7');
      const said = inBangla(sample);
      if (!bengaliLetter.test(said) || englishPhrase.test(said.replaceAll(HOLE, ''))) {
        missing.push(`${where}: ${JSON.stringify(sample)} -> ${JSON.stringify(said)}`);
      }
    }
    expect(missing, `Messages without Bangla in messages-bn.ts:\n${missing.join('\n')}`).toEqual(
      [],
    );
  });

  it('has Bangla for each of the Laravel-style field rules', () => {
    for (const [rule, say] of Object.entries(messages)) {
      const said = inBangla(say('password_confirmation', 8));
      expect(said, rule).toMatch(bengaliLetter);
      expect(said, rule).not.toMatch(/[A-Za-z]/);
    }
  });
});

describe('localizeMessage', () => {
  it('puts field labels and numbers in Bangla, with Bengali digits', () => {
    expect(inBangla(messages.required('password_confirmation'))).toBe(
      'পাসওয়ার্ড নিশ্চিতকরণের ঘরটি পূরণ করা আবশ্যক।',
    );
    expect(inBangla(messages.min('password', 8))).toBe('পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে।');
    expect(inBangla(messages.max('name', 255))).toBe('নাম ২৫৫ অক্ষরের বেশি হতে পারবে না।');
    expect(inBangla(messages.unique('email'))).toBe('এই ইমেইল আগেই ব্যবহার করা হয়েছে।');
    expect(inBangla('The content must be at most 200,000 characters.')).toBe(
      'বিষয়বস্তু সর্বোচ্চ ২,০০,০০০ অক্ষরের হতে পারবে।',
    );
  });

  it('keeps an unknown field in English inside the Bangla sentence', () => {
    expect(inBangla(messages.required('nickname'))).toBe('nickname-এর ঘরটি পূরণ করা আবশ্যক।');
  });

  it("translates summariseErrors' first message and its count of the others", () => {
    const one = { name: [messages.required('name')], email: [messages.email('email')] };
    expect(inBangla(summariseErrors(one))).toBe('নামের ঘরটি পূরণ করা আবশ্যক। (এবং আরও ১টি ত্রুটি)');
    const many = Object.fromEntries(
      ['name', 'email', 'password', 'phone'].map((field) => [field, [messages.required(field)]]),
    );
    expect(inBangla(summariseErrors(many))).toBe('নামের ঘরটি পূরণ করা আবশ্যক। (এবং আরও ৩টি ত্রুটি)');
    expect(inBangla(summariseErrors({}))).toBe('দেওয়া তথ্য সঠিক নয়।');
  });

  it('says a wait and the message before it in Bangla', () => {
    expect(inBangla('Too many sign-in attempts. Please try again in 15 minutes.')).toBe(
      'অনেকবার সাইন ইন করার চেষ্টা করা হয়েছে। অনুগ্রহ করে ১৫ মিনিট পরে আবার চেষ্টা করুন।',
    );
  });

  it('keeps the path of a problem and translates the problem', () => {
    expect(inBangla('colors.text: Must be a colour written as #RRGGBB, for example #0b4535.')).toBe(
      'colors.text: রংটি #RRGGBB আকারে লিখতে হবে, যেমন #0b4535।',
    );
  });

  it("says zod's and Fastify's own answers to a malformed call in Bangla", () => {
    expect(inBangla('Invalid input: expected object, received string')).toBe(
      'ইনপুট সঠিক নয়: object দরকার, এসেছে string।',
    );
    expect(inBangla('name: Too big: expected string to have <=200 characters')).toBe(
      'name: অনেক বড়: সর্বোচ্চ ২০০ অক্ষর হতে পারবে।',
    );
    expect(inBangla('Too small: expected number to be >0')).toBe('অনেক ছোট: ০-এর বেশি হতে হবে।');
    expect(inBangla('Unrecognized keys: "a", "b"')).toBe('অজানা ঘর: "a", "b"।');
    expect(inBangla("Body is not valid JSON but content-type is set to 'application/json'")).toBe(
      "অনুরোধের বডি সঠিক JSON নয়, অথচ content-type 'application/json'।",
    );
  });

  it('passes English, and text it does not know, through unchanged', () => {
    expect(localizeMessage('Invalid credentials', 'en')).toBe('Invalid credentials');
    expect(inBangla('Something nobody has written yet.')).toBe('Something nobody has written yet.');
    expect(inBangla('')).toBe('');
  });
});
