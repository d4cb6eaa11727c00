import type { AvailabilityQuery, CompanyImageKind, MoveInput } from '@pms/domain';
import type { QueryParams } from './client.ts';

/**
 * Every query key of the app, by area, so that a change in one screen can name what it makes stale in
 * another. `profile` and `companiesList` (and the admin's `companies`, which shares their first word)
 * belong to the signed-in employee; all the others belong to the current company and are reset when the
 * company changes (useSwitchCompany). A key that starts with another is refreshed whenever the shorter
 * one is invalidated: that is how a list takes its pages, a category its pictures, a booking its prices.
 */
export const queryKeys = {
  // The signed-in employee.
  profile: ['profile'] as const,
  companiesList: ['companies', 'list'] as const,
  /** What an invitation link in the address bar invites to. */
  invitationLink: (token: string) => ['invitation-link', token] as const,

  // Companies and their settings.
  companies: ['companies', 'page'] as const,
  companyInfo: ['company-info'] as const,
  /** Under the company's information, so whatever refreshes it refreshes the logo too. */
  companyLogo: ['company-info', 'logo'] as const,
  emailTemplate: ['company-email-template'] as const,
  sftpExports: ['sftp-exports'] as const,
  sftpExportsRecent: (count: number) => ['sftp-exports', count] as const,
  employees: ['employees'] as const,

  // The hotel's catalogue.
  categories: ['categories'] as const,
  categoriesAll: ['categories', 'all'] as const,
  rooms: ['rooms'] as const,
  /**
   * The rooms of one category, for the booking editor's room picker and a channel block's form; with a
   * window, whether each is free in it.
   */
  categoryRooms: (categoryId: number, window?: { start: number; end: number }) =>
    ['category-rooms', categoryId, window?.start, window?.end] as const,
  /** A category's (or an activity's) pictures, under its list's key: refreshing the list refreshes them. */
  categoryMedia: (listKey: readonly string[], categoryId: number) =>
    [...listKey, 'media', categoryId] as const,

  // Rate plans and their grid (issue 32): a change of a plan refreshes the grid, which sits under it.
  ratePlans: ['rate-plans'] as const,
  rateGrid: (start: string, end: string) => ['rate-plans', 'grid', start, end] as const,

  // The sales catalogues.
  /** A catalogue's lists (services, discounts, channels…). */
  catalogue: <K extends string>(key: K) => ['catalogues', key] as const,
  /** Every row of a catalogue, under its lists: a change in its admin page refreshes it. */
  catalogueAll: <K extends string>(key: K) => ['catalogues', key, 'all'] as const,
  /** A catalogue as pickers list it (useCatalogueLookup); a change in its admin page refreshes it. */
  catalogueLookup: (name: string) => ['catalogue-lookup', name] as const,
  /** The company's gallery for news or banners, under 'catalogues' like the news and banners themselves. */
  gallery: (kind: CompanyImageKind) => ['catalogues', 'gallery', kind] as const,

  // The leisure catalogue. `leisureCategoriesAll` sits under `leisureCategories`, so whatever refreshes
  // the activities refreshes the filters' lists too.
  leisureCategories: ['leisure-categories'] as const,
  leisureCategoriesAll: ['leisure-categories', 'all'] as const,
  leisureRooms: ['leisure-rooms'] as const,
  leisureTariffs: ['leisure-tariffs'] as const,

  /**
   * The leisure calendar. Its keys all start with 'leisure', so a sale refreshes the day, its orders and
   * the month in one invalidation; the company is part of each, so one company's numbers never stand
   * in for another's.
   */
  leisure: {
    all: ['leisure'] as const,
    categories: (companyId: number) => ['leisure', companyId, 'categories'] as const,
    month: (companyId: number, categoryId: number, start: string, end: string) =>
      ['leisure', companyId, 'month', categoryId, start, end] as const,
    day: (companyId: number, categoryId: number, date: string) =>
      ['leisure', companyId, 'day', categoryId, date] as const,
    orders: (companyId: number, categoryId: number, date: string) =>
      ['leisure', companyId, 'orders', categoryId, date] as const,
  },

  // The calendar.
  /** Every calendar window: ['calendar', start, end, search]. */
  calendar: ['calendar'] as const,
  /** One window; the window is part of the key so live messages can clip to it. */
  calendarWindow: (start: number, end: number, search: string) => ['calendar', start, end, search] as const,
  today: ['calendar-today'] as const,
  /** The holds of one room within [start, end), for the hourly dialog. */
  hourBookings: (roomId: number | null, start: number, end: number) =>
    ['calendar-time', roomId, start, end] as const,
  /** Which rooms are free for a stay and fit its guests (issue 28, item 9). */
  availability: (q: AvailabilityQuery | null) =>
    ['availability', q?.check_in, q?.check_out, q?.adults, q?.children, q?.booking] as const,
  /**
   * The quote of a dropped bar for one place and stay; 'С сегодняшнего дня' is another move. The reason
   * is left out: typing it asks nothing new.
   */
  moveQuote: (bookingId: number | null, input: MoveInput | null) =>
    [
      'move-quote',
      bookingId,
      input?.room,
      input?.koika,
      input?.check_in,
      input?.check_out,
      input?.from_now,
    ] as const,
  /** A status step's offer to move the stay to now, quoted for one booking. */
  stepQuote: (bookingId: number | null, from: string) => ['step-quote', bookingId, from] as const,

  /** The bookings list ('Брони'): its pages and its tab counts; a booking change refreshes them all. */
  bookingList: ['booking-list'] as const,
  bookingListRows: (query: QueryParams) => ['booking-list', 'rows', query] as const,
  bookingListCounts: (query: QueryParams) => ['booking-list', 'counts', query] as const,

  /** The booking editor. */
  editor: {
    booking: (id: number) => ['booking', id] as const,
    /** The live price of one booking for one unsaved editor state (the payload as JSON). */
    price: (id: number, payload: string) => ['booking-price', id, payload] as const,
    /** One booking's stay priced by every rate plan (its stay's part of the unsaved state, as JSON). */
    planPrices: (id: number, stay: string, scope: 'booking' | 'group' = 'booking') =>
      ['booking-plan-prices', scope, id, stay] as const,
    /** Every live price of one booking, whatever the state. */
    prices: (id: number) => ['booking-price', id] as const,
    /** A group by its parent: every room and the group's price. */
    group: (parent: number) => ['booking-group', parent] as const,
    /** Every group view (an open group editor's), refetched on a live message. */
    groups: ['booking-group'] as const,
    groupPrice: (parent: number, payload: string) => ['booking-group-price', parent, payload] as const,
    /** Every live price of one group, whatever the state. */
    groupPrices: (parent: number) => ['booking-group-price', parent] as const,
    clientSearch: (search: string) => ['client-search', search] as const,
    /** The organisations invoices were made out to (the invoice dialog's list). */
    invoicedOrganisations: ['invoiced-organisations'] as const,
    responsibles: ['responsibles'] as const,
    /** The mutation deleting drafts for good (useRemoveDrafts): their live prices wait for it. */
    removeDrafts: ['remove-drafts'] as const,
  },

  /** The journal's pages, and a booking's 'История' under it. */
  audit: ['audit'] as const,
  /** 'Интеграции' → 'API-ключи' (issue 34). */
  apiKeys: ['api-keys'] as const,
  bookingHistory: (id: number) => ['audit', 'booking', id] as const,

  /** The outbox. */
  mail: {
    all: ['mail'] as const,
    list: ['mail', 'list'] as const,
    one: (id: number) => ['mail', 'one', id] as const,
  },

  /** Calendar sync (issue 34): feeds and conflicts; a live conflict refreshes them all. */
  calendarSync: {
    all: ['calendar-sync'] as const,
    exports: ['calendar-sync', 'exports'] as const,
    imports: ['calendar-sync', 'imports'] as const,
    conflicts: ['calendar-sync', 'conflicts'] as const,
    choices: ['calendar-sync', 'choices'] as const,
    freeRooms: (checkIn: number, checkOut: number) => ['calendar-sync', 'free', checkIn, checkOut] as const,
  },
  /**
   * Housekeeping (issue 33): the board of a date, the assignments, the tasks of the day and the settings,
   * all under 'housekeeping', so a live condition change or an assignment refreshes every one shown.
   */
  housekeeping: {
    all: ['housekeeping'] as const,
    boards: ['housekeeping', 'board'] as const,
    board: (date: string) => ['housekeeping', 'board', date] as const,
    assignments: (date: string) => ['housekeeping', 'assignments', date] as const,
    tasks: (date: string, employee: number | null) => ['housekeeping', 'tasks', date, employee] as const,
    taskEmployees: ['housekeeping', 'task-employees'] as const,
    history: (room: number, page: number) => ['housekeeping', 'history', room, page] as const,
    settings: ['housekeeping', 'settings'] as const,
  },

  /** The reports, one key per tab and query. */
  reports: {
    all: ['reports'] as const,
    one: (tab: string, params: QueryParams) => ['reports', tab, params] as const,
  },

  /** One page of a server-side list under its base key (usePageQuery). */
  page: (base: readonly string[], params: QueryParams) => [...base, params] as const,
};
