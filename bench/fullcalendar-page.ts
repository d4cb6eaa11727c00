/**
 * The peer of the calendar screen in bench/calendar-browser.ts: FullCalendar 6's resource timeline over
 * the same answer of GET /api/v2/main/calendar/ (the same window, the same token), one resource per room
 * grouped by category, one event per bar, coloured by status. The bench bundles this file with esbuild
 * into a static page served on the app's own origin, so the request and its timing are the app's.
 * The page's address carries the window: /fullcalendar-bench/?start=…&end=…
 */
import { Calendar, type EventInput } from '@fullcalendar/core';
import ruLocale from '@fullcalendar/core/locales/ru';
import resourceTimelinePlugin from '@fullcalendar/resource-timeline';

interface WireItem {
  id: number;
  kind: string;
  status: string;
  check_in: number;
  check_out: number;
  client: string;
}
interface WireAnswer {
  categories: {
    id: number;
    name: string;
    room_list: { id: number; name: string; booking_list: WireItem[]; koika_list: { id: number }[] }[];
  }[];
}

// The app's own bar colours for the same statuses (apps/web statusColors), so both draw alike.
const colors: Record<string, string> = {
  new: '#ced4da',
  reserved: '#fcc419',
  booked: '#1c7ed6',
  check_in: '#2b8a3e',
  check_out: '#7048e8',
  repair: '#e03131',
  block: '#495057',
};

const params = new URLSearchParams(location.search);
const start = Number(params.get('start'));
const end = Number(params.get('end'));
const token = localStorage.getItem('pms.token') ?? '';
const companyId = localStorage.getItem('pms.companyId') ?? '';

const response = await fetch(`/api/v2/main/calendar/?start=${start}&end=${end}&search=`, {
  headers: { authorization: `Bearer ${token}`, 'x-company-id': companyId },
});
const answer = (await response.json()) as WireAnswer;

const resources = answer.categories.flatMap((category) =>
  category.room_list.map((room) => ({ id: String(room.id), title: room.name, category: category.name })),
);
const events: EventInput[] = answer.categories.flatMap((category) =>
  category.room_list.flatMap((room) =>
    room.booking_list.map((item) => ({
      id: `${item.kind}-${item.id}`,
      resourceId: String(room.id),
      title: item.client || item.status,
      start: item.check_in * 1000,
      end: item.check_out * 1000,
      color: colors[item.kind === 'booking' ? item.status : item.kind] ?? colors.new,
    })),
  ),
);

const root = document.getElementById('calendar') as HTMLElement;
const calendar = new Calendar(root, {
  plugins: [resourceTimelinePlugin],
  schedulerLicenseKey: 'GPL-My-Project-Is-Open-Source',
  locale: ruLocale,
  initialView: 'resourceTimelineWindow',
  views: {
    resourceTimelineWindow: {
      type: 'resourceTimeline',
      duration: { days: Math.round((end - start) / 86_400) },
      slotDuration: { days: 1 },
    },
  },
  initialDate: new Date(start * 1000),
  headerToolbar: false,
  height: '100%',
  resourceAreaWidth: 200,
  resourceGroupField: 'category',
  resources,
  events,
});
calendar.render();
