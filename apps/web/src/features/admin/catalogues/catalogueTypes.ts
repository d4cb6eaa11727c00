import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { CatalogueLookups } from './types/catalogueLookups.ts';

/** A catalogue's name: its ru.ts section, its query key and its manifest entry. */
export type CatalogueKey =
  | 'services'
  | 'discounts'
  | 'paymentTypes'
  | 'salesChannels'
  | 'foodTariffs'
  | 'feed'
  | 'strip';

/** The lookup that lists the catalogue in pickers (useCatalogueLookup), refreshed after a change. */
export type CatalogueLookupName = keyof CatalogueLookups;

/** The other field whose value makes an amount a percentage ('discount_kind' is 'percent'). */
export interface PercentWhen {
  field: string;
  value: string;
}

/**
 * One input of the form, named by the API field it edits; its label is `{key}.fields.{name}` and an
 * option's label `{key}.kinds.{name}.{option}` in ru.ts.
 */
export type CatalogueField =
  | { name: string; kind: 'text' | 'email' | 'money' | 'percent'; required?: boolean }
  /** Tenge, or a percent up to 100 while `percentWhen` holds (a discount's size). */
  | { name: string; kind: 'amount'; percentWhen: PercentWhen; required?: boolean }
  | { name: string; kind: 'enum'; options: readonly string[] }
  | { name: string; kind: 'switch' }
  /** Several lines of text (a news item's text), a day ('YYYY-MM-DD'), a whole number (an order). */
  | { name: string; kind: 'textarea' | 'date' | 'number'; required?: boolean }
  /** A picture of the company's gallery, held as its id; `imageKind` is what it is uploaded for. */
  | { name: string; kind: 'image'; imageKind: 'feed' | 'strip'; required?: boolean };

/**
 * One list column, named by the field it shows; its header is `{key}.columns.{name}`, or the field's
 * label when the column has no header of its own.
 */
export type CatalogueColumn =
  | { name: string; kind: 'name' | 'text' | 'money' | 'percent' | 'enum' | 'active' }
  /** A picture's thumbnail (`{thumb_url}` or null) and a day shown DD-MM-YYYY. */
  | { name: string; kind: 'image' | 'date' }
  /** A value in tenge, or in percent when `percentWhen` holds (a discount's size). */
  | { name: string; kind: 'amount'; percentWhen: PercentWhen }
  /** The lowest and highest price of one row of a price grid (`{name}` holds the grid). */
  | { name: string; kind: 'priceRange'; row: string; header: string };

/** A catalogue record as the API answers it. */
export interface CatalogueRow {
  id: number;
  name: string;
  is_active: boolean;
  [field: string]: unknown;
}

/** Where a catalogue lives in the navigation (catalogueNav.ts). */
export interface CatalogueNavEntry {
  key: CatalogueKey;
  /** The screen's address, '/admin/…'. */
  route: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
}

/** Everything the generic page, form and router need to know about one catalogue. */
export interface CatalogueDef extends CatalogueNavEntry {
  /** Collection path with a trailing slash; a record is `{path}{id}/`. */
  path: string;
  updateMethod: 'put' | 'patch';
  /** The form's schema: the shared input schema of @pms/domain, or one that feeds it (food grids). */
  schema: z.ZodType<FieldValues, FieldValues>;
  fields: CatalogueField[];
  columns: CatalogueColumn[];
  /** Unset for a catalogue no picker lists (news, banners). */
  lookup?: CatalogueLookupName;
  /** The field a record is called by in the dialog's title and the delete question; 'name' unless set. */
  nameField?: string;
  /** Form values no field of `fields` holds (the food tariff's price grids), from the edited row. */
  extraValues?: (row: CatalogueRow | null) => FieldValues;
  /** The catalogue's own editor under the fields (the food tariff's price grid). */
  FormExtra?: ComponentType;
  /** Actions beside the search box (the sales channels' 'Добавить блок'). */
  PageActions?: ComponentType;
  /** Width of the dialog when the form needs more than the default. */
  formSize?: string;
  tableMinWidth?: number;
}
