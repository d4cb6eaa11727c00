/** The bookings list call; its xlsx export takes the same parameters (docs/api.md, 'Брони'). */
export const bookingListPath = '/api/v2/booking/list/';
export const bookingExportPath = '/api/v2/booking/list/export/';
export const bookingCountsPath = '/api/v2/booking/list/counts/';
