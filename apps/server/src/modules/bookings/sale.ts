/**
 * The rate plan a booking is sold by, and its restrictions (issue 32), one piece for every booking path:
 * the editor's save and price, the calendar's reserve, the group's save and price, and the move. The
 * plan is the one the request names, else the booking's, else the company's base plan; a plan chosen
 * for a changed sale must be on sale, and the sale must keep the plan's restrictions unless an employee
 * with 'bookings.restriction_override' gives a reason, which is journaled.
 */
import {
  type RestrictionOverrideData,
  type RestrictionRefusal,
  type RightsRefusal,
  restrictionDecision,
  restrictionRefusalCode,
  type SaleCheck,
  type SaleTerms,
  saleChanged,
  saleRefusals,
  toLocal,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/errors.ts';
import { unixSeconds } from '../../http/views.ts';
import { assertOnSale, companyPlans, loadStayPlan, type StayPlan } from '../rates/index.ts';
import { type BookingRow, bookingsRepository as repo } from './bookings.repository.ts';
import { type LoadedLeg, legsOf } from './legs.ts';

export interface Sale {
  plan: StayPlan;
  /** The restrictions the stay breaks, when its sale changed (empty otherwise). */
  refusals: RestrictionRefusal[];
  /** What the journal keeps of a sale past the restrictions; null when none was overridden. */
  override: RestrictionOverrideData | null;
}

/** A stay's local arrival and departure dates: the window its plan's prices and restrictions are read for. */
export function stayWindow(checkIn: number, checkOut: number, timeZone: string) {
  return { from: toLocal(checkIn, timeZone).date, to: toLocal(checkOut, timeZone).date };
}

/** A stay's earlier rooms as the restriction rules take them: each one's category to its local date. */
const legTerms = (legs: readonly LoadedLeg[], timeZone: string) =>
  legs.map((leg) => ({ category: leg.category.id, until: toLocal(leg.until, timeZone).date }));

/**
 * The plan of a stay and what its restrictions say. `stored`: the booking as saved (null for a new
 * one); `enforce`: refuse what is broken (a save, a reserve, a move), or only tell it (a quote).
 * `field`: where a refusal is shown ('check_in', or a group room's 'child_list.2.check_in').
 * `legs`: the stay's earlier rooms after the change (a move 'с сегодняшнего дня' adds one); omitted, the
 * saved ones. `check`: a status step's ('step') or a sale's.
 */
export async function saleOf(
  db: Db,
  actor: Actor,
  args: {
    requested: number | null | undefined;
    stored: BookingRow | null;
    categoryId: number;
    checkIn: number;
    checkOut: number;
    reason?: string | null;
    enforce: boolean;
    field?: string;
    legs?: readonly LoadedLeg[];
    /** The saved earlier rooms, when the caller has them read. */
    storedLegs?: readonly LoadedLeg[];
    check?: SaleCheck;
  },
  /** Plans a group loaded once for all its rooms' dates (groupPlans), by id. */
  loaded?: GroupPlans,
): Promise<Sale> {
  const plans = loaded?.plans ?? (await companyPlans(db, actor.companyId));
  const baseId = plans.find((p) => p.is_base)?.id ?? null;
  // A booking saved before rate plans (no plan) is the base plan's.
  const storedPlan = args.stored ? (args.stored.ratePlanId ?? baseId) : null;
  const planId = args.requested ?? storedPlan ?? baseId;
  const window = stayWindow(args.checkIn, args.checkOut, actor.timeZone);
  const plan =
    (planId !== null && loaded?.byId.get(planId)) ||
    (await loadStayPlan(db, actor.companyId, planId, window, 'rate_plan', plans));
  // Each night is checked in the category it is sold in: a stay moved mid-stay has earlier rooms.
  const storedLegs = args.stored
    ? (args.storedLegs ?? (await legsOf(db, actor.companyId, args.stored.id)))
    : [];
  const after: SaleTerms = {
    rate_plan: plan.id,
    category: args.categoryId,
    arrival: window.from,
    departure: window.to,
    legs: legTerms(args.legs ?? storedLegs, actor.timeZone),
  };
  const before: SaleTerms | null = args.stored
    ? {
        rate_plan: storedPlan ?? plan.id,
        category: args.stored.categoryId,
        ...pairOf(
          stayWindow(unixSeconds(args.stored.checkIn), unixSeconds(args.stored.checkOut), actor.timeZone),
        ),
        legs: legTerms(storedLegs, actor.timeZone),
      }
    : null;
  const changed = saleChanged(before, after);
  if (changed && args.enforce && args.check !== 'step') assertOnSale(plan, args.categoryId);
  const refusals = changed
    ? saleRefusals(before, after, (category) => plan.restrictions(category), args.check)
    : [];
  const decision = restrictionDecision({
    role: actor.role,
    refusals,
    reason: args.reason,
    field: args.field ?? 'check_in',
  });
  if (args.enforce) refuseSale(decision.refusal);
  const override = decision.override
    ? { rate_plan: plan.name, refusals: refusals.map((r) => r.message), reason: args.reason!.trim() }
    : null;
  return { plan, refusals, override };
}

/**
 * A sale's refusal. A broken restriction (400) says `code: 'restriction'`, so a screen knows to offer
 * the override with a reason to those who may; the 403 of a reason without the right says no more.
 */
function refuseSale(refusal: RightsRefusal | null) {
  if (!refusal) return;
  const details = refusal.status === 400 ? { code: restrictionRefusalCode } : undefined;
  throw new AppError(refusal.status, refusal.message, refusal.field, details);
}

const pairOf = (w: { from: string; to: string }) => ({ arrival: w.from, departure: w.to });

/** The journal's line of a sale past the plan's restrictions, on the booking, inside the save's transaction. */
export async function journalOverride(
  tx: Db,
  companyId: number,
  bookingId: number,
  override: RestrictionOverrideData | null,
) {
  if (override) await repo.journalOverride(tx, companyId, bookingId, override);
}

export interface GroupPlans {
  plans: Awaited<ReturnType<typeof companyPlans>>;
  byId: Map<number, StayPlan>;
}

/**
 * The plans of a group's rooms, each loaded once over the window of all their stays (a room's own dates
 * are inside it): a group of many rooms reads a few plans, not one per room. `ids`: the plans named
 * (null: the base plan).
 */
export async function groupPlans(
  db: Db,
  companyId: number,
  ids: readonly (number | null)[],
  stays: readonly { checkIn: number; checkOut: number }[],
  timeZone: string,
): Promise<GroupPlans> {
  const plans = await companyPlans(db, companyId);
  const byId = new Map<number, StayPlan>();
  if (stays.length === 0) return { plans, byId };
  const window = stayWindow(
    Math.min(...stays.map((s) => s.checkIn)),
    Math.max(...stays.map((s) => s.checkOut)),
    timeZone,
  );
  const baseId = plans.find((p) => p.is_base)?.id ?? null;
  for (const id of new Set(ids.map((i) => i ?? baseId))) {
    // An id not the company's is left to saleOf, which refuses it on the request's field.
    if (id === null || !plans.some((p) => p.id === id)) continue;
    byId.set(id, await loadStayPlan(db, companyId, id, window, 'rate_plan', plans));
  }
  return { plans, byId };
}

/** A saved booking's plan over its own dates (a booking without one is the base plan's), to price it from its rows. */
export function storedPlan(db: Db, companyId: number, b: BookingRow, timeZone: string) {
  const window = stayWindow(unixSeconds(b.checkIn), unixSeconds(b.checkOut), timeZone);
  return loadStayPlan(db, companyId, b.ratePlanId, window);
}
