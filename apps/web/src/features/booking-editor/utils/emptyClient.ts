import type { ClientValues } from '../types/editorValues.ts';

/** A blank guest card. */
export function emptyClient(): ClientValues {
  return {
    first_name: '',
    last_name: '',
    middle_name: '',
    phone_number: '',
    email: '',
    document_number: '',
    id_card: '',
    gender: null,
    comment: '',
  };
}
