/**
 * The booking editor's use cases (specification 2.6, 4, 5, 7.3): read a booking, price it, save it
 * whole, change its status, cancel it, and take payments. Every rule of section 5 is checked here, not
 * only in the browser, and each save is one transaction that also moves the room's holds and tells the
 * live calendars.
 */
import {
  type BookingPriceInput,
  type BookingStatus,
  type BookingUpdateInput,
  bookingEditorMessages,
  type ClientInput,
  checkSave,
  type DiscountRowInput,
  defaultRequiredFields,
  type FoodItemInput,
  formatMoney,
  fromLocal,
  isCancellable,
  mainGuestCounts,
  mealPeopleDefault,
  missingTaskFields,
  type PaymentCreateInput,
  type PaymentInput,
  type PriceResult,
  PricingError,
  parseMoney,
  planSoldIn,
  priceBooking,
  type RoomStayInput,
  roomDuties,
  summarizePayments,
  type TaskInput,
} from '@pms/domain';
import type { Db } from '../../db/client.ts';
import { type Announce, write } from '../../db/write.ts';
import type { Actor, PropertySettings } from '../../http/actor.ts';
import { checkCompanyRefs } from '../../http/company-refs.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { fromUnixSeconds } from '../../http/views.ts';
import { clientsOfBooking, linkClients, saveClient } from '../clients/index.ts';
import { guardHoldsOf, releaseHoldsOfBooking } from '../holds/index.ts';
import { paymentMethodOf, takePayment } from '../payments/index.ts';
import { companyPlans } from '../rates/index.ts';
import { storeRevenue } from '../revenue/index.ts';
import { consumeBlockOfDraft, returnBlockOfDraft } from './blocks/blocks.service.ts';
import { bookingEvent, presentDetail } from './bookings.presenter.ts';
import { type BookingRow, bookingsRepository as repo } from './bookings.repository.ts';
import {
  assertEditable,
  assertPriceRights,
  checkEditorRefs,
  expiry,
  paymentsOf,
  priced,
  pricingInput,
  resolveFood,
  resolveLines,
  resolveRoom,
  resolveStay,
  roomMove,
  sharedColumns,
  storedStay,
} from './editor-state.ts';
import { restoreGroupAmounts } from './group-price.ts';
import { assertLegsFit, holdStay, type LoadedLeg, legsOf, stayHoldTargets } from './legs.ts';
import { moneyOf } from './money/booking-money.ts';
import { journalOverride, saleOf, storedPlan } from './sale.ts';
import { staleVersionError } from './stale-version.ts';

export async function bookingOf(db: Db, companyId: number, id: number, lock = false) {
  const row = await repo.findBooking(db, companyId, id, lock);
  if (!row) throw notFound(bookingEditorMessages.bookingGone);
  return row;
}

/** The property's required client fields; without a list, first name and phone (section 5). */
export function requiredFields(property: PropertySettings) {
  const names = property.requiredFields.map((f) => f.name) as (typeof defaultRequiredFields)[number][];
  return names.length ? names : defaultRequiredFields;
}

/**
 * The id of the booking staff name by its number in the company ('№12'); 404 'Бронь не найдена' when the
 * company has no such booking.
 */
export async function bookingIdOfNumber(db: Db, actor: Actor, number: number) {
  const id = await repo.idOfNumber(db, actor.companyId, number);
  if (id === undefined) throw notFound(bookingEditorMessages.bookingGone);
  return id;
}

