/**
 * The cash report's SQL over `payments` (created_at in [from, to)): the sums by payment type, by employee
 * and in total in one grouped statement, and the list of payments; and the name the cashier signs with.
 */
import { personName } from '@pms/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { level, money, type Scope } from './report-sql.ts';

/** grouping(payment_method_id, created_by) of each section of the cash report. */
export const CASH_LEVEL = { type: 1, employee: 2, total: 3 } as const;

export interface CashGroupRow {
  level: number;
  id: number | null;
  /** A payment type's name, or an employee's 'Фамилия Имя'; null for none (no type, the system). */
  name: string | null;
  kind: string | null;
  payments: string;
  returns: string;
  net: string;
  count: number;
}

export interface CashPaymentRow {
  id: number;
  created_at: number;
  created_local: string;
  booking_id: number | null;
  leisure_order_id: number | null;
  basis: string;
  guest_name: string | null;
  method: string | null;
  kind: string | null;
  payment_type: 'payment' | 'return';
  value: string;
  employee: string | null;
  comment: string;
}

/** Payments entered in [from, to), unix seconds. */
const paymentsIn = (s: Scope, from: number, to: number) => sql`
  p.company_id = ${s.companyId} and p.created_at >= to_timestamp(${from}) and p.created_at < to_timestamp(${to})`;
/** An employee's name parts (e joined as employees): named in TS by the domain's one rule, personName. */
const employeeParts = sql`e.last_name as employee_last_name, e.first_name as employee_first_name`;
interface EmployeeParts {
  employee_last_name: string | null;
  employee_first_name: string | null;
}
/** 'Фамилия Имя' of the employee of a row, or null for none (a payment the system recorded). */
const employeeOf = (r: EmployeeParts) =>
  personName({ last_name: r.employee_last_name, first_name: r.employee_first_name }) || null;

/** The cash report's sums by payment type, by employee and in total (zeros when nothing was taken). */
export function cashGroupsSql(s: Scope, from: number, to: number): SQL {
  return sql`
  with grouped as (
    select grouping(p.payment_method_id, p.created_by) as level, p.payment_method_id, p.created_by,
           sum(p.value) filter (where p.payment_type = 'payment') as payments,
           sum(p.value) filter (where p.payment_type = 'return') as returns,
           sum(case when p.payment_type = 'return' then -p.value else p.value end) as net,
           count(*)::int as count
    from payments p
    where ${paymentsIn(s, from, to)}
    group by grouping sets ((p.payment_method_id), (p.created_by), ())
  )
  select g.level,
         case g.level when ${level(CASH_LEVEL.type)} then g.payment_method_id
                      when ${level(CASH_LEVEL.employee)} then g.created_by end as id,
         pt.name as type_name, ${employeeParts}, pt.kind,
         ${money(sql`g.payments`)} as payments, ${money(sql`g.returns`)} as returns,
         ${money(sql`g.net`)} as net, coalesce(g.count, 0) as count
  from grouped g
  left join payment_types pt on g.level = ${level(CASH_LEVEL.type)} and pt.id = g.payment_method_id and pt.company_id = ${s.companyId}
  left join employees e on g.level = ${level(CASH_LEVEL.employee)} and e.id = g.created_by
  order by g.level, pt.name nulls last, e.last_name nulls last, e.first_name, id`;
}

/** Every payment of the span, in the order it was entered. */
export function cashPaymentsSql(s: Scope, from: number, to: number): SQL {
  return sql`
  select p.id, extract(epoch from p.created_at)::int as created_at,
         to_char(p.created_at at time zone ${s.timeZone}, 'YYYY-MM-DD HH24:MI') as created_local,
         p.booking_id, p.leisure_order_id,
         case when p.booking_id is not null then 'Бронь №' || b.number else 'Заказ №' || p.leisure_order_id end as basis,
         b.guest_name, c.last_name as client_last_name, c.first_name as client_first_name,
         pt.name as method, pt.kind, p.payment_type, p.value::text as value,
         ${employeeParts}, p.comment
  from payments p
  -- A payment is a booking's or a leisure order's (payments_one_owner): the list shows both, as the sums do.
  left join bookings b on b.id = p.booking_id and b.company_id = ${s.companyId}
  left join leisure_orders lo on lo.id = p.leisure_order_id and lo.company_id = ${s.companyId}
  left join clients c on c.id = lo.client_id
  left join payment_types pt on pt.id = p.payment_method_id and pt.company_id = ${s.companyId}
  left join employees e on e.id = p.created_by
  where ${paymentsIn(s, from, to)}
  order by p.created_at, p.id`;
}

type GroupSqlRow = Omit<CashGroupRow, 'name'> & EmployeeParts & { type_name: string | null };
type PaymentSqlRow = Omit<CashPaymentRow, 'guest_name' | 'employee'> &
  EmployeeParts & {
    guest_name: string | null;
    client_last_name: string | null;
    client_first_name: string | null;
  };

export const cashRepository = {
  groups: async (db: Db, s: Scope, from: number, to: number): Promise<CashGroupRow[]> =>
    (await queryRows<GroupSqlRow>(db, cashGroupsSql(s, from, to))).map(
      ({ type_name, employee_last_name, employee_first_name, ...r }) => ({
        ...r,
        name:
          r.level === CASH_LEVEL.employee
            ? employeeOf({ employee_last_name, employee_first_name })
            : r.level === CASH_LEVEL.type
              ? type_name
              : null,
      }),
    ),
  payments: async (db: Db, s: Scope, from: number, to: number): Promise<CashPaymentRow[]> =>
    (await queryRows<PaymentSqlRow>(db, cashPaymentsSql(s, from, to))).map(
      ({ client_last_name, client_first_name, employee_last_name, employee_first_name, ...p }) => ({
        ...p,
        // A booking's guest as the booking stores it; a leisure order's client by the one rule.
        guest_name:
          p.guest_name ??
          (personName({ last_name: client_last_name, first_name: client_first_name }) || null),
        employee: employeeOf({ employee_last_name, employee_first_name }),
      }),
    ),
  /** The name an employee signs a document with, 'Фамилия Имя Отчество' (personName with the middle). */
  employeeName: async (db: Db, employeeId: number) => {
    const [row] = await queryRows<{ last_name: string; first_name: string; middle_name: string }>(
      db,
      sql`select last_name, first_name, middle_name from employees where id = ${employeeId}`,
    );
    return row ? personName(row, true) : '';
  },
};
