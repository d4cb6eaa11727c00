/**
 * The housekeeping area's public surface (issue 33): what a check-out and a check-in ask of a room's
 * condition (the bookings' status steps), the calendar's marks, and the daily run the sweeper starts.
 */

export {
  assertReadyForCheckIn,
  conditionMarks,
  markCheckedOut,
  unitCondition,
} from './housekeeping.service.ts';
export { runHousekeepingSchedule } from './housekeeping-schedule.ts';