/** GET: the booking with every list the seven steps show and its price with today's payments. */
export async function getBooking(db: Db, actor: Actor, id: number) {
  const detail = await repo.detail(db, actor.companyId, id);
  if (!detail) throw notFound(bookingEditorMessages.bookingGone);
  const b = detail.booking;
  const [clients, foods, services, discounts, tasks, payments, oldRoom, legs] = await Promise.all([
    clientsOfBooking(db, id),
    repo.foods(db, id),
    repo.services(db, id),
    repo.discounts(db, id),
    repo.tasks(db, id),
    repo.payments(db, id),
    b.oldRoomId ? repo.oldRoomName(db, b.oldRoomId) : null,
    legsOf(db, actor.companyId, id),
  ]);
  const paymentInputs = payments.map(({ payment }) => ({
    value: payment.value,
    payment_type: payment.paymentType === 'return' ? ('return' as const) : ('payment' as const),
  }));
  // The price is fixed when the booking is saved; only the payments move after that. A booking the
  // editor never saved (a draft, or one made elsewhere) is priced from its own fields.
  const saved = b.priceDetails as PriceResult | null;
  const plan = saved ? null : await storedPlan(db, actor.companyId, b, actor.timeZone);
  const price = saved
    ? { ...saved, ...summarizePayments(paymentInputs, parseMoney(saved.total)) }
    : priced(() => unsavedPrice(storedStay(b, detail.category, actor.timeZone, legs, plan!), paymentInputs));
  const calculated = { ...price, duty: formatMoney(await dutyOf(db, actor.companyId, b, price)) };
  return presentDetail({
    detail,
    timeZone: actor.timeZone,
    clients: clients.map((c) => c.client),
    foods,
    services,
    discounts,
    tasks,
    payments,
    oldRoom,
    legs,
    calculated,
    requiredFields: [...requiredFields(actor)],
  });
}

/**
 * The price of a booking the editor never saved, from its own fields. An hourly draft in a category
 * without an hour price (one made before hour prices existed) still opens, at 0 ₸: the editor's price
 * call and its save name what is missing ('У категории не задана цена часа', issue 28 item 7).
 */
function unsavedPrice(stay: RoomStayInput, payments: PaymentInput[]): PriceResult {
  try {
    return priceBooking({ ...stay, payments });
  } catch (err) {
    if (!(err instanceof PricingError) || !stay.is_time) throw err;
    return priceBooking({ ...stay, calculation_type: 'full', custom_price: '0.00', payments });
  }
}

/**
 * What the booking still owes, by the one rule of duty (domain room-duty.ts): a single booking its
 * total − withheld (a cancelled one only minus what it withheld); a room of a group its share of the
 * group's amounts after the group's payments, which are taken on the parent.
 */
async function dutyOf(db: Db, companyId: number, b: BookingRow, price: PriceResult) {
  if (!b.isGroup || !b.groupParent) {
    const rooms = [{ id: b.id, amount: parseMoney(price.total), status: b.status }];
    return roomDuties(rooms, parseMoney(price.withheld), b.id).get(b.id)!;
  }
  // The one read of a booking's money, as the list, the bar and the documents show the room.
  const row = {
    id: b.id,
    status: b.status,
    common_amount: b.commonAmount,
    paid: b.paidAmount,
    group_parent: b.groupParent,
  };
  return (await moneyOf(db, companyId, [row])).get(b.id)!.owed;
}

/** Everything a save or a price needs, checked; `strict` adds the rules that only bind a save. */
export async function evaluate(
  db: Db,
  actor: Actor,
  current: BookingRow,
  input: BookingPriceInput,
  strict: boolean,
  /** The earlier rooms the stay will have: a move 'с сегодняшнего дня' adds one; else the saved ones. */
  legsAfter?: LoadedLeg[],
  /** Refuse a broken restriction even without the save's other rules (a move). */
  enforceSale = false,
) {
  await checkEditorRefs(db, actor.companyId, input, [{ room: input.room, koika: input.koika, prefix: '' }]);
  const stay = resolveStay(actor, input, current.isTime);
  const legs = legsAfter ?? (await legsOf(db, actor.companyId, current.id));
  assertLegsFit(actor, stay.checkIn, stay.checkOut, legs);
  const target = await resolveRoom(db, actor.companyId, input.room, input.koika);
  const roomChanged = target.room.id !== current.roomId || (input.koika ?? null) !== current.bedId;
  const main = await mainGuestsOf(db, current, input, input.koika ? 1 : target.category.placeNumber);
  const [lines, food, payments] = await Promise.all([
    resolveLines(db, actor.companyId, current.id, input),
    resolveFood(db, actor.companyId, input.food_list, mealPeopleDefault(main)),
    paymentsOf(db, current.id),
  ]);
  // The plan and its restrictions: a save refuses a broken one; 'Рассчитать' only prices.
  const sale = await saleOf(db, actor, {
    requested: input.rate_plan,
    stored: current,
    categoryId: target.category.id,
    legs,
    ...(legsAfter ? {} : { storedLegs: legs }),
    ...stay,
    reason: input.restriction_reason,
    enforce: strict || enforceSale,
  });
  const price = priced(() =>
    priceBooking(
      pricingInput({
        property: actor,
        category: target.category,
        stay: { ...stay, isTime: current.isTime },
        input,
        food,
        ...lines,
        payments,
        legs,
        plan: sale.plan,
        main,
      }),
    ),
  );
  const move = strict ? roomMove(current, target.room.id, input.room_reason) : {};
  if (strict) {
    // The same rules as a group's save (a single booking is a group of one room).
    const refusal = checkSave({
      draft: current.status === 'new',
      rooms: [
        {
          placeNumber: input.koika ? 1 : target.category.placeNumber,
          hasAdditional: input.has_additional,
          adultCount: input.adult_count,
          childCount: input.child_count,
        },
      ],
      clients: input.clients,
      requiredFields: requiredFields(actor),
      foodCount: input.food_list.length,
    });
    if (refusal) throw badRequest(refusal.message, refusal.field);
    input.task_list.forEach(checkTask);
    assertPriceRights(actor.role, current, input, lines.before, price);
  }
  const expireOn = expiry(actor, input);
  return { stay, target, roomChanged, move, lines, food, price, expireOn, main, legs, sale };
}

