/**
 * The editor's own lookups: the staff a task is given to, and the client records step 2 searches. The
 * catalogues it picks from are admin/catalogues' (types/catalogueLookups.ts).
 */
import type { BookingClient } from './bookingDetail.ts';

/** Staff a task can be given to: the domain's view of GET /api/v2/user/responsibles/. */
export type { ResponsibleView as Responsible } from '@pms/domain';

/** A client record found by the step 2 search: the same record a booking lists as its guest. */
export type ClientRecord = BookingClient;
