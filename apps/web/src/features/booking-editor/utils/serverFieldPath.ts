import type { PayloadRows } from './toPayload.ts';

const renamed: Record<string, string> = {
  check_in: 'check_in_date',
  check_out: 'check_out_date',
  expire_on: 'expire_on_date',
  food: 'food_list',
  services: 'service_list',
  discounts: 'discount_list',
  tasks: 'task_list',
  // The pricing engine calls a group's rooms 'rooms'.
  rooms: 'child_list',
  // The reason is asked in a dialog that opens from the room select.
  room_reason: 'room',
};

/** A group room's own fields the form splits the same way as the single stay. */
const childRenamed: Record<string, string> = {
  check_in: 'check_in_date',
  check_out: 'check_out_date',
};

/** Lists whose refusal as a whole ('Недостаточно мест', 'Добавьте клиента') shows above their rows. */
const lists = new Set(['clients', 'food_list', 'service_list', 'discount_list', 'task_list', 'child_list']);

/**
 * The form path of a field a server error names. The server speaks of the payload ('check_in',
 * 'clients.0.phone_number' of the sent guests) and the pricing engine of its input ('food.1.end_date',
 * a group's 'rooms.2.adult_count'); the form splits the stay into date and time and keeps blank cards
 * and untaken services as rows.
 */
export function serverFieldPath(field: string, rows: PayloadRows): string {
  const [head = '', index, ...rest] = field.split('.');
  const name = renamed[head] ?? head;
  if (index === undefined && lists.has(name)) return `${name}.root`;
  if (index === undefined || !/^\d+$/.test(index)) return [name, index, ...rest].filter(Boolean).join('.');
  const sentRows =
    name === 'clients'
      ? rows.clients
      : name === 'service_list'
        ? rows.services
        : name === 'child_list'
          ? rows.children
          : undefined;
  const formIndex = sentRows?.[Number(index)] ?? Number(index);
  const [leaf, ...deeper] = rest;
  const tail = name === 'child_list' && leaf ? [childRenamed[leaf] ?? leaf, ...deeper] : rest;
  return [name, String(formIndex), ...tail].join('.');
}
