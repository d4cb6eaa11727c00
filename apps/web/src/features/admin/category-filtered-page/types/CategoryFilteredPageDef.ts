import type { UseQueryResult } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import type { QueryParams } from '../../../../api/client.ts';
import type { Page } from '../../../../api/types.ts';
import type { AdminListPage } from '../../../../ui/AdminListPage.tsx';
import type { TableColumn } from '../../../../ui/TableColumn.ts';

/**
 * Everything one administration list of things that belong to a category says about itself: the hotel's
 * rooms, a leisure object's places and tariffs (by activity). Its hooks are called by the page on every
 * render, in this order, so a definition is a module constant.
 */
export interface CategoryFilteredPageDef<T extends { id: number }, C extends { id: number; name: string }> {
  /** Where the page's title, 'Добавить …', empty state and dialog titles are in ru.ts. */
  section: Parameters<typeof AdminListPage>[0]['section'];
  /** Every category (or activity): the filter's options and the form's choice. */
  useCategories: () => UseQueryResult<C[]>;
  /** One page of rows, searched, and filtered by `category` when one is chosen. */
  usePage: (params: QueryParams) => UseQueryResult<Page<T>>;
  /** Deletes a row; `rows` are the page shown (a refusal may offer to deactivate one of them). */
  useRemove: (rows: T[]) => { mutate: (id: number) => void };
  useColumns: (categories: C[]) => TableColumn<T>[];
  /** How a row is named in its buttons, the delete question and the edit dialog's title. */
  itemName: (item: T) => string;
  /**
   * The dialog's form: `item` is null when adding, and a new row starts in the category the list is
   * filtered by (`defaultCategory`).
   */
  renderForm: (form: {
    item: T | null;
    categories: C[];
    defaultCategory: number | null;
    onClose: () => void;
  }) => ReactNode;
  /** The filter's name and its 'all' placeholder; why nothing can be added before a category exists. */
  texts: { filter: ParseKeys; all: ParseKeys; noCategories: ParseKeys };
  formSize?: string;
  tableMinWidth?: number;
}
