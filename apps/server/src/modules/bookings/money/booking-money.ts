/**
 * The one read of a booking's money: its total, what was paid on it and what it still owes, for a room
 * of a group, a single booking, or a whole group. The rule is the domain's `groupMoney` (room-duty.ts):
 * a group's payments, taken on its parent, are spread over its rooms, the parent first and then by id.
 * The calendar's bar, the today counters, the SFTP register, the confirmation, the invoice and the
 * e-mail read it here; the bookings list applies the same rule in SQL (it filters and sorts by the duty),
 * and money-agreement.test.ts proves that every one of them shows the same figures.
 */
import { aloneMoney, groupMoney, parseMoney, type RoomMoney } from '@pms/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';

/** A booking's stored money: its amount and what was withheld on it (payments − refunds, by trigger). */
export interface MoneyRow {
  id: number;
  status: string;
  common_amount: string;
  paid: string;
  group_parent: number | null;
}

const columns = sql`b.id, b.status, b.common_amount, b.paid_amount as paid, b.group_parent`;

/** Every room of the given groups, live or not. */
const groupRows = (db: Db, companyId: number, parentIds: readonly number[]) =>
  parentIds.length === 0
    ? Promise.resolve([])
    : queryRows<MoneyRow>(
        db,
        sql`select ${columns} from bookings b
            where b.company_id = ${companyId} and b.group_parent in (${sql.join(
              parentIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      );

/** The rooms of one group (or the booking alone) as the rule takes them, and its payer's withheld money. */
function groupOf(rows: readonly MoneyRow[], payerId: number) {
  const rooms = rows.map((m) => ({ id: m.id, amount: parseMoney(m.common_amount), status: m.status }));
  // A group whose parent is not a group yet (its group mode unsaved, drafts joined to it) has no payer row.
  const withheld = parseMoney(rows.find((m) => m.id === payerId)?.paid ?? '0');
  return groupMoney(rooms, withheld, payerId);
}

/** Each given booking's money in tiyn, by id: a room of a group its share of the group's. */
export async function moneyOf(db: Db, companyId: number, rows: readonly MoneyRow[]) {
  const money = new Map<number, RoomMoney>();
  const parents = [...new Set(rows.flatMap((b) => (b.group_parent ? [b.group_parent] : [])))];
  const members = await groupRows(db, companyId, parents);
  for (const parent of parents) {
    const rooms = groupOf(
      members.filter((m) => m.group_parent === parent),
      parent,
    ).rooms;
    for (const [id, m] of rooms) money.set(id, m);
  }
  // A booking alone: the rule's one-room case, without the maps of a group (the calendar has thousands).
  for (const b of rows)
    if (!money.has(b.id))
      money.set(
        b.id,
        aloneMoney({ amount: parseMoney(b.common_amount), status: b.status }, parseMoney(b.paid)),
      );
  return money;
}

/**
 * What a document about a booking states: a whole group's totals (`groupParent`), or one booking's own
 * (a single booking, or a room of a group printed alone, with its share of the group's payments).
 */
export async function documentMoney(
  db: Db,
  companyId: number,
  target: { bookingId: number } | { groupParent: number },
): Promise<RoomMoney> {
  const id = 'bookingId' in target ? target.bookingId : target.groupParent;
  const [row] = await queryRows<MoneyRow>(
    db,
    sql`select ${columns} from bookings b where b.company_id = ${companyId} and b.id = ${id}`,
  );
  if (!row) throw notFound();
  if (!row.group_parent) return groupOf([row], row.id).rooms.get(id)!;
  const group = groupOf(await groupRows(db, companyId, [row.group_parent]), row.group_parent);
  if ('groupParent' in target) return group.group;
  return group.rooms.get(id)!;
}
