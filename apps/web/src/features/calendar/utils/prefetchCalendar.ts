import type { QueryClient } from '@tanstack/react-query';
import { companyInfoQuery } from '../../admin/company-info/hooks/useCompanyInfo.ts';
import { calendarWindowQuery } from '../hooks/useCalendarData.ts';
import { readCalendarParams } from '../hooks/useCalendarParams.ts';
import { todayIn } from '../hooks/usePropertyToday.ts';
import { calendarDays } from './calendarDays.ts';

/**
 * Asks for what the calendar at `params` will show — the company's settings, then the window that their
 * time zone and the address's period and first day give — while the screen's code is still arriving, so the
 * first bar does not wait for the screen, then its settings, then its window, one after another (issue 31).
 * The screen's own queries find the answers (or the requests under way) by the same keys.
 */
export async function prefetchCalendar(queryClient: QueryClient, params: URLSearchParams): Promise<void> {
  const company = await queryClient.ensureQueryData(companyInfoQuery);
  // A leisure property's calendar is another screen, with other queries.
  if (company.object_type === 'leisure') return;
  const propertyToday = todayIn(company.timezone);
  const { period, today } = readCalendarParams(params, propertyToday);
  const { start, end } = calendarDays(today, period, company.timezone, propertyToday);
  await queryClient.prefetchQuery(calendarWindowQuery(start, end, ''));
}
