import { describe, expect, it } from 'vitest';
import { clientName } from './clientName.ts';
import { requiredFields } from './requiredFields.ts';

describe('the client form', () => {
  it("requires the property's fields, or first name and phone when it lists none", () => {
    expect(requiredFields({ required_fields: [] })).toEqual(['first_name', 'phone_number']);
    expect(requiredFields({ required_fields: [{ name: 'email' }, { name: 'document_number' }] })).toEqual([
      'email',
      'document_number',
    ]);
  });

  it('names a client last, first, middle, without empty parts', () => {
    expect(clientName({ last_name: 'Нурланова', first_name: 'Асель', middle_name: '' })).toBe(
      'Нурланова Асель',
    );
    expect(clientName({ last_name: ' ', first_name: 'Ерлан', middle_name: '' })).toBe('Ерлан');
  });
});
