import type { SimpleGridProps } from '@mantine/core';
import type { ParseKeys } from 'i18next';

/**
 * What differs between a hotel category's photos and tags and a leisure activity's pictures: one object
 * per kind (admin/categories/hooks/hotelMedia.ts, admin/leisure/hooks/leisureMedia.ts), handed to the
 * media section, its hook and its grid.
 */
export interface CategoryMediaKind {
  /** A category is `{categoryPath}{id}/`, read fresh for its pictures (the form's row may be older). */
  categoryPath: string;
  /** Pictures: uploaded here, `main/{id}/` makes one main, `{id}/` deletes (or replaces) one. */
  imagesPath: string;
  /** Tags: added here, `{id}/` renamed or deleted; null where a category has none (an activity). */
  tagsPath: string | null;
  /** The list's key: every change refreshes it (the thumbnails), and the pictures are read under it. */
  listKey: readonly string[];
  /** 'Заменить фото' on each picture, its tooltip and what it says when done; null where there is none. */
  replace: { label: ParseKeys; done: ParseKeys } | null;
  /** How many thumbnails a row holds as the dialog widens. */
  gridCols: SimpleGridProps['cols'];
  /** The grid's test id, as the journeys find it. */
  testId: string;
  /** Under the title: the formats, and what the star means for this kind. */
  hint: ParseKeys;
  /** Instead of the section before the category is saved. */
  saveFirst: ParseKeys;
}
