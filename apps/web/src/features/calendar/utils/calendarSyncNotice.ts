import { notifications } from '@mantine/notifications';
import { type CalendarSyncEvent, formatDay, toLocal } from '@pms/domain';
import { i18n } from '../../../i18n/i18n.ts';

/** `{calendar_sync: …}` on the live socket: a channel's stay collided with a local one (issue 34). */
export function isCalendarSyncMessage(value: unknown): value is { calendar_sync: CalendarSyncEvent } {
  const event = (value as { calendar_sync?: { kind?: unknown } } | null)?.calendar_sync;
  return event?.kind === 'conflict';
}

/** The toast every open screen shows for it; the dates in the browser's zone, days only. */
export function notifyCalendarConflict(event: CalendarSyncEvent): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const day = (s: number) => formatDay(toLocal(s, zone).date);
  notifications.show({
    message: i18n.t('calendarSync.conflicts.toast', {
      feed: event.feed_name,
      dates: `${day(event.check_in)} – ${day(event.check_out)}`,
    }),
    color: 'orange',
    autoClose: 10_000,
  });
}
