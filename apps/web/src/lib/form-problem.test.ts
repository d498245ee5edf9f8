import { PACKAGE_FORM_MESSAGE, packageInputSchema } from '@careercard/shared/packages';
import { STAFF_FORM_MESSAGE, staffInputSchema } from '@careercard/shared/staff';
import { describe, expect, it } from 'vitest';
import { formProblem } from './form-problem';

const staffProblem = (input: Record<string, unknown>) =>
  formProblem(staffInputSchema.safeParse(input).error!, STAFF_FORM_MESSAGE);
const packageProblem = (input: Record<string, unknown>) =>
  formProblem(packageInputSchema.safeParse(input).error!, PACKAGE_FORM_MESSAGE);

describe("a form's problem on Save", () => {
  it("is the spec's sentence while a field is blank, or a price below 0", () => {
    expect(staffProblem({ name: '', email: 'mitu@careercard.test', roleId: 3 })).toBe(
      'Please fill all fields.',
    );
    expect(staffProblem({ name: 'Mitu Sarker', email: 'not-an-address' })).toBe(
      'Please fill all fields.',
    );
    expect(packageProblem({ name: 'Coaching', price: -5 })).toBe(
      'Please fill all fields correctly.',
    );
    expect(packageProblem({ name: 'Coaching', price: Number.NaN })).toBe(
      'Please fill all fields correctly.',
    );
  });

  it("is the schema's own message for anything else, not a call to fill the fields", () => {
    expect(staffProblem({ name: 'Mitu Sarker', email: 'mitu.careercard.test', roleId: 3 })).toBe(
      'The email field must be a valid email address.',
    );
    expect(packageProblem({ name: 'Coaching', price: 2_000_000 })).toBe(
      'The price must be at most 1000000.',
    );
    expect(packageProblem({ name: 'Coaching', price: 499.555 })).toBe(
      'The price can have at most two decimals.',
    );
  });
});