/**
 * The stay's adults and children on main places after this save: what the editor entered, or else they
 * follow the guests unless staff had set them by hand (domain stay-guests.ts).
 */
async function mainGuestsOf(
  db: Db,
  current: BookingRow,
  input: Pick<BookingPriceInput, 'clients' | 'main_adult_count' | 'main_child_count'>,
  places: number,
) {
  const guestsBefore = (await clientsOfBooking(db, current.id)).length;
  return mainGuestCounts({
    before: { adults: current.mainAdultCount, children: current.mainChildCount, guests: guestsBefore },
    guests: input.clients.length,
    adults: input.main_adult_count,
    children: input.main_child_count,
    places,
  });
}

/** 'Пожалуйста заполните задачу!': title, responsible, date and description are all required. */
export function checkTask(t: TaskInput, i: number) {
  const [missing] = missingTaskFields(t);
  if (missing) throw badRequest(bookingEditorMessages.fillTask, `task_list.${i}.${missing}`);
}

/** 'Рассчитать': the price of the editor's unsaved state, with the booking's saved payments. */
export async function priceOf(
  db: Db,
  actor: Actor,
  id: number,
  input: BookingPriceInput,
  legsAfter?: LoadedLeg[],
) {
  return (await quoteState(db, actor, id, input, legsAfter)).price;
}

/** The editor's unsaved state evaluated without the save's rules; a move also enforces the plan's sale. */
export async function quoteState(
  db: Db,
  actor: Actor,
  id: number,
  input: BookingPriceInput,
  legsAfter?: LoadedLeg[],
  enforceSale = false,
) {
  const current = await bookingOf(db, actor.companyId, id);
  return evaluate(db, actor, current, input, false, legsAfter, enforceSale);
}

/**
 * The editor's unsaved stay priced by each active plan sold in its category (issue 32: step 1 shows the
 * plans side by side), with the restrictions each would break. The stay's own plan is the one marked.
 */
export async function planPrices(db: Db, actor: Actor, id: number, input: BookingPriceInput) {
  const current = await bookingOf(db, actor.companyId, id);
  const { room } = await resolveRoom(db, actor.companyId, input.room, input.koika);
  const plans = (await companyPlans(db, actor.companyId)).filter(
    (p) => p.is_active && planSoldIn(p, room.categoryId),
  );
  const answers = [];
  // One after another: each is the editor's own quote, by the one pricing function.
  for (const plan of plans) {
    const state = await evaluate(db, actor, current, { ...input, rate_plan: plan.id }, false);
    answers.push({
      rate_plan: plan.id,
      name: plan.name,
      is_base: plan.is_base,
      is_refundable: plan.is_refundable,
      cancellation_policy: plan.cancellation_policy,
      total: state.price.total,
      accommodation: state.price.accommodation,
      food_total: state.price.food_total,
      included_meals: state.sale.plan.foodTariff?.name ?? null,
      refusals: state.sale.refusals.map((r) => r.message),
    });
  }
  return answers;
}

