import type { FieldValues } from 'react-hook-form';
import { toMoneyInput } from '../../../../ui/priceGrid/priceGridValues.ts';
import type { CatalogueDef, CatalogueField, CatalogueRow } from '../catalogueTypes.ts';

function fieldValue(field: CatalogueField, row: CatalogueRow | null): unknown {
  const stored = row?.[field.name];
  switch (field.kind) {
    case 'switch':
      // A new record is active.
      return typeof stored === 'boolean' ? stored : true;
    case 'enum':
      return typeof stored === 'string' ? stored : field.options[0];
    case 'money':
    case 'amount':
      // Stored as decimal text ('1500.00'); a new price starts empty so it must be typed.
      return toMoneyInput(typeof stored === 'string' ? stored : undefined);
    case 'percent':
      // Most channels take no commission, so a new one starts at 0 rather than empty.
      return typeof stored === 'string' ? toMoneyInput(stored) : 0;
    case 'image':
      // Answered as the picture ({id, url, thumb_url}), sent back as its id.
      return (stored as { id?: number } | null)?.id ?? null;
    case 'number':
      return typeof stored === 'number' ? stored : 0;
    case 'date':
      // A new news item is of today (the property's day, as the browser shows it).
      return typeof stored === 'string' ? stored : new Date().toLocaleDateString('sv-SE');
    default:
      return typeof stored === 'string' ? stored : '';
  }
}

/**
 * The form's values for a row (null: a new record): one per manifest field, plus what the catalogue's
 * own editor holds. Every key is a form field, which is how applyServerError finds the field to mark.
 */
export function catalogueFormValues(def: CatalogueDef, row: CatalogueRow | null): FieldValues {
  return {
    ...Object.fromEntries(def.fields.map((field) => [field.name, fieldValue(field, row)])),
    ...def.extraValues?.(row),
  };
}

/**
 * The body that makes a record inactive instead of deleting it: a PATCH sends only the flag, a PUT the
 * whole record as the API answered it (the server ignores the fields it does not take, such as `id`).
 */
export function deactivationBody(def: CatalogueDef, row: CatalogueRow): Record<string, unknown> {
  if (def.updateMethod === 'patch') return { is_active: false };
  const { id: _id, ...record } = row;
  return { ...record, is_active: false };
}
