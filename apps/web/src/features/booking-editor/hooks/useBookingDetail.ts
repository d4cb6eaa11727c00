import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import { bookingPath } from './bookingPath.ts';

/** The booking as saved, with its payments and price (GET /api/v2/booking/{id}/). */
export function useBookingDetail(id: number | null) {
  return useQuery({
    queryKey: queryKeys.editor.booking(id ?? 0),
    queryFn: () => api.get<BookingDetail>(bookingPath(id ?? 0)),
    enabled: id !== null,
    // The editor's form starts from the first answer, so it must never be an old cached one: the
    // entry is dropped once the editor closes. Later answers refresh payments and the status, and a
    // newer version tells the open editor a colleague saved it (useColleagueChange): so it is fetched
    // again when the window regains focus ('always': even within the app's 30 s of freshness), as well
    // as on a live message for the booking.
    gcTime: 0,
    refetchOnWindowFocus: 'always',
  });
}
