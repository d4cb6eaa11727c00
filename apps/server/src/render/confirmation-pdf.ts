/**
 * 'Скачать PDF': the booking confirmation (voucher) a guest keeps — the property, the booking's number
 * and status, the guests, each room's dates and times, meals by day, services, discounts, payments, what
 * is left to pay, and the property's times and cancellation note. Pure: confirmationData turns the
 * booking editor's view (getBooking / getGroup) into the printed lines, renderConfirmation prints them.
 */
import {
  type BookingClient,
  type BookingDetail,
  type BookingStatus,
  foodTypeLabels,
  formatDay,
  formatMoney,
  formatTenge,
  type GroupDetail,
  groupStatus,
  isCancelled,
  legCharges,
  type Meal,
  mealLabels,
  mealServings,
  meals,
  type PriceResult,
  parseMoney,
  type RoomMoney,
  type StayLegView,
  statusLabels,
  stayGuests,
  toLocal,
} from '@pms/domain';
import { type CompanyInfo, drawCompanyHeader, type PrintedCompany, printedCompany } from './pdf/company.ts';
import { colors, contentWidth, createPdf, ensureSpace, type Pdf, page, pdfBuffer } from './pdf/document.ts';
import { artifact, beginGroup, beginTag, endGroup, endTag } from './pdf/structure.ts';
import { drawTable } from './pdf/table.ts';

export interface ConfirmationRoom {
  room: string;
  category: string;
  checkIn: string;
  checkOut: string;
  /** 'ранний заезд' / 'поздний выезд' when booked so. */
  early: boolean;
  late: boolean;
  days: string;
  people: string;
  guests: string[];
  /** Only for a room whose status is not the booking's (a cancelled room of a group). */
  status: string | null;
  amount: string;
}

/** What the confirmation prints, every value formatted: also the register's snapshot of it. */
export interface ConfirmationData {
  company: PrintedCompany;
  /** The company's booking number (bookings.number), as the guest knows the booking. */
  bookingNumber: number;
  group: boolean;
  status: string;
  guests: string[];
  rooms: ConfirmationRoom[];
  meals: { name: string; kind: string; period: string; people: string; total: string }[];
  mealDays: { date: string; cells: Record<Meal, string> }[];
  services: { name: string; price: string; quantity: string; total: string }[];
  discounts: { name: string; size: string; total: string }[];
  payments: { date: string; method: string; amount: string }[];
  totals: { label: string; value: string; strong?: boolean }[];
}

export interface ConfirmationSource {
  /** The single booking, or the group's parent with child_list and group_calculation. */
  booking: BookingDetail | GroupDetail;
  /** A group room's own guests (getBooking of that room), by room booking id. */
  roomGuests?: Map<number, BookingClient[]>;
  /**
   * What the booking costs, was paid and still owes, from the one read model (bookings' documentMoney):
   * a group's totals, so the letter that attaches this confirmation says the same.
   */
  money: RoomMoney;
  /** A group room's legs after a mid-stay move (getBooking of that room), by room booking id. */
  roomLegs?: Map<number, readonly StayLegView[]>;
  company: CompanyInfo;
  timeZone: string;
}

const fullName = (c: BookingClient) => [c.last_name, c.first_name, c.middle_name].filter(Boolean).join(' ');
/** 'YYYY-MM-DD HH:mm' → 'DD.MM.YYYY HH:mm'. */
const localText = (local: string) => {
  const [date = '', time = ''] = local.split(' ');
  return `${formatDay(date)} ${time}`.trim();
};
const minus = (amount: string | number) => `− ${formatTenge(amount)}`;

