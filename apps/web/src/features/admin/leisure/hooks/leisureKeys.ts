/**
 * Query keys of the leisure catalogue. They belong to the current company, so a company switch resets
 * them with the rest. `categoriesAll` sits under `categories`, so whatever refreshes the activities
 * refreshes the filters' lists too.
 */
export const leisureKeys = {
  categories: ['leisure-categories'] as const,
  categoriesAll: ['leisure-categories', 'all'] as const,
  rooms: ['leisure-rooms'] as const,
  tariffs: ['leisure-tariffs'] as const,
};
