import type { AvailabilityAnswer, AvailabilityQuery } from '@pms/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';

/**
 * Which of the company's rooms are free for a stay and which categories fit its guests (GET
 * /api/v2/main/availability/, issue 28 item 9): the editor's room select and the free-room finder.
 * Null asks nothing (no dates yet).
 */
export function useAvailability(query: AvailabilityQuery | null) {
  return useQuery({
    queryKey: queryKeys.availability(query),
    queryFn: () =>
      api.get<AvailabilityAnswer>('/api/v2/main/availability/', {
        check_in: query?.check_in,
        check_out: query?.check_out,
        adults: query?.adults,
        children: query?.children,
        booking: query?.booking,
      }),
    enabled: query !== null && query.check_out > query.check_in,
    placeholderData: keepPreviousData,
  });
}
