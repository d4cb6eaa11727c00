/**
 * What the day's register prints, read for one company and one local day given as the instants
 * [start, end): the bookings, the payments, and the payments' totals by type summed by the database.
 */
import { draftStatus, personName } from '@pms/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

export interface RegisterBookingRow {
  id: number;
  /** The company's booking number, as the register prints it. */
  number: number;
  status: string;
  guest: string | null;
  room: string;
  bed: string | null;
  category: string;
  check_in: number;
  check_out: number;
  source: string | null;
  common_amount: string;
  paid: string;
  group_parent: number | null;
}

export interface RegisterPaymentRow {
  id: number;
  at: number;
  /** The booking's number in the company (bookings.number), as the register prints it. */
  booking: number;
  payer: string | null;
  method: string | null;
  kind: 'payment' | 'return';
  value: string;
  /** 'Фамилия Имя' of who took it (the domain's personName), or null for the system. */
  employee: string | null;
}

export interface RegisterTotalRow {
  /** Null on the line of every type together. */
  method: string | null;
  is_total: boolean;
  received: string;
  returned: string;
  net: string;
}

const window = (start: number, end: number) => sql`to_timestamp(${start}), to_timestamp(${end})`;

export const registerRepository = {
  /**
   * Bookings staying at some moment of the day or made that day, drafts aside: an unsaved editor is
   * not a booking yet. A cancelled one stays listed with its status: the day's record shows it.
   */
  bookings: (db: Db, companyId: number, start: number, end: number) =>
    queryRows<RegisterBookingRow>(
      db,
      sql`
      select b.id, b.number, b.status, b.guest_name as guest, r.name as room, bd.name as bed, c.name as category,
             extract(epoch from b.check_in)::int as check_in, extract(epoch from b.check_out)::int as check_out,
             sc.name as source, b.common_amount, b.paid_amount as paid, b.group_parent
      from bookings b
      join rooms r on r.id = b.room_id
      join categories c on c.id = b.category_id
      left join beds bd on bd.id = b.bed_id
      left join sales_channels sc on sc.id = b.source_id
      where b.company_id = ${companyId}
        and b.status <> ${draftStatus}
        and (tstzrange(b.check_in, b.check_out, '[)') && tstzrange(${window(start, end)}, '[)')
             or b.created_at >= to_timestamp(${start}) and b.created_at < to_timestamp(${end}))
      order by b.check_in, b.id`,
    ),

  /** Payments and refunds taken during the day, with the booking's guest as the payer. */
  payments: async (db: Db, companyId: number, start: number, end: number) => {
    const rows = await queryRows<
      Omit<RegisterPaymentRow, 'employee'> & { last_name: string | null; first_name: string | null }
    >(
      db,
      sql`
      select p.id, extract(epoch from p.created_at)::int as at, b.number as booking,
             b.guest_name as payer, pt.name as method, p.payment_type as kind, p.value,
             e.last_name, e.first_name
      from payments p
      join bookings b on b.id = p.booking_id
      left join payment_types pt on pt.id = p.payment_method_id
      left join employees e on e.id = p.created_by
      where p.company_id = ${companyId}
        and p.created_at >= to_timestamp(${start}) and p.created_at < to_timestamp(${end})
      order by p.created_at, p.id`,
    );
    return rows.map(
      ({ last_name, first_name, ...p }): RegisterPaymentRow => ({
        ...p,
        employee: personName({ last_name, first_name }) || null,
      }),
    );
  },

  /** The day's money by payment type, and (is_total) every type together, last. */
  totals: (db: Db, companyId: number, start: number, end: number) =>
    queryRows<RegisterTotalRow>(
      db,
      sql`
      select pt.name as method, grouping(pt.name) = 1 as is_total,
             coalesce(sum(p.value) filter (where p.payment_type = 'payment'), 0)::text as received,
             coalesce(sum(p.value) filter (where p.payment_type = 'return'), 0)::text as returned,
             coalesce(sum(case when p.payment_type = 'return' then -p.value else p.value end), 0)::text as net
      from payments p
      left join payment_types pt on pt.id = p.payment_method_id
      where p.company_id = ${companyId}
        and p.created_at >= to_timestamp(${start}) and p.created_at < to_timestamp(${end})
      group by grouping sets ((pt.name), ())
      order by grouping(pt.name), pt.name`,
    ),
};
