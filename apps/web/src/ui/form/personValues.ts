import type { Employee } from '../../api/types.ts';

type Person = Pick<Employee, 'email' | 'first_name' | 'last_name' | 'middle_name' | 'phone_number'>;

/**
 * A person's data as PersonFields' form values (empty for a new employee). The API may send null for the
 * optional middle name and phone, which a text input cannot hold, so they become ''.
 */
export function personValues(person?: Person) {
  return {
    email: person?.email ?? '',
    first_name: person?.first_name ?? '',
    last_name: person?.last_name ?? '',
    middle_name: person?.middle_name ?? '',
    phone_number: person?.phone_number ?? '',
  };
}
