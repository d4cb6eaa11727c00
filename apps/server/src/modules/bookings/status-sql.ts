// The helper lives with the database (db/status-sql.ts) so that an area the bookings call (housekeeping)
// can use it too; the bookings' modules keep importing it from here.
export { statusList } from '../../db/status-sql.ts';
