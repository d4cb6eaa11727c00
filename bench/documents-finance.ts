/**
 * The payment documents over HTTP, on PostgreSQL: the invoice (xlsx) and a payment's cash order (КО-1
 * PDF, the call answering its link), each first issued — read the booking, number it, render, store —
 * and printed again unchanged (the register hands back the stored document). The bookings are made by
 * the editor's own calls: two nights with breakfast for two, parking and a 10 % discount, and a payment.
 * Target (issue 12): the invoice's p95 ≤ 100 ms. Prints a table and writes
 * bench/results/documents-finance.json.   node --import tsx bench/documents-finance.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { discounts, paymentTypes, services } from '../apps/server/src/db/schema.ts';
import { buildFoodTariff } from '../apps/server/src/test/factories.ts';
import { startLargeWorld } from './large-world.ts';
import { ms, pct } from './stats.ts';

const BOOKINGS = 150;
const WARM_UP = 10;
const TARGET_P95_MS = 100;

// A small property: the documents are what is measured here.
const world = await startLargeWorld({ rooms: 20, categories: 2 });
const { db, companyId, base, headers } = world;
const json = { ...headers, 'content-type': 'application/json' };
const call = async (method: string, url: string, body?: unknown) => {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? headers : json,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
};
const week = (v: number) => ({ mon: v, tue: v, wed: v, thu: v, fri: v + 4000, sat: v + 4000, san: v });

const rows: { document: string; p50_ms: number; p95_ms: number; samples: number; ok: boolean | null }[] = [];
try {
  await call('PATCH', '/api/v2/companies/info/', {
    requisites: {
      legal_name: 'ТОО «Бенч Резорт»',
      bin: '940140000385',
      bank: 'АО «Народный Банк Казахстана»',
      iik: 'KZ86125KZT5004100100',
      bik: 'HSBKKZKX',
      kbe: '17',
      director: 'Ахметов Ерлан Серикович',
      accountant: 'Садыкова Айгуль Маратовна',
    },
  });
  const category = (await (
    await call('POST', '/api/v2/categories/', {
      name: 'Бенч',
      category_type: 'room',
      place_number: 2,
      rates: { price_type: 'week', rows: { base: week(20_000) } },
    })
  ).json()) as { id: number };
  const room = (await (
    await call('POST', '/api/v2/categories/rooms/', { name: 'Б-1', category: category.id })
  ).json()) as { id: number };
  const [cash] = await db.insert(paymentTypes).values({ companyId, name: 'Наличные (бенч)' }).returning();
  const [parking] = await db
    .insert(services)
    .values({ companyId, name: 'Парковка (бенч)', price: '2000.00', serviceType: 'day' })
    .returning();
  const [regular] = await db
    .insert(discounts)
    .values({ companyId, name: 'Постоянный гость (бенч)', discountKind: 'percent', value: '10' })
    .returning();
  const breakfast = await buildFoodTariff(db, companyId, () => 4_000, { name: 'Завтрак (бенч)' });

  // One room, stays two nights long one after another from 2030 on, so none overlaps the generated ones.
  const bookings: { id: number; payment: number }[] = [];
  for (let i = 0; i < BOOKINGS + WARM_UP; i++) {
    const from = new Date(Date.UTC(2030, 0, 1 + 3 * i)).toISOString().slice(0, 10);
    const to = new Date(Date.UTC(2030, 0, 3 + 3 * i)).toISOString().slice(0, 10);
    const checkIn = Date.parse(`${from}T09:00:00Z`) / 1000;
    const checkOut = Date.parse(`${to}T07:00:00Z`) / 1000;
    const draft = (await (
      await call('POST', '/api/booking/', { room: room.id, check_in: checkIn, check_out: checkOut })
    ).json()) as { id: number };
    const body = {
      check_in: `${from} 14:00`,
      check_out: `${to} 12:00`,
      room: room.id,
      clients: [{ first_name: 'Айгуль', last_name: `Серикова ${i}`, phone_number: '+7 701 111 22 33' }],
      service_list: [{ service: parking!.id, quantity: 1 }],
      discount_list: [{ discount: regular!.id, quantity: 1 }],
    };
    const loaded = (await (await call('GET', `/api/v2/booking/${draft.id}/`)).json()) as { version: number };
    const saved = (await (
      await call('PUT', `/api/v2/booking/${draft.id}/`, { ...body, version: loaded.version })
    ).json()) as { version: number };
    await call('PUT', `/api/v2/booking/${draft.id}/`, {
      ...body,
      version: saved.version,
      food_list: [
        {
          tariff: breakfast,
          adult_count: 2,
          child_count: 0,
          start_date: from,
          end_date: to,
          is_advance: true,
        },
      ],
    });
    const payment = (await (
      await call('POST', '/api/v2/booking/payments/', {
        booking: draft.id,
        value: 15_000,
        payment_method: cash!.id,
        comment: 'Предоплата',
      })
    ).json()) as { id: number };
    bookings.push({ id: draft.id, payment: payment.id });
  }

  const measure = async (
    document: string,
    url: (b: (typeof bookings)[number]) => string,
    target: boolean,
  ) => {
    for (const b of bookings.slice(0, WARM_UP)) await (await call('GET', url(b))).arrayBuffer();
    const times: number[] = [];
    for (const b of bookings.slice(WARM_UP)) {
      const t0 = performance.now();
      await (await call('GET', url(b))).arrayBuffer();
      times.push(performance.now() - t0);
    }
    const p95 = pct(times, 95);
    rows.push({
      document,
      p50_ms: ms(pct(times, 50)),
      p95_ms: ms(p95),
      samples: times.length,
      ok: target ? p95 <= TARGET_P95_MS : null,
    });
  };
  const invoice = (b: { id: number }) => `/api/v2/booking/invoice/${b.id}/`;
  const cashOrder = (b: { payment: number }) => `/api/v2/booking/parishioner/${b.payment}/`;
  await measure('invoice xlsx, issued', invoice, true);
  await measure('invoice xlsx, printed again', invoice, true);
  await measure('КО-1 PDF, issued', cashOrder, false);
  await measure('КО-1 PDF, printed again', cashOrder, false);
} finally {
  await world.close();
}

console.log(
  `\nPayment documents, PostgreSQL, ${BOOKINGS} bookings, one request each (target: invoice p95 ≤ ${TARGET_P95_MS} ms)\n`,
);
console.log('| document | p50 ms | p95 ms | samples | within target |');
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.document} | ${r.p50_ms} | ${r.p95_ms} | ${r.samples} | ${r.ok === null ? '—' : r.ok ? 'yes' : 'NO'} |`,
  );
const out = path.join(import.meta.dirname, 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  path.join(out, 'documents-finance.json'),
  JSON.stringify(
    { machine: `${cpus().length} × ${cpus()[0]?.model}`, bookings: BOOKINGS, results: rows },
    null,
    2,
  ),
);
