/**
 * Every ```json block of docs/pricing.md is a worked example {name, input, expect}; this test prices each
 * one and checks `expect` against the result, so the page cannot drift from the code. An input with
 * `rooms` is a group. An `expect` of {error, field} expects a refusal.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PricingError } from './errors.ts';
import { priceBooking } from './price-booking.ts';
import { priceGroup } from './price-group.ts';
import type { PriceBookingInput, PriceGroupInput } from './types.ts';

interface Example {
  name: string;
  input: Record<string, unknown>;
  expect: Record<string, unknown>;
}

const page = readFileSync(new URL('../../../../docs/pricing.md', import.meta.url), 'utf8');
const examples = [...page.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as Example);

function price(input: Record<string, unknown>): unknown {
  try {
    return 'rooms' in input
      ? priceGroup(input as unknown as PriceGroupInput)
      : priceBooking(input as unknown as PriceBookingInput);
  } catch (err) {
    if (err instanceof PricingError) return { error: err.message, field: err.field };
    throw err;
  }
}

describe('docs/pricing.md worked examples', () => {
  it('has at least five, each with a name, an input and an expectation', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const e of examples) expect(Object.keys(e).sort()).toEqual(['expect', 'input', 'name']);
  });

  it.each(examples.map((e) => [e.name, e] as const))('%s', (_, example) => {
    expect(price(example.input)).toMatchObject(example.expect);
  });
});
