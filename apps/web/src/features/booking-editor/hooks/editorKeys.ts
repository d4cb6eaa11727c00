/** Query keys of the booking editor; all belong to the current company (reset when it changes). */
export const editorKeys = {
  booking: (id: number) => ['booking', id] as const,
  /** The live price of one booking for one unsaved editor state (the payload as JSON). */
  price: (id: number, payload: string) => ['booking-price', id, payload] as const,
  /** A group by its parent: every room and the group's price. */
  group: (parent: number) => ['booking-group', parent] as const,
  /** Every group view (an open group editor's), refetched on a live message. */
  groups: ['booking-group'] as const,
  groupPrice: (parent: number, payload: string) => ['booking-group-price', parent, payload] as const,
  clientSearch: (search: string) => ['client-search', search] as const,
  responsibles: ['responsibles'] as const,
  /** The mutation deleting drafts for good (useRemoveDrafts): their live prices wait for it. */
  removeDrafts: ['remove-drafts'] as const,
};
