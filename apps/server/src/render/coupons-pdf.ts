/**
 * 'Сгенерировать талоны': one coupon per meal, per person, per day of the booking's meal plans (domain
 * mealCoupons), ten to an A4 page with dashed cut lines. A restaurant takes them like cash: each carries
 * the property, the booking and room, the guest, the date and meal, adult or child, and a serial with a
 * check digit (domain couponSerial). Pure: couponsData turns the editor's view into the printed lines.
 */
import {
  type BookingClient,
  type BookingDetail,
  couponGuest,
  couponSerial,
  formatDay,
  type GroupDetail,
  isCancelled,
  mealCoupons,
  mealLabels,
} from '@pms/domain';
import { mealsOf } from './confirmation-pdf.ts';
import type { CompanyInfo } from './pdf/company.ts';
import { colors, createPdf, openImage, type Pdf, page, pdfBuffer } from './pdf/document.ts';

export interface CouponsData {
  company: string;
  /** The company's booking number (bookings.number), as the guest knows the booking. */
  bookingNumber: number;
  /** The room, or a group's rooms. */
  room: string;
  guest: string;
  /** Each coupon names the guest who eats on it (couponGuest), '' when no guest is listed for it. */
  coupons: { date: string; meal: string; person: string; guest: string }[];
}

const fullName = (c: BookingClient) => [c.last_name, c.first_name].filter(Boolean).join(' ');

export function couponsData(src: {
  booking: BookingDetail | GroupDetail;
  company: CompanyInfo;
}): CouponsData {
  const b = src.booking;
  const guests = b.clients_list.map(fullName);
  // A group's meals are the group's (kept on its parent): their coupons name all its live rooms.
  const room =
    'child_list' in b && b.is_group
      ? b.child_list
          .filter((c) => !isCancelled(c.booking_status))
          .map((c) => c.room_name)
          .join(', ')
      : b.koika_name
        ? `${b.room_name}, койка ${b.koika_name}`
        : b.room_name;
  return {
    company: src.company.name,
    bookingNumber: b.number,
    room,
    guest: b.clients_list[0] ? fullName(b.clients_list[0]) : '',
    coupons: mealCoupons(mealsOf(b)).map((c) => ({
      date: formatDay(c.date),
      meal: mealLabels[c.meal],
      person: `${c.person === 'adult' ? 'Взрослый' : 'Детский'}, ${c.place} из ${c.of}`,
      guest: couponGuest(c, guests) ?? '',
    })),
  };
}

export function couponsFileName(d: CouponsData) {
  return `Талоны на питание, бронь №${d.bookingNumber}.pdf`;
}

/** Two columns of five: ten coupons to a page, each about 96 × 56 mm. */
const COLUMNS = 2;
const ROWS = 5;
const MARGIN = 24;
const PAD = 12;
const cellWidth = (page.width - 2 * MARGIN) / COLUMNS;
const cellHeight = (page.height - 2 * MARGIN) / ROWS;
export const COUPONS_PER_PAGE = COLUMNS * ROWS;

/** Dashed lines along every edge of the page's used cells: where the sheet is cut. */
function cutLines(doc: Pdf, used: number) {
  const rows = Math.ceil(used / COLUMNS);
  doc.save().lineWidth(0.6).strokeColor(colors.muted).dash(4, { space: 3 });
  for (let r = 0; r <= rows; r++) {
    const y = MARGIN + r * cellHeight;
    // The last row of a half-full page is cut only under its one coupon.
    const cols = r === rows && used % COLUMNS ? used % COLUMNS : COLUMNS;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + cols * cellWidth, y)
      .stroke();
  }
  for (let c = 0; c <= COLUMNS; c++) {
    const x = MARGIN + c * cellWidth;
    const full = used % COLUMNS === 0 || c <= used % COLUMNS ? rows : rows - 1;
    doc
      .moveTo(x, MARGIN)
      .lineTo(x, MARGIN + full * cellHeight)
      .stroke();
  }
  doc.undash().restore();
}

/** One line of text that never wraps into the next: cut with an ellipsis at `width`. */
function line(doc: Pdf, text: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left') {
  doc.text(text, x, y, { width, align, lineBreak: false, ellipsis: true, height: doc.currentLineHeight() });
}

interface CouponIssue {
  number: number;
  issuedOn: string;
}

function drawCoupon(
  doc: Pdf,
  d: CouponsData,
  coupon: CouponsData['coupons'][number],
  serial: string,
  issue: CouponIssue,
  at: { x: number; y: number },
  logo: Buffer | null,
) {
  const x = at.x + PAD;
  const width = cellWidth - 2 * PAD;
  let y = at.y + PAD;
  let nameX = x;
  if (logo) {
    doc.image(logo, x, y, { fit: [48, 24], valign: 'center' });
    nameX += 56;
  }
  doc.font('bold').fontSize(9).fillColor(colors.text);
  line(doc, d.company, nameX, y, width - (nameX - x));
  doc.font('regular').fontSize(7).fillColor(colors.muted);
  line(doc, 'ТАЛОН НА ПИТАНИЕ', nameX, y + 13, width - (nameX - x));

  y += 32;
  doc.font('bold').fontSize(20).fillColor(colors.accent);
  line(doc, coupon.meal, x, y, width * 0.55);
  doc.font('bold').fontSize(15).fillColor(colors.text);
  line(doc, coupon.date, x + width * 0.5, y + 4, width * 0.5, 'right');

  y += 30;
  doc.font('regular').fontSize(9).fillColor(colors.text);
  line(doc, `Бронь № ${d.bookingNumber} · Номер ${d.room}`, x, y, width);
  y += 14;
  line(doc, `Гость: ${coupon.guest || '—'}`, x, y, width);
  y += 14;
  doc.font('bold');
  line(doc, coupon.person, x, y, width);

  const bottom = at.y + cellHeight - PAD - 11;
  doc.font('regular').fontSize(7).fillColor(colors.muted);
  line(doc, `Талоны № ${issue.number} от ${issue.issuedOn}`, x, bottom + 2, width * 0.5);
  doc.font('bold').fontSize(11).fillColor(colors.text);
  line(doc, `№ ${serial}`, x + width * 0.4, bottom, width * 0.6, 'right');
}

export async function renderCoupons(d: CouponsData, issue: CouponIssue, logo: Buffer | null) {
  const doc = await createPdf(
    { title: `Талоны на питание, бронь № ${d.bookingNumber}`, author: d.company },
    MARGIN,
  );
  // Opened once, the logo is embedded once however many coupons print it.
  const image = logo ? openImage(doc, logo) : null;
  d.coupons.forEach((coupon, i) => {
    const slot = i % COUPONS_PER_PAGE;
    if (slot === 0) {
      if (i > 0) doc.addPage();
      cutLines(doc, Math.min(COUPONS_PER_PAGE, d.coupons.length - i));
    }
    const at = {
      x: MARGIN + (slot % COLUMNS) * cellWidth,
      y: MARGIN + Math.floor(slot / COLUMNS) * cellHeight,
    };
    drawCoupon(doc, d, coupon, couponSerial(issue.number, i + 1), issue, at, image);
  });
  return pdfBuffer(doc);
}
