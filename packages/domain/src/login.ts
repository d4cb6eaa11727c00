/**
 * The sign-in form's rule, without zod: the login page checks it before sending, with no schema library in
 * its code (issue 31: the JavaScript before the login form ≤ 150 kB compressed), and the server's
 * loginSchema (schemas.ts) is built on the same pattern and messages; login.test.ts holds the two to the
 * same answers.
 */
import { formMessages as messages } from './form-messages.ts';

/** What an e-mail address must look like: zod's own pattern for z.email(), named here once. */
export const emailPattern =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type LoginInput = { email: string; password: string };

/** Why the form may not be sent, field by field (empty when it may): the server's refusals, in advance. */
export function loginRefusals(input: LoginInput): Partial<Record<keyof LoginInput, string>> {
  const refusals: Partial<Record<keyof LoginInput, string>> = {};
  if (!emailPattern.test(input.email.trim().toLowerCase())) refusals.email = messages.invalidEmail;
  if (input.password.length === 0) refusals.password = messages.required;
  return refusals;
}
