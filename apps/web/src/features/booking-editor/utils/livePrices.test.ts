import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../api/queryKeys.ts';
import { deleteDrafts, isLivePriceOf, pricedRoomsHeld } from './livePrices.ts';

/** A promise settled from outside, as the server's answer to a request on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('isLivePriceOf', () => {
  it('names the live prices, single and group, of the given bookings only', () => {
    expect(isLivePriceOf(queryKeys.editor.groupPrice(5, '{}'), [7, 5])).toBe(true);
    expect(isLivePriceOf(queryKeys.editor.price(7, '{}'), [7, 5])).toBe(true);
    expect(isLivePriceOf(queryKeys.editor.groupPrice(6, '{}'), [7, 5])).toBe(false);
    expect(isLivePriceOf(queryKeys.editor.group(5), [5])).toBe(false);
    expect(isLivePriceOf(queryKeys.editor.booking(5), [5])).toBe(false);
  });
});

describe('deleteDrafts', () => {
  it('deletes only once the group’s live price on its way has been answered', async () => {
    const client = new QueryClient();
    const answer = deferred<string>();
    const log: string[] = [];
    const asked = client.fetchQuery({
      queryKey: queryKeys.editor.groupPrice(5, '{"child_list":[{"id":5},{"id":7}]}'),
      queryFn: () => answer.promise.finally(() => log.push('price answered')),
    });
    asked.catch(() => undefined);
    const done = deleteDrafts(client, [7, 5], async (id) => {
      log.push(`delete ${id}`);
    });
    await tick();
    expect(log).toEqual([]);
    // The server refuses it (the rooms are going): the deletes still go, after it.
    answer.reject(new Error('Бронь не входит в эту группу'));
    await done;
    expect(log).toEqual(['price answered', 'delete 7', 'delete 5']);
  });

  it('does not wait for another booking’s price', async () => {
    const client = new QueryClient();
    void client.fetchQuery({
      queryKey: queryKeys.editor.groupPrice(9, '{}'),
      queryFn: () => new Promise(() => {}),
    });
    const deleted: number[] = [];
    await deleteDrafts(client, [7, 5], async (id) => {
      deleted.push(id);
    });
    expect(deleted).toEqual([7, 5]);
  });
});

describe('pricedRoomsHeld', () => {
  const rooms = [{ id: 5 }, { id: 7 }];
  it('prices a state whose rooms are all the group’s', () => {
    expect(pricedRoomsHeld(JSON.stringify({ child_list: [{ id: 5 }, { id: 7 }] }), rooms)).toBe(true);
    expect(pricedRoomsHeld(JSON.stringify({ child_list: [{ id: 5 }] }), rooms)).toBe(true);
  });
  it('does not price a room the server no longer holds in the group', () => {
    expect(pricedRoomsHeld(JSON.stringify({ child_list: [{ id: 5 }, { id: 8 }] }), rooms)).toBe(false);
    expect(pricedRoomsHeld(JSON.stringify({ child_list: [{ id: 5 }] }), [])).toBe(false);
  });
});
