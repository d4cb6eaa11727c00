/**
 * Group bookings (specification 2.6 group mode, 7.3): several rooms under one group parent — the
 * group's first booking, which also carries what the rooms share (guests, meals, services, discounts,
 * tasks) and the group's payments. Each room keeps its own dates, occupancy and status.
 */
import {
  type BookingStatus,
  bookingEditorMessages,
  calendarMessages,
  checkSave,
  formatMoney,
  type GroupPriceInput,
  type GroupUpdateInput,
  groupStatus,
  isCancellable,
  isCancelled,
  mealPeopleDefault,
  movesWithGroup,
  type PriceResult,
  parseMoney,
  planSoldIn,
  priceGroup,
  statusChangeRefusal,
  statusStepAction,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { write } from '../../db/write.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { fromUnixSeconds } from '../../http/views.ts';
import { guardHoldsOf } from '../holds/index.ts';
import { companyPlans } from '../rates/index.ts';
import { storeRevenue } from '../revenue/index.ts';
import { consumeBlockOfDraft } from './blocks/blocks.service.ts';
import { bookingEvent, fullName, includedMeals, localStay } from './bookings.presenter.ts';
import { bookingsRepository as repo } from './bookings.repository.ts';
import { cancelInTx, checkTask, getBooking, requiredFields, saveShared } from './bookings.service.ts';
import {
  assertEditable,
  assertPriceRights,
  checkEditorRefs,
  expiry,
  fedGuests,
  legRates,
  paymentsOf,
  planTerms,
  priced,
  ratesOf,
  resolveFood,
  resolveLines,
  resolveRoom,
  resolveStay,
  roomMove,
  sharedColumns,
} from './editor-state.ts';
import { storedGroupPrice } from './group-price.ts';
import { assertLegsFit, holdStay, legsOfBookings, stayHoldTargets } from './legs.ts';
import { groupPlans, journalOverride, type Sale, saleOf } from './sale.ts';
import { staleVersionError } from './stale-version.ts';
import { changeStatusInTx, guardSteps, type StepOptions, stepTargets } from './status-steps.service.ts';

/**
 * The group's rooms, the parent first. `forming`: the booking may not be a group yet: group mode was
 * switched on in the editor but not saved, and its group forms only with 'Сохранить для всех'. Until
 * then it answers as the group it would be: itself and the draft rooms joined to it (issue 10, defect 6).
 * A room of another group is never a parent.
 */
async function membersOf(db: Db, companyId: number, parentId: number, forming = false) {
  const members = await repo.groupMembers(db, companyId, parentId);
  const parent = members.find((m) => m.booking.id === parentId)?.booking;
  const isParent = parent?.isGroup
    ? parent.groupParent === parentId
    : forming && parent !== undefined && parent.groupParent === null;
  if (!isParent) throw notFound(calendarMessages.groupNotFound);
  return members;
}

/** Each room of the group resolved and checked, in the order of `child_list`. */
async function resolveChildren(
  db: Db,
  actor: Actor,
  members: Awaited<ReturnType<typeof membersOf>>,
  children: GroupPriceInput['child_list'],
) {
  const legsByRoom = await legsOfBookings(
    db,
    actor.companyId,
    members.map((m) => m.booking.id),
  );
  return Promise.all(
    children.map(async (child, i) => {
      const member = members.find((m) => m.booking.id === child.id);
      if (!member) throw badRequest(bookingEditorMessages.notInGroup, `child_list.${i}.id`);
      try {
        const target = await resolveRoom(
          db,
          actor.companyId,
          child.room ?? member.booking.roomId,
          child.koika,
        );
        const stay = resolveStay(actor, child, member.booking.isTime);
        // A room whose guest moved mid-stay keeps its earlier rooms (legs.ts).
        const legs = legsByRoom.get(child.id) ?? [];
        assertLegsFit(actor, stay.checkIn, stay.checkOut, legs);
        return { child, member, target, stay, legs };
      } catch (err) {
        // The room's own fields are named within its row of child_list.
        if (err instanceof AppError && err.field)
          throw new AppError(err.status, err.message, `child_list.${i}.${err.field}`);
        throw err;
      }
    }),
  );
}

/** A group's meal plan without its people: every room's adults and children on main places. */
function groupMealPeople(
  members: Awaited<ReturnType<typeof membersOf>>,
  rooms: GroupPriceInput['child_list'],
) {
  const counts = rooms.map((c) => {
    const b = members.find((m) => m.booking.id === c.id)?.booking;
    return {
      adults: c.main_adult_count ?? b?.mainAdultCount ?? 1,
      children: c.main_child_count ?? b?.mainChildCount ?? 0,
    };
  });
  return mealPeopleDefault({
    adults: counts.reduce((n, c) => n + c.adults, 0),
    children: counts.reduce((n, c) => n + c.children, 0),
  });
}

async function price(db: Db, actor: Actor, parentId: number, input: GroupPriceInput, enforce = false) {
  const members = await membersOf(db, actor.companyId, parentId, true);
  await checkEditorRefs(
    db,
    actor.companyId,
    input,
    input.child_list.map((c, i) => ({ room: c.room, koika: c.koika, prefix: `child_list.${i}.` })),
  );
  const children = await resolveChildren(db, actor, members, input.child_list);
  const [lines, food, payments] = await Promise.all([
    resolveLines(db, actor.companyId, parentId, input, input.child_list.length, true),
    resolveFood(db, actor.companyId, input.food_list, groupMealPeople(members, input.child_list)),
    paymentsOf(db, parentId),
  ]);
  // Each room's plan (the group's when it names one, else the room's own) and its restrictions.
  const loaded = await groupPlans(
    db,
    actor.companyId,
    children.map(({ member }) => input.rate_plan ?? member.booking.ratePlanId),
    children.map(({ stay }) => stay),
    actor.timeZone,
  );
  const sales: Sale[] = [];
  for (const [i, { member, target, stay, legs }] of children.entries()) {
    sales.push(
      await saleOf(
        db,
        actor,
        {
          requested: input.rate_plan,
          stored: member.booking,
          categoryId: target.category.id,
          legs,
          storedLegs: legs,
          ...stay,
          reason: input.restriction_reason,
          enforce,
          field: `child_list.${i}.check_in`,
        },
        loaded,
      ),
    );
  }
  const result = priced(() =>
    priceGroup({
      rooms: children.map(({ child, member, target, stay, legs }, i) => ({
        id: child.id,
        check_in: stay.checkIn,
        check_out: stay.checkOut,
        time_zone: actor.timeZone,
        rates: ratesOf(target.category, sales[i]!.plan),
        ...legRates(legs, sales[i]!.plan),
        ...roomPlanTerms(sales[i]!.plan, stay, actor.timeZone, child, member.booking),
        calculation_type: input.calculation_type,
        custom_price: input.custom_price ?? null,
        is_single: child.is_single,
        is_early: child.is_early,
        is_late: child.is_late,
        has_additional: child.has_additional,
        adult_count: child.adult_count,
        child_count: child.child_count,
        child_without_place: child.child_without_place,
      })),
      services: lines.services,
      discounts: lines.discounts,
      food,
      payments,
      promo_code: input.promo_code ?? null,
    }),
  );
  return { members, children, lines, food, result, sales };
}

/** A group room's plan steps and included meals, for its guests as this save leaves them. */
function roomPlanTerms(
  plan: Sale['plan'],
  stay: { checkIn: number; checkOut: number },
  timeZone: string,
  child: GroupPriceInput['child_list'][number],
  b: { mainAdultCount: number; mainChildCount: number },
) {
  const terms = planTerms(
    plan,
    stay,
    timeZone,
    fedGuests({
      main_adult_count: child.main_adult_count ?? b.mainAdultCount,
      main_child_count: child.main_child_count ?? b.mainChildCount,
      has_additional: child.has_additional,
      adult_count: child.adult_count,
      child_count: child.child_count,
      child_without_place: child.child_without_place,
    }),
  );
  return {
    ...(terms.plan_adjustments ? { plan_adjustments: terms.plan_adjustments } : {}),
    ...(terms.food.length ? { food: terms.food } : {}),
  };
}

/** The group's price for the editor's unsaved state. */
export async function priceOfGroup(db: Db, actor: Actor, parentId: number, input: GroupPriceInput) {
  return (await price(db, actor, parentId, input)).result;
}

/**
 * The group's unsaved state priced by each active plan sold in every one of its rooms' categories (issue
 * 32: the group editor's plan cards), the plan applied to every room as 'Сохранить для всех' would with
 * it, by the same quote as the live price. `refusals`: the restrictions the rooms would break, each once.
 */
export async function groupPlanPrices(db: Db, actor: Actor, parentId: number, input: GroupPriceInput) {
  const members = await membersOf(db, actor.companyId, parentId, true);
  // Each room's category as this state leaves it (a room may be changed to another category's).
  const categoryIds = new Set<number>();
  for (const child of input.child_list) {
    const member = members.find((m) => m.booking.id === child.id);
    if (!member) continue; // price() below refuses it on its row
    const { room } = await resolveRoom(db, actor.companyId, child.room ?? member.booking.roomId, child.koika);
    categoryIds.add(room.categoryId);
  }
  const plans = (await companyPlans(db, actor.companyId)).filter(
    (p) => p.is_active && [...categoryIds].every((id) => planSoldIn(p, id)),
  );
  const answers = [];
  // One after another: each is the group's own quote, by the one pricing function.
  for (const plan of plans) {
    const { result, sales } = await price(db, actor, parentId, { ...input, rate_plan: plan.id });
    answers.push({
      rate_plan: plan.id,
      name: plan.name,
      is_base: plan.is_base,
      is_refundable: plan.is_refundable,
      cancellation_policy: plan.cancellation_policy,
      total: result.total,
      accommodation: result.accommodation,
      food_total: result.food_total,
      included_meals: sales[0]?.plan.foodTariff?.name ?? null,
      refusals: [...new Set(sales.flatMap((s) => s.refusals.map((r) => r.message)))],
    });
  }
  return answers;
}

/**
 * The group parent's editor view plus every room and the group's price. For a booking whose group mode
 * is not saved yet it writes nothing and answers the group it would form (see membersOf).
 */
export async function getGroup(db: Db, actor: Actor, parentId: number) {
  const members = await membersOf(db, actor.companyId, parentId, true);
  const parent = await getBooking(db, actor, parentId);
  const calculation = await storedGroupPrice(db, actor.companyId, parentId, actor.timeZone, members);
  const childList = members.map(({ booking: b, category, roomName, updater }) => {
    const stay = localStay(b.checkIn, b.checkOut, actor.timeZone);
    return {
      id: b.id,
      number: b.number,
      category_id: category.id,
      category_name: category.name,
      room: b.roomId,
      room_name: roomName,
      booking_status: b.status as BookingStatus,
      rate_plan: b.ratePlanId,
      version: b.version,
      updated_by: b.updatedBy,
      updated_by_name: fullName(updater) || null,
      updated_by_gender: updater?.gender ?? null,
      ...stay,
      is_single: b.isSingle,
      has_additional: b.hasAdditional,
      adult_count: b.adultCount,
      child_count: b.childCount,
      child_without_place: b.childWithoutPlace,
      main_adult_count: b.mainAdultCount,
      main_child_count: b.mainChildCount,
      is_early: b.isEarly,
      is_late: b.isLate,
      common_amount: b.commonAmount,
      date: stay.check_in_local.slice(0, 10),
    };
  });
  const categories = [...new Map(childList.map((c) => [c.category_id, c.category_name])).entries()].map(
    ([id, name]) => {
      const list = childList.filter((c) => c.category_id === id);
      return { id, name, rooms: list.map((c) => c.room), child_list: list };
    },
  );
  // The group's included meals are every live room's, as its documents serve them.
  const included = members
    .filter((m) => !isCancelled(m.booking.status))
    .flatMap(({ booking: b }) =>
      includedMeals(
        b,
        b.priceDetails as PriceResult | null,
        b.id === parentId ? parent.food_list.length : 0,
        actor.timeZone,
      ),
    );
  return {
    ...parent,
    included_meals: included,
    child_list: childList,
    categories,
    group_calculation: calculation,
  };
}

/**
 * 'Сохранить для всех': every listed room's stay (holds move in the same transaction) and the shared
 * lists on the parent. Each room stores its own price; the parent also carries the shared lines. A
 * booking that is not a group yet becomes the group's parent in the same transaction, so an unsaved
 * group mode leaves nothing behind.
 */
export async function updateGroup(db: Db, actor: Actor, parentId: number, input: GroupUpdateInput) {
  const { children, lines, food, result, members, sales } = await price(db, actor, parentId, input, true);
  const parent = members.find((m) => m.booking.id === parentId)!;
  assertEditable(parent.booking);
  for (const c of children) assertEditable(c.member.booking);
  // The single save's rules, for the group as a whole: its guests against all its rooms' places.
  const refusal = checkSave({
    draft: parent.booking.status === 'new',
    rooms: children.map(({ child, target }) => ({
      placeNumber: child.koika ? 1 : target.category.placeNumber,
      hasAdditional: child.has_additional,
      adultCount: child.adult_count,
      childCount: child.child_count,
    })),
    clients: input.clients,
    requiredFields: requiredFields(actor),
    foodCount: input.food_list.length,
  });
  if (refusal) throw badRequest(refusal.message, refusal.field);
  // The group's price type and shared discounts are stored on the parent.
  assertPriceRights(actor.role, parent.booking, input, lines.before, result);
  const moves = children.map(({ child, member, target }, i) =>
    roomMove(member.booking, target.room.id, child.room_reason, `child_list.${i}.room_reason`),
  );
  const expireOn = expiry(actor, input);
  const itemsTotal = result.items.reduce((s, i) => s + parseMoney(i.total), 0);
  const shared = parseMoney(result.total) - itemsTotal;

  await write(db, actor, async (tx, announce) => {
    // The parent (its version stands for the shared lists) and every listed room, locked and checked
    // before anything is written: a colleague's change to any of them since the editor loaded it is a 409.
    const ids = [...new Set([parentId, ...input.child_list.map((c) => c.id)])];
    const locked = new Map((await repo.lockVersions(tx, actor.companyId, ids)).map((r) => [r.id, r.version]));
    const stale =
      locked.get(parentId) !== input.version
        ? parentId
        : input.child_list.find((c) => locked.get(c.id) !== c.version)?.id;
    if (stale !== undefined) throw await staleVersionError(tx, actor, stale);
    if (!parent.booking.isGroup)
      await repo.updateBooking(tx, parentId, { isGroup: true, groupParent: parentId });
    // Shared lists are saved on the parent: its version rises even when its own room is not listed.
    if (!input.child_list.some((c) => c.id === parentId)) await repo.updateBooking(tx, parentId, {});
    for (const [i, { child, member, target, stay, legs }] of children.entries()) {
      const targets = await stayHoldTargets(
        tx,
        actor,
        { roomId: target.room.id, bedId: child.koika ?? null, ...stay },
        legs,
      );
      const item = result.items[i]!;
      const own = parseMoney(item.total) + (child.id === parentId ? shared : 0);
      // A draft room made from a channel block holds through the block until this save consumes it.
      await consumeBlockOfDraft(tx, announce, actor.companyId, child.id);
      await guardHoldsOf(tx, targets, async () => {
        await tx.transaction((sp) => holdStay(sp, actor.companyId, child.id, targets));
      });
      const row = await repo.updateBooking(tx, child.id, {
        status: member.booking.status === 'new' ? 'reserved' : member.booking.status,
        roomId: target.room.id,
        categoryId: target.category.id,
        bedId: child.koika ?? null,
        checkIn: fromUnixSeconds(stay.checkIn),
        checkOut: fromUnixSeconds(stay.checkOut),
        isEarly: child.is_early,
        isLate: child.is_late,
        isSingle: child.is_single,
        hasAdditional: child.has_additional,
        adultCount: child.adult_count,
        childCount: child.child_count,
        childWithoutPlace: child.child_without_place,
        mainAdultCount: child.main_adult_count ?? member.booking.mainAdultCount,
        mainChildCount: child.main_child_count ?? member.booking.mainChildCount,
        ...sharedColumns(input, expireOn),
        ratePlanId: sales[i]!.plan.id,
        commonAmount: formatMoney(own),
        priceDetails: item as unknown as Record<string, unknown>,
        ...moves[i],
      });
      await journalOverride(tx, actor.companyId, child.id, sales[i]!.override);
      // The parent's lines also carry the shared meals, services and discounts, as its amount does.
      await storeRevenue(tx, actor.companyId, child.id, item, child.id === parentId ? result : undefined);
      announce(bookingEvent(row, undefined, legs.length));
    }
    input.task_list.forEach(checkTask);
    await saveShared(tx, actor, parentId, input, {
      lines,
      food,
      foodTotals: result.food_list.map((f) => f.total),
      serviceTotals: result.services,
      timeZone: actor.timeZone,
    });
  });
  return getGroup(db, actor, parentId);
}

/**
 * The booking becomes the parent of a new group at once (its own group_parent), for API clients; the
 * editor instead forms the group with its first group save (updateGroup). Rooms join it through the
 * calendar's reserve with `group_parent`.
 */
export async function makeGroup(db: Db, actor: Actor, id: number) {
  await write(db, actor, async (tx, announce) => {
    const b = await repo.findBooking(tx, actor.companyId, id, true);
    if (!b) throw notFound(bookingEditorMessages.bookingGone);
    assertEditable(b);
    if (b.isGroup) return;
    const row = await repo.updateBooking(tx, id, { isGroup: true, groupParent: id });
    announce(bookingEvent(row));
  });
  const b = (await repo.findBooking(db, actor.companyId, id))!;
  return getGroup(db, actor, b.groupParent ?? id);
}

/** 'Отменить бронь для всех': every live room of the group, with one reason; the parent last. */
export async function cancelGroup(db: Db, actor: Actor, parentId: number, reason: string) {
  const members = await membersOf(db, actor.companyId, parentId);
  await write(db, { ...actor, audit: { action: 'cancel', reason } }, async (tx, announce) => {
    for (const m of [...members].reverse()) {
      if (isCancellable(m.booking.status as BookingStatus))
        await cancelInTx(tx, announce, actor, m.booking.id, reason);
    }
  });
  return getGroup(db, actor, parentId);
}

/**
 * '… для всех': the group moves one step of the status machine from its least advanced live room
 * (domain group-status.ts): every room at that status moves to `status`, in one transaction; a room
 * already further along (checked in while the others are only booked) stays where it is. Any other
 * `status` is refused, naming the group's next step.
 */
export async function changeGroupStatus(
  db: Db,
  actor: Actor,
  parentId: number,
  status: BookingStatus,
  version: number,
  options: Omit<StepOptions, 'version' | 'quote'> = {},
) {
  const members = await membersOf(db, actor.companyId, parentId);
  const moving = members
    .map((m) => m.booking)
    .filter((b) => movesWithGroup(b.status as BookingStatus, status));
  const targets = options.stayNow ? await stepTargets(db, actor, moving, status) : [];
  await guardSteps(db, targets, () =>
    write(db, { ...actor, audit: { action: statusStepAction(status) } }, async (tx, announce) => {
      // The group's version is its parent's, as the group editor loaded it.
      const [parent] = await repo.lockVersions(tx, actor.companyId, [parentId]);
      if (parent?.version !== version) throw await staleVersionError(tx, actor, parentId);
      const from = groupStatus(members.map((m) => m.booking.status as BookingStatus));
      const refusal = from ? statusChangeRefusal(from, status) : bookingEditorMessages.saveChanges;
      if (refusal) throw badRequest(refusal);
      for (const m of members) {
        if (movesWithGroup(m.booking.status as BookingStatus, status))
          await changeStatusInTx(tx, announce, actor, m.booking.id, status, options);
      }
    }),
  );
  return getGroup(db, actor, parentId);
}
