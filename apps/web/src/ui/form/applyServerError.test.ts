import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.ts';
import { applyServerError } from './applyServerError.ts';

/** A form with these values that records what it was told. */
function fakeForm(values: Record<string, unknown>) {
  const marked: string[] = [];
  const form = {
    getValues: () => values,
    setError: (name: string) => marked.push(name),
  } as unknown as UseFormReturn<Record<string, unknown>>;
  return { form, marked };
}

const values = { name: '', price: undefined, rows: [{ phone: '' }] };

describe('applyServerError', () => {
  it.each([
    ['a field of the form is marked', 'name', 'name'],
    ['a field whose value is still empty is marked', 'price', 'price'],
    ['a field of a row is marked', 'rows.0.phone', 'rows.0.phone'],
    ['a list as a whole is marked above its rows', 'rows.root', 'rows.root'],
    ['a field the form lacks is told otherwise', 'rooms', null],
    ['a row the form lacks is told otherwise', 'rows.3.phone', null],
  ])('%s', (_rule, field, expected) => {
    const { form, marked } = fakeForm(values);
    const told: unknown[] = [];
    const error = new ApiError(400, 'Неверно', field);
    const answer = applyServerError(error, form, { otherwise: (e) => told.push(e) });
    expect(answer).toBe(expected);
    expect(marked).toEqual(expected === null ? [] : [expected]);
    expect(told).toEqual(expected === null ? [error] : []);
  });

  it('reads the server’s name through fieldOf', () => {
    const { form, marked } = fakeForm(values);
    applyServerError(new ApiError(400, 'Неверно', 'client.name'), form, {
      fieldOf: (field) => field.replace(/^client\./, ''),
      otherwise: () => undefined,
    });
    expect(marked).toEqual(['name']);
  });

  it('tells a refusal that names no field otherwise', () => {
    const { form, marked } = fakeForm(values);
    const told: unknown[] = [];
    applyServerError(new ApiError(409, 'Занято'), form, { otherwise: (e) => told.push(e) });
    expect(marked).toEqual([]);
    expect(told).toHaveLength(1);
  });
});
