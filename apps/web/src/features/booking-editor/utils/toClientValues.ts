import type { ClientValues } from '../types/editorValues.ts';
import type { ClientRecord } from '../types/lookups.ts';

/** A client on record as a guest card; what the record leaves out is blank. */
export function toClientValues(record: ClientRecord): ClientValues {
  return {
    id: record.id,
    first_name: record.first_name ?? '',
    last_name: record.last_name ?? '',
    middle_name: record.middle_name ?? '',
    phone_number: record.phone_number ?? '',
    email: record.email ?? '',
    document_number: record.document_number ?? '',
    id_card: record.id_card ?? '',
    gender: record.gender ?? null,
    comment: record.comment ?? '',
  };
}