/** 'Сохранить': the whole booking in one transaction; a draft becomes a reserve on its first save. */
export async function updateBooking(db: Db, actor: Actor, id: number, input: BookingUpdateInput) {
  const current = await bookingOf(db, actor.companyId, id);
  assertEditable(current);
  await assertVersion(db, actor, current, input.version);
  const state = await evaluate(db, actor, current, input, true);
  const { stay, target } = state;
  const datesChanged =
    stay.checkIn * 1000 !== current.checkIn.getTime() || stay.checkOut * 1000 !== current.checkOut.getTime();
  const targets = await stayHoldTargets(
    db,
    actor,
    { roomId: target.room.id, bedId: input.koika ?? null, ...stay },
    state.legs,
  );

  await guardHoldsOf(db, targets, () =>
    write(db, actor, async (tx, announce) => {
      // Checked again under the row lock: of two saves naming the same version, the second waits here
      // for the first to commit and then sees the version the first raised.
      await assertVersion(tx, actor, await bookingOf(tx, actor.companyId, id, true), input.version);
      // A draft made from a channel block holds through the block until this save consumes it.
      const fromBlock = await consumeBlockOfDraft(tx, announce, actor.companyId, id);
      if (fromBlock || state.roomChanged || datesChanged) await holdStay(tx, actor.companyId, id, targets);
      const row = await writeState(tx, actor, current, input, state);
      announce(bookingEvent(row, undefined, state.legs.length));
    }),
  );
  return getBooking(db, actor, id);
}

/**
 * Writes an evaluated editor state on the booking's row and lists, inside the caller's transaction: what
 * a save stores, and what a status step that changes the stay stores (status-steps.service.ts). Holds are
 * the caller's: a save places them only when the room or dates change.
 */
export async function writeState(
  tx: Db,
  actor: Actor,
  current: BookingRow,
  input: BookingUpdateInput,
  state: Awaited<ReturnType<typeof evaluate>>,
) {
  const { id } = current;
  const { stay, target } = state;
  await saveShared(tx, actor, id, input, {
    lines: state.lines,
    food: state.food,
    foodTotals: state.price.food_list.map((f) => f.total),
    serviceTotals: state.price.services,
    timeZone: actor.timeZone,
  });
  const row = await repo.updateBooking(tx, id, {
    status: current.status === 'new' ? 'reserved' : current.status,
    roomId: target.room.id,
    categoryId: target.category.id,
    bedId: input.koika ?? null,
    checkIn: fromUnixSeconds(stay.checkIn),
    checkOut: fromUnixSeconds(stay.checkOut),
    isEarly: input.is_early,
    isLate: input.is_late,
    isSingle: input.is_single,
    hasAdditional: input.has_additional,
    adultCount: input.adult_count,
    childCount: input.child_count,
    childWithoutPlace: input.child_without_place,
    mainAdultCount: state.main.adults,
    mainChildCount: state.main.children,
    ...sharedColumns(input, state.expireOn),
    ratePlanId: state.sale.plan.id,
    commonAmount: state.price.total,
    priceDetails: state.price as unknown as Record<string, unknown>,
    ...state.move,
  });
  await journalOverride(tx, actor.companyId, id, state.sale.override);
  await storeRevenue(tx, actor.companyId, id, state.price);
  return row;
}

/**
 * The lists a booking (or a group parent for its rooms) carries: guests, meals, services, discounts and
 * tasks, each replaced as a whole by what the editor sent.
 */
