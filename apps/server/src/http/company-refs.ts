/**
 * The one tenancy rule for ids taken from a request body: each must be a row of the request's company.
 * Another company's id and an unknown id get the same answer — 400 with the catalogue's message and the
 * field — so a body can neither write a foreign reference nor learn that a foreign row exists. Callers
 * list what a body names and check it before anything is written; loading the rows they need stays theirs.
 */
import { bookingEditorMessages, calendarMessages, messages } from '@pms/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { worksThere } from '../db/membership.ts';
import {
  beds,
  categories,
  clients,
  companyEmployees,
  discounts,
  foodTariffs,
  paymentTypes,
  rooms,
  salesChannels,
  services,
} from '../db/schema.ts';
import { badRequest } from './errors.ts';

interface Catalogue {
  table: PgTable;
  id: PgColumn;
  companyId: PgColumn;
  message: string;
  /** Rows of the company that still do not count (an employee who does not work there now). */
  only?: () => SQL | undefined;
  /**
   * What a company with no row of the catalogue at all is told instead, and the field it names: the
   * spec's 'Нет доступных тарифов питания' says what to do (add a tariff), not that an id is wrong.
   */
  none?: { message: string; field: string };
}

const catalogues = {
  source: {
    table: salesChannels,
    id: salesChannels.id,
    companyId: salesChannels.companyId,
    message: calendarMessages.sourceNotFound,
  },
  tariff: {
    table: foodTariffs,
    id: foodTariffs.id,
    companyId: foodTariffs.companyId,
    message: bookingEditorMessages.tariffNotFound,
    none: { message: bookingEditorMessages.noFoodTariffs, field: 'food_list' },
  },
  service: {
    table: services,
    id: services.id,
    companyId: services.companyId,
    message: bookingEditorMessages.serviceNotFound,
  },
  discount: {
    table: discounts,
    id: discounts.id,
    companyId: discounts.companyId,
    message: bookingEditorMessages.discountNotFound,
  },
  paymentMethod: {
    table: paymentTypes,
    id: paymentTypes.id,
    companyId: paymentTypes.companyId,
    message: bookingEditorMessages.paymentMethodNotFound,
  },
  responsible: {
    table: companyEmployees,
    id: companyEmployees.employeeId,
    companyId: companyEmployees.companyId,
    message: bookingEditorMessages.responsibleNotFound,
    only: worksThere,
  },
  room: { table: rooms, id: rooms.id, companyId: rooms.companyId, message: calendarMessages.roomNotFound },
  category: {
    table: categories,
    id: categories.id,
    companyId: categories.companyId,
    message: messages.categoryNotFound,
  },
  bed: { table: beds, id: beds.id, companyId: beds.companyId, message: bookingEditorMessages.bedNotFound },
  client: {
    table: clients,
    id: clients.id,
    companyId: clients.companyId,
    message: bookingEditorMessages.clientNotFound,
  },
} satisfies Record<string, Catalogue>;

export type RefKind = keyof typeof catalogues;

/** One id a body names, and the field a refusal points at; an absent id is not checked. */
export interface Ref {
  kind: RefKind;
  id: number | null | undefined;
  field: string;
}

/** Refuses the first ref (in the order given) that is not the company's; one query per kind named. */
export async function checkCompanyRefs(db: Db, companyId: number, refs: Ref[]) {
  const named = refs.filter((r): r is Ref & { id: number } => r.id != null);
  const kinds = [...new Set(named.map((r) => r.kind))];
  const found = new Map(
    await Promise.all(
      kinds.map(async (kind) => {
        const c: Catalogue = catalogues[kind];
        const ids = [...new Set(named.filter((r) => r.kind === kind).map((r) => r.id))];
        const rows = await db
          .select({ id: c.id })
          .from(c.table)
          .where(and(eq(c.companyId, companyId), inArray(c.id, ids), c.only?.()));
        return [kind, new Set(rows.map((r) => r.id as number))] as const;
      }),
    ),
  );
  const foreign = named.find((r) => !found.get(r.kind)?.has(r.id));
  if (!foreign) return;
  const c: Catalogue = catalogues[foreign.kind];
  if (c.none && !(await hasAny(db, companyId, c))) throw badRequest(c.none.message, c.none.field);
  throw badRequest(c.message, foreign.field);
}

/** Whether the company has any row of the catalogue (asked only on the way to a refusal). */
async function hasAny(db: Db, companyId: number, c: Catalogue) {
  const rows = await db
    .select({ id: c.id })
    .from(c.table)
    .where(and(eq(c.companyId, companyId), c.only?.()))
    .limit(1);
  return rows.length > 0;
}
