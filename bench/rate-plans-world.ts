/**
 * The large property (25 categories) with the rate benches' three plans: 'Стандарт' (the base), 'Невозвратный'
 * at −10 % and 'С завтраком' at +3 000 ₸, made through the API as a manager would. Returns a POST helper
 * that fails on a refusal, the base plan's id and the active categories' ids.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { startLargeWorld } from './large-world.ts';

export async function startRatePlansWorld() {
  // Rooms do not matter to the grid or the quotes' prices; the categories do (the large property's 25).
  const world = await startLargeWorld({ rooms: 100, categories: 25 });
  const { db, companyId, base, headers } = world;
  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  try {
    const plans = (await (await fetch(`${base}/api/v2/rate-plans/`, { headers })).json()) as { id: number }[];
    const standard = plans[0]!.id;
    for (const [name, kind, value] of [
      ['Невозвратный', 'percent', '-10'],
      ['С завтраком', 'amount', '3000'],
    ])
      await post('/api/v2/rate-plans/', {
        name,
        parent: standard,
        adjustment_kind: kind,
        adjustment_value: value,
      });
    const categories = (
      await queryRows<{ id: number }>(
        db,
        sql`select id from categories where company_id = ${companyId} and is_active order by id`,
      )
    ).map((c) => c.id);
    return { world, post, standard, categories };
  } catch (err) {
    await world.close();
    throw err;
  }
}
