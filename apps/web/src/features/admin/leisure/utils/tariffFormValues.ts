import {
  type LeisureTariffAdminView,
  leisureMonths,
  type leisureTariffSchema,
  leisureWeekdays,
} from '@pms/domain';
import type { z } from 'zod';
import { inKeyOrder } from './dayKeys.ts';

/** The tariff form's values as react-hook-form holds them; the domain's schema reads them into the body. */
export type LeisureTariffFormValues = z.input<typeof leisureTariffSchema>;
export type PriceItemValues = LeisureTariffFormValues['price_list'][number];

/** A price row as 'Добавить цену' adds it: no id (the server makes a new item), nothing typed yet. */
export const emptyPriceItem = (name = ''): PriceItemValues => ({ name, price: undefined });

/** What a new tariff starts from: sold every day of the year, a working day's hours, one price row. */
const newTariff = {
  enum: '',
  stock_number: undefined,
  start_time: '10:00',
  end_time: '18:00',
  weekdays: [...leisureWeekdays],
  months: [...leisureMonths],
  is_active: true,
};

/**
 * A stored tariff as form values, or a new one's. Prices become numbers for the money inputs and keep
 * their ids, so the server keeps those items (and the sales that name them) instead of making new ones.
 * `firstPriceName` names a new tariff's first row ('Взрослый'), the usual first price.
 */
export function tariffToFormValues(
  tariff: LeisureTariffAdminView | null,
  defaultCategory: number | null,
  firstPriceName: string,
): LeisureTariffFormValues {
  if (!tariff) {
    return {
      ...newTariff,
      category: defaultCategory ?? undefined,
      price_list: [emptyPriceItem(firstPriceName)],
    };
  }
  return {
    category: tariff.category,
    enum: tariff.enum,
    stock_number: tariff.stock_number,
    start_time: tariff.start_time.slice(0, 5),
    end_time: tariff.end_time.slice(0, 5),
    weekdays: inKeyOrder(leisureWeekdays, tariff.weekdays),
    months: inKeyOrder(leisureMonths, tariff.months),
    is_active: tariff.is_active,
    price_list: tariff.price_list.map((item) => ({
      id: item.id,
      name: item.name,
      price: Number(item.price),
    })),
  };
}
