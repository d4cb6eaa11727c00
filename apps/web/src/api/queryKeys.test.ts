import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './queryKeys.ts';

/** Whether invalidating `parent` reaches `child`, as TanStack Query matches keys (by prefix). */
function under(child: QueryKey, parent: QueryKey): boolean {
  return parent.every((part, i) => Object.is(child[i], part));
}

describe('queryKeys: invalidating a key refreshes the keys under it', () => {
  it.each<[string, QueryKey, QueryKey]>([
    ['the logo is refreshed with the company info', queryKeys.companyLogo, queryKeys.companyInfo],
    [
      'a category’s pictures with its list',
      queryKeys.categoryMedia(queryKeys.categories, 3),
      queryKeys.categories,
    ],
    [
      'the filters’ activities with the activities',
      queryKeys.leisureCategoriesAll,
      queryKeys.leisureCategories,
    ],
    [
      'every channel with the channels’ list',
      queryKeys.catalogueAll('salesChannels'),
      queryKeys.catalogue('salesChannels'),
    ],
    ['the gallery with the catalogues', queryKeys.gallery('feed'), ['catalogues']],
    ['a calendar window with the calendar', queryKeys.calendarWindow(1, 2, ''), queryKeys.calendar],
    ['the list’s counts with the list', queryKeys.bookingListCounts({}), queryKeys.bookingList],
    ['a live price with its booking’s prices', queryKeys.editor.price(7, '{}'), queryKeys.editor.prices(7)],
    [
      'a group’s live price with its prices',
      queryKeys.editor.groupPrice(5, '{}'),
      queryKeys.editor.groupPrices(5),
    ],
    ['a group with every group', queryKeys.editor.group(5), queryKeys.editor.groups],
    [
      'a leisure day with every leisure key',
      queryKeys.leisure.day(1, 2, '2025-01-01'),
      queryKeys.leisure.all,
    ],
    ['a letter with the outbox', queryKeys.mail.one(4), queryKeys.mail.all],
    ['a booking’s history with the journal', queryKeys.bookingHistory(9), queryKeys.audit],
  ])('%s', (_rule, child, parent) => {
    expect(under(child, parent)).toBe(true);
  });
});
