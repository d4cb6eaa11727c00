/**
 * The confirmation e-mail's text: the company's LiquidJS template (or the built-in one) filled with one
 * booking: booking and company in, subject and body out. The documents issue sends it; the
 * administration screen previews it with a real booking.
 */
import {
  type BookingStatus,
  formatDay,
  legCharges,
  personName,
  type RoomMoney,
  statusLabels,
} from '@pms/domain';
import { renderLiquid, TemplateError } from './liquid/render-liquid.ts';

export interface EmailTemplate {
  subject: string;
  body: string;
}

/** What a template can say, documented on the screen beside the editor. */
export const emailPlaceholders = [
  ['company.name', 'Название объекта'],
  ['company.phone', 'Телефон объекта'],
  ['company.email', 'E-mail объекта'],
  ['company.address', 'Адрес объекта'],
  ['company.check_in_time', 'Стандартное время заезда'],
  ['company.check_out_time', 'Стандартное время выезда'],
  ['booking.number', 'Номер брони'],
  ['booking.status', 'Статус брони'],
  ['booking.check_in', 'Заезд: дата и время'],
  ['booking.check_out', 'Выезд: дата и время'],
  ['booking.room', 'Номер (комната); после переселения — все номера: 101 → 203'],
  ['booking.category', 'Категория номера'],
  ['booking.rooms', 'Номер и категория; после переселения — каждый номер с периодом и суммой'],
  ['booking.adults', 'Взрослых'],
  ['booking.children', 'Детей'],
  ['booking.total', 'Итого, ₸'],
  ['booking.paid', 'Оплачено, ₸'],
  ['booking.duty', 'К оплате, ₸'],
  ['guest.first_name', 'Имя гостя'],
  ['guest.last_name', 'Фамилия гостя'],
  ['guest.full_name', 'Фамилия и имя гостя'],
] as const;

export const defaultEmailTemplate: EmailTemplate = {
  subject: 'Подтверждение бронирования №{{ booking.number }} — {{ company.name }}',
  body: [
    'Здравствуйте, {{ guest.full_name | default: "уважаемый гость" }}!',
    '',
    'Ваше бронирование №{{ booking.number }} в {{ company.name }} ({{ booking.status }}).',
    'Заезд: {{ booking.check_in }}. Выезд: {{ booking.check_out }}.',
    '{{ booking.rooms }}',
    'Итого: {{ booking.total }} ₸, оплачено: {{ booking.paid }} ₸, к оплате: {{ booking.duty }} ₸.',
    '',
    'Подтверждение во вложении. Ждём вас!',
    '{{ company.name }}, {{ company.phone }}',
  ].join('\n'),
};

/** The booking as a template sees it (the editor's detail view, which the price also reads). */
export interface EmailBooking {
  id: number;
  /** The company's booking number: what {{ booking.number }} says (before issue 29 item 15 it said the id). */
  number: number;
  booking_status: BookingStatus;
  check_in_local: string;
  check_out_local: string;
  room_name: string;
  category_name: string;
  adult_count: number;
  child_count: number;
  clients_list: { first_name: string; last_name: string }[];
  /** The priced nights, each naming its leg on a stay lived in more than one room. */
  calculated_by?: { nights?: readonly { price: string; leg?: number }[] };
  /** A stay lived in more than one room (issue 28, item 3): each room in order; [] or none otherwise. */
  legs?: readonly { room_name: string; category_name: string; from_local: string; to_local: string }[];
}

export interface EmailCompany {
  name: string;
  phone: string;
  email: string;
  address: string;
  check_in_time: string;
  check_out_time: string;
}

/** 12500000 tiyn → '125 000' (non-breaking thin spaces, as staff read tenge). */
const tenge = (tiyn: number) =>
  new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(tiyn / 100);
/** 'YYYY-MM-DD HH:mm' (the detail's local form) → 'DD.MM.YYYY HH:mm', as the calendar shows it. */
const localDate = (local: string) => {
  const [date = '', time = ''] = local.split(' ');
  return `${formatDay(date)} ${time}`.trim();
};

