import type { z } from 'zod';

/**
 * The first problem of an uploaded JSON file, in words a person who edits the file can act on:
 * '"layout" is missing; it should be an object.' rather than zod's 'layout: Invalid input:
 * expected object, received undefined'. Parse with `reportInput: true`, so each problem knows
 * what the file holds there. A message the schema wrote itself is kept, after where it is.
 */
export function describeJsonProblem(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue ? describeIssue(issue) : 'The file is not in the expected form.';
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path.map(String).join('.');
  const subject = subjectOf(where);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? `${subject} is missing; it should be ${kindOf(issue.expected)}.`
        : `${subject} should be ${kindOf(issue.expected)}, not ${kindOfValue(issue.input)}.`;
    case 'too_small':
    case 'too_big':
      return sizeProblem(subject, issue);
    case 'invalid_value':
      return `${subject} must be one of ${listOf(issue.values)}.`;
    case 'invalid_union': {
      // A discriminated union (a section's `type`) names the values it takes; another one is
      // told by what its first form asks (a margin: a size, before four of them).
      if ('options' in issue && issue.options) {
        return `${subject} must be one of ${listOf(issue.options)}.`;
      }
      const first = issue.errors[0]?.[0];
      if (first) return describeIssue({ ...first, path: [...issue.path, ...first.path] });
      break;
    }
  }
  return where ? `"${where}": ${issue.message}` : issue.message;
}

/** What the problem is about: a field by its path, or the whole file. */
const subjectOf = (where: string) => (where ? `"${where}"` : 'the file');

const listOf = (values: readonly unknown[]) =>
  values.map((value) => JSON.stringify(value)).join(', ');

/** zod's type names as what a JSON file holds. */
const kinds: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'text',
  number: 'a number',
  int: 'a number',
  boolean: 'true or false',
  null: 'null',
};
const kindOf = (expected: string) => kinds[expected] ?? expected;

function kindOfValue(value: unknown): string {
  if (value === null) return kinds.null!;
  if (Array.isArray(value)) return kinds.array!;
  return kindOf(typeof value);
}

function sizeProblem(
  subject: string,
  issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig,
): string {
  const small = issue.code === 'too_small';
  const n = Number(small ? issue.minimum : issue.maximum);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'array':
    case 'set':
      if (!small) return `${subject} may have at most ${n} entries.`;
      return n === 1
        ? `${subject} needs at least one entry.`
        : `${subject} needs at least ${n} entries.`;
    case 'string':
      return small
        ? `${subject} must be at least ${n} characters.`
        : `${subject} must be at most ${n} characters.`;
    default:
      if (small) {
        return inclusive
          ? `${subject} must be at least ${n}.`
          : `${subject} must be more than ${n}.`;
      }
      return inclusive ? `${subject} must be at most ${n}.` : `${subject} must be less than ${n}.`;
  }
}
