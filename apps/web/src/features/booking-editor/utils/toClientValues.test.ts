import { describe, expect, it } from 'vitest';
import type { ClientRecord } from '../types/lookups.ts';
import { toClientValues } from './toClientValues.ts';

describe('toClientValues', () => {
  it('keeps the record id and blanks what the record leaves out', () => {
    const record = {
      id: 7,
      first_name: 'Айгуль',
      last_name: 'Серикова',
      phone_number: '+7 701',
    } as ClientRecord;
    expect(toClientValues(record)).toEqual({
      id: 7,
      first_name: 'Айгуль',
      last_name: 'Серикова',
      middle_name: '',
      phone_number: '+7 701',
      email: '',
      document_number: '',
      id_card: '',
      gender: null,
      comment: '',
    });
  });
});
