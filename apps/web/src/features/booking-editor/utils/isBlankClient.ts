import type { ClientValues } from '../types/editorValues.ts';

/** A card nobody filled in and no client record behind it: it is not sent. */
export function isBlankClient(client: ClientValues): boolean {
  return (
    client.id === undefined &&
    !client.gender &&
    [
      client.first_name,
      client.last_name,
      client.middle_name,
      client.phone_number,
      client.email,
      client.document_number,
      client.id_card,
      client.comment,
    ].every((value) => value.trim() === '')
  );
}
