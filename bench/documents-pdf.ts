/**
 * Rendering the booking documents (issue 12): the confirmation PDF of a demo booking with a logo, p50
 * and p95 over 200 renders after 20 warm-up ones (target p95 ≤ 150 ms), and the meal coupons of a
 * 14-night stay of 4 guests on full board — 168 coupons — median of 10 renders (target ≤ 1 s).
 *   node --import tsx bench/documents-pdf.ts
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { confirmationData, renderConfirmation } from '../apps/server/src/render/confirmation-pdf.ts';
import { couponsData, renderCoupons } from '../apps/server/src/render/coupons-pdf.ts';
import { sampleCompany, sampleMoney, sampleSingle } from '../apps/server/src/render/pdf/samples.ts';
import { ms, pct } from './stats.ts';

const WARM_UP = 20;
const SAMPLES = 200;
const COUPON_RUNS = 10;
const issue = { number: 1, issuedOn: '23.11.2026' };
const logo = await sharp({ create: { width: 600, height: 240, channels: 3, background: '#1c5d99' } })
  .png()
  .toBuffer();

async function timed(fn: () => Promise<unknown>) {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

// The confirmation: the booking view mapped and printed, as the service does on each new document.
const single = sampleSingle();
const confirmation = () =>
  renderConfirmation(
    confirmationData({
      booking: single,
      money: sampleMoney(single),
      company: sampleCompany,
      timeZone: 'Asia/Almaty',
    }),
    issue,
    logo,
  );
for (let i = 0; i < WARM_UP; i++) await confirmation();
const times: number[] = [];
for (let i = 0; i < SAMPLES; i++) times.push(await timed(confirmation));

// The coupons: 12 → 26 December, four adults, three meals a day.
const stay = sampleSingle(14);
stay.food_list = [
  {
    ...stay.food_list[0]!,
    tariff_name: 'Полный пансион',
    food_type: 'all',
    adult_count: 4,
    child_count: 0,
    has_breakfast_check_in: false,
  },
];
const data = couponsData({ booking: stay, company: sampleCompany });
if (data.coupons.length !== 168) throw new Error(`expected 168 coupons, got ${data.coupons.length}`);
const coupons = () => renderCoupons(data, issue, logo);
await coupons();
const couponTimes: number[] = [];
let bytes = 0;
for (let i = 0; i < COUPON_RUNS; i++) {
  couponTimes.push(
    await timed(async () => {
      bytes = (await coupons()).length;
    }),
  );
}

console.log(`${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);
console.log(
  `confirmation PDF: p50 ${ms(pct(times, 50))} ms, p95 ${ms(pct(times, 95))} ms over ${SAMPLES} renders` +
    ` (target p95 ≤ 150 ms: ${pct(times, 95) <= 150 ? 'met' : 'MISSED'})`,
);
console.log(
  `coupons, 168 on ${Math.ceil(168 / 10)} pages: median ${ms(pct(couponTimes, 50))} ms, worst ${ms(Math.max(...couponTimes))} ms` +
    `, ${Math.round(bytes / 1024)} kB (target ≤ 1000 ms: ${Math.max(...couponTimes) <= 1000 ? 'met' : 'MISSED'})`,
);
