import { messages } from '../messages.ts';
import { checkCount, checkOneOf, PricingError, withFieldPrefix } from './errors.ts';
import { formatMoney, parseMoney } from './money.ts';
import type { ServiceInput, ServiceLine } from './types.ts';

/**
 * Services (section 9): price × quantity, × days for a per-day ('Сутки') service, × rooms in a group.
 * A quantity of 0 is dropped, as the editor drops it on save. `groupRooms` is the group's room count;
 * a single booking leaves it out and every service counts once.
 */
export function priceServices(
  services: readonly ServiceInput[],
  days: number,
  groupRooms?: number,
): { list: ServiceLine[]; total: number } {
  const list: ServiceLine[] = [];
  let total = 0;
  for (const [i, service] of services.entries()) {
    withFieldPrefix(`services.${i}`, () => {
      const type = checkOneOf(service.service_type, ['once', 'day'], 'service_type');
      const quantity = checkCount(service.quantity, 'quantity');
      const price = parseMoney(service.price, 'price');
      if (price < 0) throw new PricingError(messages.negativeNumber, 'price');
      let rooms = 1;
      if (groupRooms !== undefined) {
        rooms = checkCount(service.rooms ?? groupRooms, 'rooms');
        if (rooms > groupRooms) throw new PricingError(messages.invalidValue, 'rooms');
      }
      if (quantity === 0) return;
      const amount = price * quantity * (type === 'day' ? days : 1) * rooms;
      total += amount;
      list.push({
        id: service.id,
        name: service.name,
        price: formatMoney(price),
        service_type: type,
        quantity,
        rooms,
        total: formatMoney(amount),
      });
    });
  }
  return { list, total };
}
