/** The leisure catalogue's collection paths (issue 14, specification 7.7), each with a trailing slash. */
export const leisurePaths = {
  categories: '/api/v2/categories/leisure/',
  images: '/api/v2/categories/leisure-images/',
  rooms: '/api/v2/categories/leisure-rooms/',
  tariffs: '/api/v2/categories/leisure-tariffs/',
} as const;
