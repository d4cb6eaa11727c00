/**
 * The calendar-sync area's public surface (issue 34, part 1): the schedule app.ts starts. Its routes are
 * registered by app.ts from calendar-sync.routes.ts.
 */
export { calendarSyncPass, startCalendarSync } from './calendar-sync-schedule.ts';