export async function saveShared(
  tx: Db,
  actor: Actor,
  id: number,
  input: Pick<BookingUpdateInput, 'clients' | 'task_list'>,
  priced: {
    lines: Awaited<ReturnType<typeof resolveLines>>;
    food: FoodItemInput[];
    foodTotals: string[];
    serviceTotals: { id: number; total: string }[];
    timeZone: string;
  },
) {
  const clientIds = await saveClients(tx, actor.companyId, input.clients);
  await linkClients(tx, id, clientIds);
  const owned = { companyId: actor.companyId, bookingId: id };
  await repo.replaceFoods(
    tx,
    id,
    priced.food.map((f, i) => ({
      ...owned,
      tariffId: f.tariff.id,
      adultCount: f.adult_count,
      childCount: f.child_count,
      // The engine swaps a reversed range; the stored row keeps the order it priced.
      ...datePair(f.start_date, f.end_date),
      isAdvance: f.is_advance,
      hasBreakfastCheckIn: f.has_breakfast_check_in ?? false,
      hasLunchCheckOut: f.has_lunch_check_out ?? false,
      hasSupperCheckOut: f.has_supper_check_out ?? false,
      total: priced.foodTotals[i] ?? '0',
    })),
  );
  await repo.replaceServices(
    tx,
    id,
    priced.lines.services.map((s) => ({
      ...owned,
      serviceId: s.serviceId,
      name: s.name,
      price: String(s.price),
      serviceType: s.service_type,
      quantity: s.quantity,
      rooms: s.rooms ?? 1,
      total: priced.serviceTotals.find((x) => x.id === s.id)?.total ?? '0',
    })),
  );
  await repo.replaceDiscounts(
    tx,
    id,
    priced.lines.discounts.map((d) => discountRow(actor.companyId, id, d)),
  );
  await repo.replaceTasks(
    tx,
    id,
    input.task_list.map((t) => ({
      ...owned,
      keep: t.id,
      title: t.title,
      responsibleId: t.responsible ?? null,
      dueDate: fromUnixSeconds(fromLocal(t.todo_date!, t.todo_time, priced.timeZone)),
      description: t.description,
      createdBy: actor.employeeId,
    })),
  );
}

const datePair = (a: string, b: string) =>
  a <= b ? { startDate: a, endDate: b } : { startDate: b, endDate: a };

const discountRow = (
  companyId: number,
  bookingId: number,
  d: Awaited<ReturnType<typeof resolveLines>>['discounts'][number],
) => ({
  companyId,
  bookingId,
  discountId: d.discountId,
  name: d.name,
  discountKind: d.discount_kind,
  value: String(d.value),
  quantity: d.quantity ?? 1,
});

