import {
  foodMonthGridSchema,
  foodPriceKinds,
  foodTariffSchema,
  foodWeekGridSchema,
  monthKeys,
  weekdayKeys,
} from '@pms/domain';
import { z } from 'zod';
import {
  compactGrid,
  gridToFormValues,
  type PriceGridValues,
  type StoredGrid,
} from '../../../../ui/priceGrid/priceGridValues.ts';
import type { CatalogueRow } from '../catalogueTypes.ts';

type FoodPriceKind = (typeof foodPriceKinds)[number];
type WeekGrid = PriceGridValues<FoodPriceKind, (typeof weekdayKeys)[number]>;
type MonthGrid = PriceGridValues<FoodPriceKind, (typeof monthKeys)[number]>;
// The grid schemas read any value as a price (their input is unknown), so the typed cells fit them.
type WeekBody = z.input<typeof foodWeekGridSchema.shape.rows>;
type MonthBody = z.input<typeof foodMonthGridSchema.shape.rows>;

/**
 * The shared food tariff schema, reading both price grids from the form's full grids of cells: empty
 * cells are dropped first, then the shared grid schemas check the rest and give the messages. Both grids
 * are sent, so switching 'Вид цен' keeps the prices of the other kind as they were.
 */
export const foodTariffFormSchema = foodTariffSchema.extend({
  weekdays: z
    .custom<WeekGrid>()
    .transform((grid): WeekBody => compactGrid(grid, foodPriceKinds, weekdayKeys))
    .pipe(foodWeekGridSchema.shape.rows),
  months: z
    .custom<MonthGrid>()
    .transform((grid): MonthBody => compactGrid(grid, foodPriceKinds, monthKeys))
    .pipe(foodMonthGridSchema.shape.rows),
});

/** The edited tariff's stored grids as form values: every cell, a missing price empty. */
export function foodTariffGrids(row: CatalogueRow | null): { weekdays: WeekGrid; months: MonthGrid } {
  return {
    weekdays: gridToFormValues(foodPriceKinds, weekdayKeys, row?.weekdays as StoredGrid | undefined),
    months: gridToFormValues(foodPriceKinds, monthKeys, row?.months as StoredGrid | undefined),
  };
}
