import { addDays, type LeisureDayView } from '@pms/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { forCompany } from './forCompany.ts';

/**
 * 'free / total' of every day of the grid [start, end] of a category, by day. The call is asked one day
 * further than the grid (the grid's 35–42 days stay well under the API's 62) so the last Sunday is in
 * the answer whether the server reads `end` as inclusive or not. While another month loads, the one
 * shown stays on screen; a different category's numbers never stand in for this one's.
 */
export function useLeisureMonth(companyId: number, categoryId: number, start: string, end: string) {
  return useQuery({
    queryKey: queryKeys.leisure.month(companyId, categoryId, start, end),
    queryFn: () =>
      forCompany(companyId, () =>
        api.get<LeisureDayView[]>(`/api/v2/main/calendar-leisure/${categoryId}/`, {
          start,
          end: addDays(end, 1),
        }),
      ),
    select: (days) => new Map(days.map((d) => [d.day, d])),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === categoryId ? previous : undefined,
  });
}
