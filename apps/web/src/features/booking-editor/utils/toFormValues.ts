import type { ServiceOption } from '../../admin/catalogues/types/catalogueLookups.ts';
import type { BookingDetail } from '../types/bookingDetail.ts';
import type { EditorValues, ServiceValues } from '../types/editorValues.ts';
import { emptyClient } from './emptyClient.ts';
import { splitLocal } from './splitLocal.ts';
import { toClientValues } from './toClientValues.ts';

/** 'HH:mm' of a time that may carry seconds. */
const clock = (time: string | null | undefined, fallback: string) => (time ? time.slice(0, 5) : fallback);

/**
 * Every offered service gets a row (quantity 0 when not taken); a saved service that is no longer
 * offered keeps its row so saving does not silently drop it.
 */
function serviceRows(detail: BookingDetail, offered: readonly ServiceOption[]): ServiceValues[] {
  const saved = new Map<number, number>();
  for (const s of detail.services) if (s.service !== null) saved.set(s.service, s.quantity);
  const rows = offered.map((s) => ({ service: s.id, quantity: saved.get(s.id) ?? 0 }));
  for (const [service, quantity] of saved)
    if (!offered.some((s) => s.id === service)) rows.push({ service, quantity });
  return rows;
}

/** The saved booking as the editor's form values: the baseline that 'unsaved changes' compare with. */
export function toFormValues(
  detail: BookingDetail,
  offeredServices: readonly ServiceOption[],
  standard: { checkIn: string; checkOut: string },
): EditorValues {
  const checkIn = splitLocal(detail.check_in_local, clock(detail.hour_check_in, standard.checkIn));
  const checkOut = splitLocal(detail.check_out_local, clock(detail.hour_check_out, standard.checkOut));
  const clients = detail.clients_list.map((c) => toClientValues(c));
  return {
    source: detail.source,
    check_in_date: checkIn.date,
    check_in_time: checkIn.time,
    check_out_date: checkOut.date,
    check_out_time: checkOut.time,
    is_early: detail.is_early,
    is_late: detail.is_late,
    category: detail.category_id,
    room: detail.room,
    koika: detail.koika,
    // The reason belongs to one move; a new move asks again.
    room_reason: '',
    is_single: detail.is_single,
    has_additional: detail.has_additional,
    adult_count: detail.adult_count,
    child_count: detail.child_count,
    child_without_place: detail.child_without_place,
    main_adult_count: detail.main_adult_count,
    main_child_count: detail.main_child_count,
    rate_plan: detail.rate_plan,
    calculation_type: detail.calculation_type,
    custom_price: detail.custom_price === null ? null : Number(detail.custom_price),
    has_expire: detail.has_expire,
    expire_on_date: detail.expire_on_date,
    expire_on_time: detail.expire_on_time ? clock(detail.expire_on_time, '12:00') : null,
    comment: detail.comment ?? '',
    clients: clients.length > 0 ? clients : [emptyClient()],
    food_list: detail.food_list.map((f) => ({
      id: f.id,
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
    service_list: serviceRows(detail, offeredServices),
    discount_list: detail.discount_list.flatMap((d) =>
      d.discount === null ? [] : [{ discount: d.discount, quantity: d.quantity }],
    ),
    task_list: detail.task_list.map((task) => ({
      id: task.id,
      title: task.title,
      responsible: task.responsible,
      todo_date: task.todo_date,
      todo_time: clock(task.todo_time, '12:00'),
      description: task.description ?? '',
    })),
  };
}
