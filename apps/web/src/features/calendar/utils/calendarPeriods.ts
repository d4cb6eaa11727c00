/** Period choices of the calendar in days (specification section 9); 30 is the default. */
export const calendarPeriods = [7, 15, 30, 60] as const;
export const defaultPeriod = 30;
