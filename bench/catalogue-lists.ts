/**
 * Catalogue lists at 10,000 rows, on PostgreSQL: services, sales channels and clients, each with
 * 10,000 rows in one company, asked the way the administration screens ask them — the first page, a
 * page deep in the list, and a search — over HTTP. Target (issue 11): p95 ≤ 20 ms. Prints a table and
 * writes bench/results/catalogue-lists.json.   node --import tsx bench/catalogue-lists.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startLargeWorld } from './large-world.ts';
import { ms, pct } from './stats.ts';

const ROWS = 10_000;
const SAMPLES = 200;
const TARGET_P95_MS = 20;

// A small calendar (20 rooms): the lists are what is measured here.
const world = await startLargeWorld({ rooms: 20, categories: 2 });
const { db, companyId, base, headers } = world;

await db.execute(sql`
  insert into services (company_id, name, price, service_type)
  select ${companyId}, (array['Баня', 'Трансфер', 'Прокат лыж', 'Конная прогулка', 'Массаж'])[1 + g % 5] || ' №' || g,
         1000 + g % 50 * 500, case when g % 2 = 0 then 'once' else 'day' end
  from generate_series(1, ${ROWS}) g`);
await db.execute(sql`
  insert into sales_channels (company_id, name, kind, commission_percent, contact_person, phone)
  select ${companyId}, 'Агентство ' || g, (array['ota', 'tour_operator', 'corporate'])[1 + g % 3], g % 20,
         'Менеджер ' || g, '+7701' || lpad(g::text, 7, '0')
  from generate_series(1, ${ROWS}) g`);
await db.execute(sql`
  insert into clients (company_id, last_name, first_name, phone_number)
  select ${companyId}, (array['Серикова', 'Ахметов', 'Жумабаева', 'Иванов', 'Нурланов', 'Ким'])[1 + g % 6],
         (array['Айгуль', 'Ерлан', 'Динара', 'Сергей', 'Асель'])[1 + g % 5], '+7702' || lpad(g::text, 7, '0')
  from generate_series(1, ${ROWS}) g`);
await db.execute(sql`analyze`);

const lists = [
  { name: 'services', path: '/api/v2/service-discount/services/', search: 'Баня №42' },
  { name: 'sales channels', path: '/api/v2/sales-channels/', search: 'Менеджер 77' },
  { name: 'clients', path: '/api/v2/client/client-list/', search: 'Серикова' },
];
const asks = [
  { name: 'first page (50)', query: 'page[number]=1&page[size]=50' },
  { name: 'page 150 (50)', query: 'page[number]=150&page[size]=50' },
  { name: 'search', query: '' },
];

const rows: { list: string; ask: string; p50_ms: number; p95_ms: number; count: number; ok: boolean }[] = [];
try {
  for (const list of lists) {
    for (const ask of asks) {
      const query =
        ask.name === 'search'
          ? `page[number]=1&page[size]=50&search=${encodeURIComponent(list.search)}`
          : ask.query;
      const url = `${base}${list.path}?${query}`;
      let count = 0;
      for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer(); // warm up
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        const body = (await res.json()) as { count: number };
        times.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
        count = body.count;
      }
      const p95 = pct(times, 95);
      rows.push({
        list: list.name,
        ask: ask.name,
        p50_ms: ms(pct(times, 50)),
        p95_ms: ms(p95),
        count,
        ok: p95 <= TARGET_P95_MS,
      });
    }
  }
} finally {
  await world.close();
}

console.log(
  `\nCatalogue lists, ${ROWS} rows each, PostgreSQL, ${SAMPLES} requests per line (target p95 ≤ ${TARGET_P95_MS} ms)\n`,
);
console.log('| list | ask | p50 ms | p95 ms | rows found | within target |');
console.log('|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.list} | ${r.ask} | ${r.p50_ms} | ${r.p95_ms} | ${r.count} | ${r.ok ? 'yes' : 'NO'} |`);
const out = path.join(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'catalogue-lists.json'),
  JSON.stringify(
    { machine: `${cpus().length} × ${cpus()[0]?.model}`, rows: ROWS, samples: SAMPLES, results: rows },
    null,
    2,
  ),
);
