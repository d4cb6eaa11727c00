import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../api/queryKeys.ts';

/** Whether `key` is a live price (a booking's or a group's, of any unsaved state) of one of `ids`. */
export function isLivePriceOf(key: QueryKey, ids: readonly number[]): boolean {
  const kinds: unknown[] = [queryKeys.editor.price(0, '')[0], queryKeys.editor.groupPrice(0, '')[0]];
  return kinds.includes(key[0]) && ids.includes(Number(key[1]));
}

/**
 * Waits until no live price of these bookings is on its way (answered or refused, either way).
 *
 * Why: a price asked just before the editor closed (its 300 ms debounce ran out as staff confirmed
 * 'Закрыть без сохранения') is still in flight when the drafts are deleted. The server then prices a
 * group whose rooms are going (400 'Бронь не входит в эту группу') or gone (404), and the browser logs
 * that refusal as a console error, although the editor that asked is long closed. The api client has
 * no abort signal, so the request cannot be called back: the deletes wait for its answer instead.
 */
export async function settleLivePrices(queryClient: QueryClient, ids: readonly number[]): Promise<void> {
  const inFlight = queryClient
    .getQueryCache()
    .findAll({ fetchStatus: 'fetching', predicate: (q) => isLivePriceOf(q.queryKey, ids) });
  await Promise.allSettled(inFlight.map((q) => q.promise));
}

/** Deletes drafts one after another in the given order, once no live price of theirs is on its way. */
export async function deleteDrafts(
  queryClient: QueryClient,
  ids: readonly number[],
  remove: (id: number) => Promise<unknown>,
): Promise<void> {
  await settleLivePrices(queryClient, ids);
  for (const id of ids) await remove(id);
}

/**
 * Whether the server holds every room a group's unsaved state lists (`payload`, its price JSON) in the
 * group as last fetched (`rooms`). A room deleted a moment ago may still sit in the form until the
 * editor drops it; priced then, it is refused (400) for a price nobody asked for.
 */
export function pricedRoomsHeld(payload: string, rooms: readonly { id: number }[]): boolean {
  const listed = (JSON.parse(payload) as { child_list?: { id: number }[] }).child_list ?? [];
  return listed.every((c) => rooms.some((r) => r.id === Number(c.id)));
}
