import type { bookingPriceSchema } from '@pms/domain';
import type { z } from 'zod';
import type { EditorValues } from '../types/editorValues.ts';
import { isBlankClient } from './isBlankClient.ts';

/** The editor's state as sent; a save adds the version it loaded (`SavePayload`). */
export type BookingPayload = z.input<typeof bookingPriceSchema>;

/** The form's values as the update payload, row for row (nothing dropped), for checking with the schema. */
export function toPayload(values: EditorValues): BookingPayload {
  const {
    category: _category,
    check_in_date,
    check_in_time,
    check_out_date,
    check_out_time,
    ...rest
  } = values;
  return {
    ...rest,
    check_in: `${check_in_date ?? ''} ${check_in_time}`,
    check_out: `${check_out_date ?? ''} ${check_out_time}`,
    custom_price: values.calculation_type === 'tariff' ? null : values.custom_price,
    expire_on_date: values.has_expire ? values.expire_on_date : null,
    expire_on_time: values.has_expire ? values.expire_on_time : null,
    food_list: values.food_list.map((f) => ({
      ...f,
      tariff: f.tariff ?? undefined,
      start_date: f.start_date ?? '',
      end_date: f.end_date ?? '',
    })),
  };
}

/** Where each sent row came from, to put a server error naming `clients.1` under the right card. */
export interface PayloadRows {
  clients: number[];
  services: number[];
  /** A group's sent rooms. */
  children?: number[];
}

/** What 'Сохранить' and the live price send: blank guest cards and services not taken are left out. */
export function compactPayload(values: EditorValues): { payload: BookingPayload; rows: PayloadRows } {
  const payload = toPayload(values);
  const clients = values.clients.flatMap((c, i) => (isBlankClient(c) ? [] : [{ c, i }]));
  const services = values.service_list.flatMap((s, i) => (s.quantity > 0 ? [{ s, i }] : []));
  return {
    payload: { ...payload, clients: clients.map(({ c }) => c), service_list: services.map(({ s }) => s) },
    rows: { clients: clients.map(({ i }) => i), services: services.map(({ i }) => i) },
  };
}
