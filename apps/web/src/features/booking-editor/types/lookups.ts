/**
 * The editor's own lookups: the staff a task is given to, and the client records step 2 searches. The
 * catalogues it picks from are admin/catalogues' (types/catalogueLookups.ts).
 */
import type { BookingClient } from './bookingDetail.ts';

export interface Responsible {
  id: number;
  first_name: string;
  last_name: string;
  middle_name: string;
}

/** A client record found by the step 2 search: the same record a booking lists as its guest. */
export type ClientRecord = BookingClient;
