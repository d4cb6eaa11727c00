import { counterState, type LeisureDayTariffView, type SaleLine } from '@pms/domain';

/** The dialog's counters: how many of each price item (by its id) are chosen; a missing id is 0. */
export type Counts = Readonly<Record<number, number>>;

const countOf = (counts: Counts, priceId: number) => counts[priceId] ?? 0;

/** What a tariff's counters allow (the domain's rule): '+' off once its counts reach its places left. */
export function tariffCounter(tariff: LeisureDayTariffView, counts: Counts) {
  return counterState(
    tariff.price_list.map((p) => countOf(counts, p.id)),
    tariff.stock_number,
  );
}

/** Every price item of the day as a sale line (zero counts included; saleTotals drops them). */
export function saleLines(tariffs: readonly LeisureDayTariffView[], counts: Counts): SaleLine[] {
  return tariffs.flatMap((t) =>
    t.price_list.map((p) => ({ tariffId: t.id, price: p.price, quantity: countOf(counts, p.id) })),
  );
}

/** The create call's `prices`: the chosen items only. */
export function salePrices(tariffs: readonly LeisureDayTariffView[], counts: Counts) {
  return tariffs.flatMap((t) =>
    t.price_list
      .filter((p) => countOf(counts, p.id) > 0)
      .map((p) => ({ price: p.id, quantity: countOf(counts, p.id) })),
  );
}

/**
 * One step of a counter: never below zero, and '+' only while the tariff has places left for it. A
 * refused step leaves the counts as they are.
 */
export function stepCount(tariff: LeisureDayTariffView, counts: Counts, priceId: number, delta: 1 | -1) {
  const state = tariffCounter(tariff, counts);
  const index = tariff.price_list.findIndex((p) => p.id === priceId);
  if (index < 0) return counts;
  if (delta > 0 && state.plusDisabled) return counts;
  if (delta < 0 && state.minusDisabled[index]) return counts;
  return { ...counts, [priceId]: countOf(counts, priceId) + delta };
}
