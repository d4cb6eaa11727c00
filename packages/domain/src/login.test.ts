import { describe, expect, it } from 'vitest';
import { type LoginInput, loginRefusals } from './login.ts';
import { messages } from './messages.ts';
import { loginSchema } from './schemas.ts';

/** The server's refusals of a login body, field by field, as the login page's check gives them. */
function schemaRefusals(input: LoginInput): Partial<Record<keyof LoginInput, string>> {
  const result = loginSchema.safeParse(input);
  const refusals: Partial<Record<keyof LoginInput, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof LoginInput;
    refusals[field] ??= issue.message;
  }
  return refusals;
}

const ok = 'admin12345';

describe('the login form refuses what the server refuses, with the same words', () => {
  it.each<[LoginInput, Partial<Record<keyof LoginInput, string>>]>([
    [{ email: 'admin@example.com', password: ok }, {}],
    [{ email: '  Admin@Example.COM ', password: ok }, {}],
    [{ email: 'first.last+desk@hotel-1.kz', password: 'x' }, {}],
    [{ email: "o'neil@mail.example.org", password: ok }, {}],
    [{ email: '', password: ok }, { email: messages.invalidEmail }],
    [{ email: '   ', password: ok }, { email: messages.invalidEmail }],
    [{ email: 'admin', password: ok }, { email: messages.invalidEmail }],
    [{ email: 'admin@example', password: ok }, { email: messages.invalidEmail }],
    [{ email: 'admin@@example.com', password: ok }, { email: messages.invalidEmail }],
    [{ email: '.admin@example.com', password: ok }, { email: messages.invalidEmail }],
    [{ email: 'ad..min@example.com', password: ok }, { email: messages.invalidEmail }],
    [{ email: 'admin@-example.com', password: ok }, { email: messages.invalidEmail }],
    [{ email: 'admin@example.c', password: ok }, { email: messages.invalidEmail }],
    [{ email: 'админ@пример.рф', password: ok }, { email: messages.invalidEmail }],
    [{ email: 'admin@example.com', password: '' }, { password: messages.required }],
    // Spaces are a password's own characters: not trimmed, so not empty.
    [{ email: 'admin@example.com', password: ' ' }, {}],
    [
      { email: '', password: '' },
      { email: messages.invalidEmail, password: messages.required },
    ],
  ])('%j → %j', (input, refusals) => {
    expect(loginRefusals(input)).toEqual(refusals);
    expect(schemaRefusals(input)).toEqual(refusals);
  });
});
