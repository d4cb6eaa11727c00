/**
 * A calendar shaped as Airbnb exports one (all-day VEVENTs, 'Reserved' with the reservation's link, or
 * 'Airbnb (Not available)'), for the counterpart servers of the calendar-sync test, journey and bench.
 */
export type FeedEvent = { uid: string; start: string; end: string; summary?: string };

const ymd = (d: string) => d.replaceAll('-', '');

export function airbnbIcs(events: FeedEvent[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
  ];
  for (const e of events)
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${ymd(e.end)}`,
      `DTSTART;VALUE=DATE:${ymd(e.start)}`,
      `UID:${e.uid}`,
      ...(e.summary === undefined || e.summary === 'Reserved'
        ? [
            'DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMABCDEF12\\nPhone',
            ' Number (Last 4 Digits): 1234',
          ]
        : []),
      `SUMMARY:${e.summary ?? 'Reserved'}`,
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
