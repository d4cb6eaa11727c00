/**
 * A company's kinds and choices as plain lists: what a property is, and which of a guest's fields it may
 * make mandatory. The payload schemas (schemas.ts) are built from them; the signed-in layout and the
 * calendar read them without building those schemas or loading zod before their first drawing (issue 31).
 */

export const objectTypes = ['hotel', 'leisure'] as const;
export type ObjectType = (typeof objectTypes)[number];

/** Client fields a property may make mandatory (specification section 3). */
export const clientFieldNames = [
  'first_name',
  'last_name',
  'middle_name',
  'phone_number',
  'email',
  'document_number',
  'gender',
  'comment',
] as const;