/**
 * Where the guest stays, as the letter says it: 'Номер: 101, категория «Стандарт».', or after a mid-stay
 * move each room with its period, nights and their amount (legCharges), as the confirmation lists them.
 */
function roomsText(booking: EmailBooking): string {
  const legs = booking.legs ?? [];
  if (legs.length === 0) return `Номер: ${booking.room_name}, категория «${booking.category_name}».`;
  const charges = legCharges(legs.length, booking.calculated_by?.nights ?? []);
  return [
    'Номера:',
    ...legs.map((leg, i) => {
      const c = charges[i]!;
      return `${leg.room_name} · ${leg.category_name} — ${localDate(leg.from_local)} → ${localDate(leg.to_local)}, ${c.nights} сут., ${tenge(c.amount)} ₸`;
    }),
  ].join('\n');
}

/**
 * `money`: the one read model's (bookings' documentMoney): a group's totals for a group's letter, so the
 * body says what its attached confirmation says (issue 29); an overpayment leaves nothing to pay.
 */
export function emailData(booking: EmailBooking, company: EmailCompany, money: RoomMoney) {
  const guest = booking.clients_list[0];
  const legs = booking.legs ?? [];
  return {
    company,
    booking: {
      number: booking.number,
      status: statusLabels[booking.booking_status],
      check_in: localDate(booking.check_in_local),
      check_out: localDate(booking.check_out_local),
      room: legs.length ? legs.map((l) => l.room_name).join(' → ') : booking.room_name,
      category: booking.category_name,
      rooms: roomsText(booking),
      adults: booking.adult_count,
      children: booking.child_count,
      total: tenge(money.total),
      paid: tenge(money.paid),
      duty: tenge(Math.max(0, money.owed)),
    },
    guest: {
      first_name: guest?.first_name ?? '',
      last_name: guest?.last_name ?? '',
      full_name: guest ? personName(guest) : '',
    },
  };
}

/** The longest subject and letter a template may produce (the forms cap the templates themselves). */
export const emailOutputLimits = { subject: 1_000, body: 100_000 };

/** Every placeholder filled with a sample, to try a template against when it is saved. */
const sample = emailData(
  {
    id: 1,
    number: 1,
    booking_status: 'booked',
    check_in_local: '2026-01-01 14:00',
    check_out_local: '2026-01-02 12:00',
    room_name: '1',
    category_name: 'Номер',
    adult_count: 1,
    child_count: 0,
    clients_list: [{ first_name: 'Имя', last_name: 'Фамилия' }],
  },
  { name: 'Объект', phone: '', email: '', address: '', check_in_time: '14:00', check_out_time: '12:00' },
  { total: 100, paid: 0, owed: 100 },
);

/**
 * The filled subject and body (through the sandboxed engine off the event loop, render-liquid.ts);
 * throws TemplateError naming the field, line and reason of the first that cannot be filled.
 */
export async function renderEmail(template: EmailTemplate, data: ReturnType<typeof emailData>) {
  const [subject = '', body = ''] = await renderLiquid(
    [
      { text: template.subject, maxOutput: emailOutputLimits.subject },
      { text: template.body, maxOutput: emailOutputLimits.body },
    ],
    data,
  );
  return { subject: subject.replace(/\s+/g, ' ').trim(), body };
}

/** A TemplateError as staff read it on the template's field. */
export function templateProblem(err: TemplateError) {
  return {
    field: err.index === 0 ? ('subject' as const) : ('body' as const),
    message: `Ошибка в шаблоне: ${err.message}`,
  };
}

/**
 * The Russian reason a template cannot be used, or undefined when it fills: tried with a sample
 * booking, so a misspelt placeholder or a template over its limits is refused on save.
 */
export async function templateError(
  template: EmailTemplate,
): Promise<{ field: 'subject' | 'body'; message: string } | undefined> {
  try {
    await renderEmail(template, sample);
    return undefined;
  } catch (err) {
    if (err instanceof TemplateError) return templateProblem(err);
    throw err;
  }
}