/** Guests: existing records (by id, the company's) are updated, new ones created; order is kept. */
async function saveClients(db: Db, companyId: number, clients: ClientInput[]) {
  const ids: number[] = [];
  for (const [i, c] of clients.entries()) {
    const id = await saveClient(db, companyId, c);
    if (!id) throw badRequest(bookingEditorMessages.clientNotFound, `clients.${i}.id`);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** A colleague changed the booking since the editor loaded `version`: refused, nothing overwritten. */
export async function assertVersion(db: Db, actor: Actor, b: BookingRow, version: number) {
  if (b.version !== version) throw await staleVersionError(db, actor, b.id);
}

/** 'Отменить бронь': the booking keeps its history with the reason; its room is free again. */
export async function cancelBooking(db: Db, actor: Actor, id: number, reason: string) {
  await write(db, { ...actor, audit: { action: 'cancel', reason } }, async (tx, announce) =>
    cancelInTx(tx, announce, actor, id, reason),
  );
  return getBooking(db, actor, id);
}

export async function cancelInTx(tx: Db, announce: Announce, actor: Actor, id: number, reason: string) {
  const b = await bookingOf(tx, actor.companyId, id, true);
  assertEditable(b);
  if (!isCancellable(b.status as BookingStatus))
    throw badRequest(bookingEditorMessages.cannotCancelCheckedOut);
  // The parent carries the group's guests, lists and payments; it goes last, with the whole group.
  if (b.isGroup && b.groupParent === b.id && (await repo.liveGroupRooms(tx, actor.companyId, id)) > 1)
    throw badRequest(bookingEditorMessages.cancelOthersFirst);
  await releaseHoldsOfBooking(tx, id);
  // A draft made from a channel block gives it back now, not when the block is next touched (item 4).
  await returnBlockOfDraft(tx, actor.companyId, id);
  const row = await repo.updateBooking(tx, id, {
    status: 'canceled',
    cancelReason: reason,
  });
  announce(bookingEvent(row));
  // The group's shared lines are now priced for its live rooms, on the parent's amount.
  if (b.isGroup && b.groupParent && b.groupParent !== id)
    await restoreGroupAmounts(tx, actor.companyId, b.groupParent, actor.timeZone);
}

/** Adds one discount (value 1 by default, section 5) and re-prices the booking. */
export async function addDiscount(db: Db, actor: Actor, id: number, input: DiscountRowInput) {
  await checkCompanyRefs(db, actor.companyId, [{ kind: 'discount', id: input.discount, field: 'discount' }]);
  const view = await getBooking(db, actor, id);
  if (view.discount_list.some((d) => d.discount === input.discount)) return view;
  return updateBooking(db, actor, id, {
    ...editorInputOf(view),
    discount_list: [
      ...view.discount_list.map((d) => ({ discount: d.discount!, quantity: d.quantity })),
      input,
    ],
  });
}

export async function deleteDiscount(db: Db, actor: Actor, id: number, rowId: number) {
  const view = await getBooking(db, actor, id);
  if (!view.discount_list.some((d) => d.id === rowId)) throw notFound(bookingEditorMessages.discountNotFound);
  return updateBooking(db, actor, id, {
    ...editorInputOf(view),
    discount_list: view.discount_list
      .filter((d) => d.id !== rowId)
      .map((d) => ({ discount: d.discount!, quantity: d.quantity })),
  });
}

/** The saved booking as the editor would send it back: the base for one-list changes and a move's re-price. */
export function editorInputOf(view: Awaited<ReturnType<typeof getBooking>>): BookingUpdateInput {
  return {
    check_in: view.check_in_local,
    check_out: view.check_out_local,
    room: view.room,
    koika: view.koika,
    source: view.source,
    is_early: view.is_early,
    is_late: view.is_late,
    is_single: view.is_single,
    has_additional: view.has_additional,
    adult_count: view.adult_count,
    child_count: view.child_count,
    child_without_place: view.child_without_place,
    main_adult_count: view.main_adult_count,
    main_child_count: view.main_child_count,
    room_reason: view.room_reason,
    rate_plan: view.rate_plan,
    calculation_type: view.calculation_type as BookingUpdateInput['calculation_type'],
    custom_price: view.custom_price == null ? null : Number(view.custom_price),
    has_expire: view.has_expire,
    expire_on_date: view.expire_on_date,
    expire_on_time: view.expire_on_time,
    comment: view.comment,
    version: view.version,
    clients: view.clients_list.map((c) => ({ ...c, gender: (c.gender as ClientInput['gender']) ?? null })),
    food_list: view.food_list.map((f) => ({
      tariff: f.tariff,
      adult_count: f.adult_count,
      child_count: f.child_count,
      start_date: f.start_date,
      end_date: f.end_date,
      is_advance: f.is_advance,
      has_breakfast_check_in: f.has_breakfast_check_in,
      has_lunch_check_out: f.has_lunch_check_out,
      has_supper_check_out: f.has_supper_check_out,
    })),
    service_list: view.services.map((s) => ({ service: s.service!, quantity: s.quantity, rooms: s.rooms })),
    discount_list: view.discount_list.map((d) => ({ discount: d.discount!, quantity: d.quantity })),
    task_list: view.task_list.map((t) => ({
      title: t.title,
      responsible: t.responsible,
      todo_date: t.todo_date,
      todo_time: t.todo_time,
      description: t.description,
    })),
  };
}

/** Clearing tasks deletes the saved ones (section 4); none listed means all of them. */
export async function deleteTasks(db: Db, actor: Actor, id: number, ids: number[]) {
  await bookingOf(db, actor.companyId, id);
  await write(db, actor, (tx) => repo.deleteTasks(tx, id, ids));
  return getBooking(db, actor, id);
}

/**
 * A payment or a refund ('Платеж' / 'Возврат') of a booking, taken by the payments' one use case; a draft
 * is saved first. The calendar's amount left to pay follows through the paid_amount trigger.
 */
export async function createPayment(db: Db, actor: Actor, input: PaymentCreateInput) {
  const method = await paymentMethodOf(db, actor, input);
  return write(db, actor, async (tx, announce) => {
    const b = await bookingOf(tx, actor.companyId, input.booking, true);
    if (b.status === 'new') throw badRequest(bookingEditorMessages.saveChanges, 'booking');
    const payment = await takePayment(
      tx,
      actor,
      { bookingId: b.id, paidAmount: b.paidAmount },
      input,
      method,
    );
    announce(bookingEvent(b));
    return { ...payment, booking: b.id, message: bookingEditorMessages.paymentDone };
  });
}
