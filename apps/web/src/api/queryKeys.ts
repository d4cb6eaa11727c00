import type { QueryParams } from './client.ts';

/**
 * Query keys of every area. `profile` and `companiesList` belong to the signed-in employee; all the
 * others belong to the current company and are reset when the company changes.
 */
export const queryKeys = {
  profile: ['profile'] as const,
  companiesList: ['companies', 'list'] as const,
  companies: ['companies', 'page'] as const,
  companyInfo: ['company-info'] as const,
  categories: ['categories'] as const,
  categoriesAll: ['categories', 'all'] as const,
  rooms: ['rooms'] as const,
  /** The rooms of one category, for the booking editor's room picker and a channel block's form. */
  categoryRooms: (categoryId: number) => ['category-rooms', categoryId] as const,
  /** A catalogue as pickers list it (useCatalogueLookup); a change in its admin page refreshes it. */
  catalogueLookup: (name: string) => ['catalogue-lookup', name] as const,
  employees: ['employees'] as const,
  /** ['calendar', start, end, search]: the window is part of the key so live messages can clip to it. */
  calendar: ['calendar'] as const,
  today: ['calendar-today'] as const,
  /** The bookings list ('Брони'): its pages and its tab counts; a booking change refreshes them all. */
  bookingList: ['booking-list'] as const,
  page: (base: readonly string[], params: QueryParams) => [...base, params] as const,
};
