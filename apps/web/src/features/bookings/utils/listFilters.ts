import {
  type BookingListSort,
  type BookingListTab,
  type BookingStatus,
  bookingListFilterSchema,
  bookingListTabs,
  defaultListSort,
  listedStatuses,
} from '@pms/domain';

/** The quick tabs of 'Брони', in the order shown; the server reads "today" in the property's zone. */
export const bookingTabs = bookingListTabs;
export type BookingTab = BookingListTab;
export const defaultTab: BookingTab = 'all';

/** Columns the server sorts by; `-key` sorts descending. */
export type SortKey = BookingListSort;

/** Statuses a list row can have: drafts never appear in the list. */
export const listStatuses = listedStatuses;

/** The date filters, each a 'YYYY-MM-DD' on the property's calendar, inclusive. */
export const dateKeys = [
  'start',
  'end',
  'check_in_from',
  'check_in_to',
  'check_out_from',
  'check_out_to',
] as const;
export type DateKey = (typeof dateKeys)[number];

/** The URL parameters that are filters: the list call's own names. */
const filterKeys = [
  'tab',
  'status',
  ...dateKeys,
  'source',
  'category',
  'group_number',
  'owes',
  'search',
  'sort',
];

/**
 * Everything that decides which bookings the list shows and in what order. The URL's query string holds
 * it under the API's own parameter names, so a copied link, the list call and the xlsx export all read
 * the same words.
 */
export interface ListFilters extends Record<DateKey, string | null> {
  tab: BookingTab;
  status: BookingStatus[];
  /** A sales channel id, or 'direct' for 'Прямая продажа'. */
  source: string | null;
  category: number | null;
  /** The group by its number: its parent's booking number in the company, as staff see and type it. */
  group: number | null;
  owes: boolean;
  search: string;
  sort: string;
}

/**
 * The URL's filter parameters that the server would accept: each one it would refuse (a hand-edited
 * date, an unknown status, a reversed range) is dropped, judged by the domain's own query schema, so an
 * old or mistyped link still opens a list instead of an error.
 */
function acceptedParams(params: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value !== null && value !== '') raw[key] = value;
  }
  // Each pass drops the fields the schema named; a handful of passes at most (one per bad field).
  for (let pass = 0; pass <= filterKeys.length; pass++) {
    const parsed = bookingListFilterSchema.safeParse(raw);
    if (parsed.success) break;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return raw;
}

const id = (value: string | undefined): number | null => (value === undefined ? null : Number(value));

/** The filters a URL asks for, without what the server would refuse. */
export function readFilters(params: URLSearchParams): ListFilters {
  const raw = acceptedParams(params);
  const dates = Object.fromEntries(dateKeys.map((key) => [key, raw[key] ?? null])) as Record<
    DateKey,
    string | null
  >;
  const tab = (raw.tab as BookingTab | undefined) ?? defaultTab;
  return {
    tab,
    status: [...new Set((raw.status ?? '').split(',').map((s) => s.trim()))].filter((s): s is BookingStatus =>
      listStatuses.includes(s as BookingStatus),
    ),
    ...dates,
    source: raw.source ?? null,
    category: id(raw.category),
    group: id(raw.group_number),
    owes: raw.owes === 'true',
    search: raw.search ?? '',
    sort: raw.sort ?? defaultListSort[tab],
  };
}

/**
 * The query string of `filters`: defaults are left out so a plain list has a plain address. The same
 * pairs are the list call's and the export's parameters.
 */
export function writeFilters(filters: ListFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.tab !== defaultTab) out.set('tab', filters.tab);
  if (filters.status.length > 0) out.set('status', filters.status.join(','));
  for (const key of dateKeys) {
    const value = filters[key];
    if (value) out.set(key, value);
  }
  if (filters.source) out.set('source', filters.source);
  if (filters.category !== null) out.set('category', String(filters.category));
  if (filters.group !== null) out.set('group_number', String(filters.group));
  if (filters.owes) out.set('owes', 'true');
  const search = filters.search.trim();
  if (search) out.set('search', search);
  if (filters.sort !== defaultListSort[filters.tab]) out.set('sort', filters.sort);
  return out;
}

/** The list call's parameters for `filters` (without paging), as a plain object. */
export function listQuery(filters: ListFilters): Record<string, string> {
  return Object.fromEntries(writeFilters(filters));
}

/** How many filters narrow the list beyond the tab and the search (the badge on 'Фильтры'). */
export function activeFilterCount(filters: ListFilters): number {
  const ranges = [
    filters.start || filters.end,
    filters.check_in_from || filters.check_in_to,
    filters.check_out_from || filters.check_out_to,
  ];
  return [
    filters.status.length > 0,
    ...ranges,
    filters.source,
    filters.category !== null,
    filters.group !== null,
    filters.owes,
  ].filter(Boolean).length;
}

/**
 * The sort after a click on a column header: the same column flips its direction; another column starts
 * ascending, except money, where the largest amounts are what one looks for first.
 */
export function nextSort(current: string, key: SortKey): string {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return key;
  return key === 'total' || key === 'duty' ? `-${key}` : key;
}
