/** One row of GET /api/v2/booking/list/: the domain's shape, the server's answer (docs/api.md, 'Брони'). */
export type { BookingListRow } from '@pms/domain';
