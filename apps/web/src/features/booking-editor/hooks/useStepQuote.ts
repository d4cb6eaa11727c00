import { advanceStatus, type BookingStatus, type StepQuote, type StepTarget, stepPaths } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { bookingPath } from './bookingPath.ts';

/**
 * What the step from `from` would do with the offer to move the stay to now (the server tries it out and
 * rolls it back): the new dates, the price before and after, what is owed after, any conflict. Asked
 * while the offer is open; null `id` (a whole group) asks nothing.
 */
export function useStepQuote(id: number | null, from: BookingStatus) {
  const to = advanceStatus(from) as StepTarget | null;
  return useQuery({
    queryKey: queryKeys.stepQuote(id, from),
    queryFn: () => api.post<StepQuote>(bookingPath(id!, `${stepPaths[to!]}/quote`)),
    enabled: id !== null && to !== null && to in stepPaths,
    // A quote is for this dialog only: the next offer asks again, at its own 'now'.
    gcTime: 0,
    retry: false,
  });
}
