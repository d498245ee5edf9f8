import { describe, expect, it } from 'vitest';
import { scoreBand } from '../src/analysis';
import { loginSchema, registerSchema } from '../src/auth';
import { isAcceptedCvFile } from '../src/upload';
import { summariseErrors } from '../src/validation';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('registration rules', () => {
  const valid = {
    name: 'Sadia Islam',
    email: 'sadia@example.test',
    password: 'password123',
    password_confirmation: 'password123',
  };

  it('accepts a complete form, trimming the name and lower-casing the e-mail', () => {
    const parsed = registerSchema.parse({
      ...valid,
      name: '  Sadia Islam ',
      email: ' Sadia@Example.TEST ',
    });
    expect(parsed.name).toBe('Sadia Islam');
    expect(parsed.email).toBe('sadia@example.test');
  });

  it('reports a blank or missing field as required, once', () => {
    const result = registerSchema.safeParse({ ...valid, name: '   ', email: undefined });
    expect(errorsOf(result)).toEqual({
      name: 'The name field is required.',
      email: 'The email field is required.',
    });
    expect(result.error?.issues).toHaveLength(2);
  });

  it('keeps spaces in passwords and needs at least 8 characters', () => {
    expect(
      registerSchema.safeParse({
        ...valid,
        password: ' 1234567',
        password_confirmation: ' 1234567',
      }).success,
    ).toBe(true);
    const short = registerSchema.safeParse({
      ...valid,
      password: '1234567',
      password_confirmation: '1234567',
    });
    expect(errorsOf(short)).toEqual({
      password: 'The password field must be at least 8 characters.',
    });
  });

  it('reports a confirmation mismatch under the password, even with other errors', () => {
    const result = registerSchema.safeParse({
      ...valid,
      name: '',
      password_confirmation: 'different1',
    });
    expect(errorsOf(result)).toEqual({
      name: 'The name field is required.',
      password: 'The password confirmation does not match.',
    });
  });

  it('refuses a malformed e-mail', () => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, email: 'sadia@' }))).toEqual({
      email: 'The email field must be a valid email address.',
    });
  });

  it('refuses a name that is not text', () => {
    expect(errorsOf(registerSchema.safeParse({ ...valid, name: 42 }))).toEqual({
      name: 'The name field must be a string.',
    });
  });
});

describe('sign-in rules', () => {
  it('needs both fields', () => {
    expect(Object.keys(errorsOf(loginSchema.safeParse({ email: '', password: '' })))).toEqual([
      'email',
      'password',
    ]);
  });
});

describe("Laravel's summary line", () => {
  it('names the first error and counts the others', () => {
    expect(summariseErrors({ a: ['First.'] })).toBe('First.');
    expect(summariseErrors({ a: ['First.'], b: ['Second.'] })).toBe('First. (and 1 more error)');
    expect(summariseErrors({ a: ['First.', 'Second.'], b: ['Third.'] })).toBe(
      'First. (and 2 more errors)',
    );
  });
});

describe('score colours', () => {
  it('are red below 50, yellow from 50 to 74, green from 75', () => {
    expect([0, 49, 50, 74, 75, 100].map(scoreBand)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});

describe('CV upload types', () => {
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  it('are PDF, Word (.docx), JPG, JPEG and PNG only', () => {
    for (const type of ['application/pdf', docx, 'image/jpeg', 'image/jpg', 'image/png']) {
      expect(isAcceptedCvFile({ type, name: 'cv' })).toBe(true);
    }
    // A Word 97-2003 .doc is none.
    for (const type of ['image/gif', 'text/plain', '', 'application/msword']) {
      expect(isAcceptedCvFile({ type, name: 'cv' })).toBe(false);
    }
  });

  it('are told by the name when the browser gives no type', () => {
    expect(isAcceptedCvFile({ type: '', name: 'Nusrat Jahan CV.DOCX' })).toBe(true);
    expect(isAcceptedCvFile({ type: '', name: 'cv.doc' })).toBe(false);
    expect(isAcceptedCvFile({ type: 'text/plain', name: 'cv.pdf' })).toBe(false);
  });
});