function people(adults: number, children: number, withoutPlace = 0) {
  return [
    adults && `${adults} взр.`,
    children && `${children} дет.`,
    withoutPlace && `${withoutPlace} дет. без места`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Everyone the stay sleeps, main and extra places and children without a place (domain stayGuests). */
function stayPeople(s: Parameters<typeof stayGuests>[0]) {
  const g = stayGuests(s);
  return people(g.adults, g.children, g.withoutPlace);
}

/** Per date, how many adults and children each meal serves, over all the booking's meal plans. */
/** The booking's own meals, then its rate plan's included ones (issue 32): what the guest is served. */
export const mealsOf = (b: Pick<BookingDetail, 'food_list' | 'included_meals'>) => [
  ...b.food_list,
  ...(b.included_meals ?? []),
];

function mealDays(food: ReturnType<typeof mealsOf>): ConfirmationData['mealDays'] {
  const byDate = new Map<string, Record<Meal, { adults: number; children: number }>>();
  for (const row of food) {
    for (const { date, meal } of mealServings(row)) {
      const day =
        byDate.get(date) ??
        (Object.fromEntries(meals.map((m) => [m, { adults: 0, children: 0 }])) as Record<
          Meal,
          { adults: number; children: number }
        >);
      day[meal].adults += row.adult_count;
      day[meal].children += row.child_count;
      byDate.set(date, day);
    }
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => ({
      date: formatDay(date),
      cells: Object.fromEntries(
        meals.map((m) => [m, people(day[m].adults, day[m].children) || '—']),
      ) as Record<Meal, string>,
    }));
}

function isGroup(b: BookingDetail | GroupDetail): b is GroupDetail {
  return 'child_list' in b && b.is_group;
}

/** What a stay with legs prints from its booking (or group room) and its price. */
interface LegStay {
  legs: readonly StayLegView[];
  price: Pick<
    PriceResult,
    'nights' | 'early_check_in' | 'late_check_out' | 'adult_price' | 'child_price' | 'child_without_place'
  >;
  is_early: boolean;
  is_late: boolean;
  people: string;
  guests: string[];
}

/**
 * A stay lived in more than one room (issue 28, item 3): a row per room with its own period, its nights
 * and their amount (legCharges); the early check-in is the first room's, the late check-out the last's,
 * as the price takes them. What the extra places cost is one row of its own, so the rows add up to the
 * stay's accommodation.
 */
function legRooms(s: LegStay): ConfirmationRoom[] {
  const c = s.price;
  const charges = legCharges(s.legs.length, c.nights);
  const last = s.legs.length - 1;
  const early = parseMoney(c.early_check_in);
  const late = parseMoney(c.late_check_out);
  const rows: ConfirmationRoom[] = s.legs.map((leg, i) => ({
    room: leg.room_name,
    category: leg.category_name,
    checkIn: localText(leg.from_local),
    checkOut: localText(leg.to_local),
    early: i === 0 && s.is_early,
    late: i === last && s.is_late,
    days: String(charges[i]!.nights),
    people: s.people,
    guests: i === 0 ? s.guests : [],
    status: null,
    amount: formatTenge((charges[i]!.amount + (i === 0 ? early : 0) + (i === last ? late : 0)) / 100),
  }));
  const extras = parseMoney(c.adult_price) + parseMoney(c.child_price) + parseMoney(c.child_without_place);
  if (extras !== 0)
    rows.push({
      room: '',
      category: 'Доп. места',
      checkIn: '',
      checkOut: '',
      early: false,
      late: false,
      days: '',
      people: '',
      guests: [],
      status: null,
      amount: formatTenge(extras / 100),
    });
  return rows;
}

export function confirmationData(src: ConfirmationSource): ConfirmationData {
  const b = src.booking;
  const group = isGroup(b);
  const calc = group ? b.group_calculation : b.calculated_by;
  const rooms: ConfirmationRoom[] = group
    ? b.child_list.flatMap((c): ConfirmationRoom[] => {
        const item = b.group_calculation?.items.find((i) => i.id === c.id);
        const cancelled = isCancelled(c.booking_status);
        // The parent's guests are the group's, printed above; another room's are its own.
        const guests = c.id === b.id ? [] : (src.roomGuests?.get(c.id) ?? []).map(fullName);
        const legs = src.roomLegs?.get(c.id) ?? [];
        if (legs.length > 0 && item && !cancelled)
          return legRooms({
            legs,
            price: item,
            is_early: c.is_early,
            is_late: c.is_late,
            people: stayPeople(c),
            guests,
          });
        return [
          {
            room: c.room_name,
            category: c.category_name,
            checkIn: localText(c.check_in_local),
            checkOut: localText(c.check_out_local),
            early: c.is_early,
            late: c.is_late,
            days: item ? String(item.days) : '—',
            people: stayPeople(c),
            guests,
            status: cancelled ? statusLabels[c.booking_status] : null,
            amount: item && !cancelled ? formatTenge(item.accommodation) : '—',
          },
        ];
      })
    : b.legs.length > 0
      ? legRooms({
          legs: b.legs,
          price: b.calculated_by,
          is_early: b.is_early,
          is_late: b.is_late,
          people: stayPeople(b),
          guests: [],
        })
      : [
          {
            room: b.koika_name ? `${b.room_name}, койка ${b.koika_name}` : b.room_name,
            category: b.category_name,
            checkIn: localText(b.check_in_local),
            checkOut: localText(b.check_out_local),
            early: b.is_early,
            late: b.is_late,
            days: String(b.calculated_by.days),
            people: stayPeople(b),
            guests: [],
            status: null,
            amount: formatTenge(b.calculated_by.accommodation),
          },
        ];
  const status: BookingStatus = group
    ? (groupStatus(b.child_list.map((c) => c.booking_status)) ?? b.booking_status)
    : b.booking_status;
  const money = (v: string | undefined) => parseMoney(v ?? '0');
  const tenge = (tiyn: number) => formatTenge(formatMoney(tiyn));
  const totals: ConfirmationData['totals'] = [
    { label: 'Проживание', value: formatTenge(calc?.accommodation ?? '0') },
    ...(money(calc?.food_total) ? [{ label: 'Питание', value: formatTenge(calc!.food_total) }] : []),
    ...(money(calc?.services_total) ? [{ label: 'Услуги', value: formatTenge(calc!.services_total) }] : []),
    ...(money(calc?.discount) ? [{ label: 'Скидка', value: minus(calc!.discount) }] : []),
    { label: 'Итого', value: tenge(src.money.total), strong: true },
    { label: 'Оплачено', value: tenge(src.money.paid) },
    {
      label: 'Осталось оплатить',
      // An overpayment is not a debt of the guest: it shows as nothing left to pay, as the calendar does.
      value: tenge(Math.max(0, src.money.owed)),
      strong: true,
    },
  ];
  return {
    company: printedCompany(src.company),
    bookingNumber: b.number,
    group,
    status: statusLabels[status],
    guests: b.clients_list.map(fullName).filter(Boolean),
    rooms,
    meals: mealsOf(b).map((f) => ({
      name: f.tariff_name,
      kind: foodTypeLabels[f.food_type],
      period: `${formatDay(f.start_date)} — ${formatDay(f.end_date)}`,
      people: people(f.adult_count, f.child_count),
      total: formatTenge(f.total),
    })),
    mealDays: mealDays(mealsOf(b)),
    services: b.services.map((s) => ({
      name: s.name,
      price: `${formatTenge(s.price)}${s.service_type === 'day' ? ' / сут.' : ''}`,
      // A service by the day is bought for each day of the stay (of a group's span): '1 × 3 сут.'.
      quantity: [
        String(s.quantity),
        group && s.rooms > 1 ? `${s.rooms} ном.` : '',
        s.service_type === 'day' ? `${calc?.days ?? 1} сут.` : '',
      ]
        .filter(Boolean)
        .join(' × '),
      total: formatTenge(s.total),
    })),
    discounts: (calc?.discount_list ?? []).map((d) => ({
      name: d.name,
      size: d.discount_kind === 'percent' ? `${Number(d.value)} %` : formatTenge(d.value),
      total: minus(d.total),
    })),
    payments: b.payment_list.map((p) => ({
      date: formatDay(toLocal(p.created_at, src.timeZone).date),
      method: [p.payment_type === 'return' ? 'Возврат' : '', p.payment_method_name]
        .filter(Boolean)
        .join(': '),
      amount: p.payment_type === 'return' ? minus(p.value) : formatTenge(p.value),
    })),
    totals,
  };
}

function heading(doc: Pdf, text: string) {
  ensureSpace(doc, 60);
  doc.moveDown(0.5);
  const tag = beginTag(doc, 'H2');
  doc.font('bold').fontSize(11).fillColor(colors.accent).text(text, page.margin, doc.y);
  endTag(doc, tag);
  doc.moveDown(0.25).fillColor(colors.text);
}

function paragraph(doc: Pdf, text: string, size = 9.5) {
  const tag = beginTag(doc, 'P');
  doc.font('regular').fontSize(size).fillColor(colors.text).text(text, page.margin, doc.y, {
    width: contentWidth,
  });
  endTag(doc, tag);
}

function roomTimes(r: ConfirmationRoom) {
  return {
    checkIn: r.early ? `${r.checkIn}\nранний заезд` : r.checkIn,
    checkOut: r.late ? `${r.checkOut}\nпоздний выезд` : r.checkOut,
  };
}

function drawRooms(doc: Pdf, d: ConfirmationData) {
  heading(doc, d.group ? 'Номера группы' : 'Проживание');
  drawTable(
    doc,
    [
      { title: 'Номер', share: 0.1 },
      { title: 'Категория', share: 0.19 },
      { title: 'Заезд', share: 0.16 },
      { title: 'Выезд', share: 0.16 },
      { title: 'Суток', share: 0.09, align: 'center' },
      { title: 'Гостей', share: 0.15 },
      { title: 'Стоимость', share: 0.15, align: 'right' },
    ],
    d.rooms.map((r) => {
      const t = roomTimes(r);
      const notes = [
        r.status && `Статус: ${r.status}`,
        r.guests.length ? `Гости: ${r.guests.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('. ');
      return {
        cells: [r.room, r.category, t.checkIn, t.checkOut, r.days, r.people, r.amount],
        ...(notes ? { note: notes } : {}),
      };
    }),
  );
}

function drawMeals(doc: Pdf, d: ConfirmationData) {
  if (d.meals.length === 0) return;
  heading(doc, 'Питание');
  drawTable(
    doc,
    [
      { title: 'Тариф', share: 0.27 },
      { title: 'Тип', share: 0.2 },
      { title: 'Период', share: 0.25 },
      { title: 'Гостей', share: 0.15 },
      { title: 'Сумма', share: 0.13, align: 'right' },
    ],
    d.meals.map((m) => ({ cells: [m.name, m.kind, m.period, m.people, m.total] })),
  );
  heading(doc, 'Питание по дням');
  drawTable(
    doc,
    [
      { title: 'Дата', share: 0.19 },
      ...meals.map((m) => ({ title: mealLabels[m], share: 0.27, align: 'center' as const })),
    ],
    d.mealDays.map((day) => ({ cells: [day.date, ...meals.map((m) => day.cells[m])] })),
  );
}

function drawServices(doc: Pdf, d: ConfirmationData) {
  if (d.services.length === 0) return;
  heading(doc, 'Услуги');
  drawTable(
    doc,
    [
      { title: 'Услуга', share: 0.46 },
      { title: 'Цена', share: 0.2, align: 'right' },
      { title: 'Кол-во', share: 0.14, align: 'center' },
      { title: 'Сумма', share: 0.2, align: 'right' },
    ],
    d.services.map((s) => ({ cells: [s.name, s.price, s.quantity, s.total] })),
  );
}

function drawDiscounts(doc: Pdf, d: ConfirmationData) {
  if (d.discounts.length === 0) return;
  heading(doc, 'Скидки');
  drawTable(
    doc,
    [
      { title: 'Скидка', share: 0.6 },
      { title: 'Размер', share: 0.2, align: 'right' },
      { title: 'Сумма', share: 0.2, align: 'right' },
    ],
    d.discounts.map((x) => ({ cells: [x.name, x.size, x.total] })),
  );
}

/**
 * The payments on the left and the totals on the right, side by side: a confirmation of an ordinary stay
 * then fits on one page.
 */
function drawMoney(doc: Pdf, d: ConfirmationData) {
  const lineHeight = 15;
  const rows = Math.max(d.totals.length, d.payments.length + 1);
  ensureSpace(doc, rows * lineHeight + 30);
  doc.moveDown(0.8);
  const top = doc.y;
  const leftWidth = contentWidth * 0.46;
  const dateWidth = 58;
  const amountWidth = 72;
  const title = beginTag(doc, 'H2');
  doc.font('bold').fontSize(11).fillColor(colors.accent).text('Оплаты', page.margin, top);
  endTag(doc, title);
  doc.font('regular').fontSize(9).fillColor(colors.text);
  let y = doc.y + 3;
  const none = d.payments.length === 0 ? beginTag(doc, 'P') : null;
  if (d.payments.length === 0) doc.fillColor(colors.muted).text('Оплат пока нет', page.margin, y);
  endTag(doc, none);
  // In a tagged document the payments are a table of date, method and amount, the totals one of label
  // and value.
  if (d.payments.length > 0) beginGroup(doc, 'Table');
  for (const p of d.payments) {
    beginGroup(doc, 'TR');
    let cell = beginTag(doc, 'TD');
    doc.text(p.date, page.margin, y, { width: dateWidth });
    endTag(doc, cell);
    cell = beginTag(doc, 'TD');
    doc.text(p.method || '—', page.margin + dateWidth, y, { width: leftWidth - dateWidth - amountWidth });
    endTag(doc, cell);
    const next = doc.y;
    cell = beginTag(doc, 'TD');
    doc.text(p.amount, page.margin + leftWidth - amountWidth, y, { width: amountWidth, align: 'right' });
    endTag(doc, cell);
    endGroup(doc);
    y = Math.max(next, doc.y) + 3;
  }
  if (d.payments.length > 0) endGroup(doc);
  const left = Math.max(doc.y, y);

  const x = page.margin + contentWidth * 0.52;
  const width = contentWidth * 0.48;
  y = top;
  beginGroup(doc, 'Table');
  for (const t of d.totals) {
    doc
      .font(t.strong ? 'bold' : 'regular')
      .fontSize(t.strong ? 10.5 : 9.5)
      .fillColor(colors.text);
    beginGroup(doc, 'TR');
    let cell = beginTag(doc, 'TH');
    doc.text(t.label, x, y, { width: width * 0.55 });
    endTag(doc, cell);
    cell = beginTag(doc, 'TD');
    doc.text(t.value, x + width * 0.55, y, { width: width * 0.45, align: 'right' });
    endTag(doc, cell);
    endGroup(doc);
    y += lineHeight;
  }
  endGroup(doc);
  doc.x = page.margin;
  doc.y = Math.max(left, y);
}

function drawTerms(doc: Pdf, d: ConfirmationData) {
  const c = d.company;
  const contacts = [c.phone, c.email].filter(Boolean).join(', ');
  const lines = [
    `Заезд — с ${c.checkInTime}, выезд — до ${c.checkOutTime} (местное время). Ранний заезд и поздний выезд — по согласованию с администратором.`,
    `Отмена и изменение брони: сообщите нам заранее${contacts ? ` (${contacts})` : ''}, указав номер брони. Условия отмены и возврата предоплаты уточняйте у администратора.`,
  ];
  doc.font('regular').fontSize(8.5);
  const height = lines.reduce((h, l) => h + doc.heightOfString(l, { width: contentWidth - 20 }) + 4, 16);
  ensureSpace(doc, height + 16);
  doc.moveDown(1);
  const top = doc.y;
  artifact(doc, () => doc.rect(page.margin, top, contentWidth, height).fill(colors.shade));
  doc.fillColor(colors.text).y = top + 8;
  for (const line of lines) {
    const tag = beginTag(doc, 'P');
    doc.text(line, page.margin + 10, doc.y, { width: contentWidth - 20 });
    endTag(doc, tag);
    doc.y += 4;
  }
  doc.x = page.margin;
  doc.y = top + height;
}

export interface ConfirmationIssue {
  number: number;
  /** The issue date in the property's zone, 'DD.MM.YYYY'. */
  issuedOn: string;
}

export function confirmationFileName(d: ConfirmationData) {
  return `Подтверждение брони №${d.bookingNumber}.pdf`;
}

export async function renderConfirmation(
  d: ConfirmationData,
  issue: ConfirmationIssue,
  logo: Buffer | null,
): Promise<Buffer> {
  const title = `${d.group ? 'Подтверждение групповой брони' : 'Подтверждение бронирования'} № ${d.bookingNumber}`;
  const doc = await createPdf({ title, author: d.company.name, tagged: true });
  drawCompanyHeader(doc, d.company, logo);
  let tag = beginTag(doc, 'H1');
  doc.font('bold').fontSize(16).fillColor(colors.text).text(title, page.margin, doc.y);
  endTag(doc, tag);
  const line = doc.y + 2;
  tag = beginTag(doc, 'P');
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(colors.muted)
    .text(`Документ № ${issue.number} от ${issue.issuedOn}`, page.margin, line);
  endTag(doc, tag);
  tag = beginTag(doc, 'P');
  doc
    .font('bold')
    .fontSize(10.5)
    .fillColor(colors.text)
    .text(`Статус: ${d.status}`, page.margin, line - 1, { width: contentWidth, align: 'right' });
  endTag(doc, tag);

  heading(doc, d.group ? 'Гости группы' : 'Гости');
  paragraph(doc, d.guests.length ? d.guests.join(', ') : 'не указаны');
  drawRooms(doc, d);
  drawMeals(doc, d);
  drawServices(doc, d);
  drawDiscounts(doc, d);
  drawMoney(doc, d);
  drawTerms(doc, d);
  return pdfBuffer(doc);
}
