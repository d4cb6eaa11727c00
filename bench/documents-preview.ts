/**
 * Looks at the documents: renders the confirmation (single and group) and the meal coupons from demo-like
 * bookings (apps/server/src/render/pdf/samples.ts) with a drawn logo, and a shift's cash report, and
 * writes the first page of each as a PNG to a temporary folder with poppler's pdftoppm, to look at a
 * renderer's change without a database. Not run by tests. The pictures in docs/documents/ are the real
 * documents issued through the API: `npm run docs:documents` (scripts/render-documents.ts).
 *   node --import tsx bench/documents-preview.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatTenge } from '@pms/domain';
import sharp from 'sharp';
import { renderCashReport } from '../apps/server/src/render/cash-report-pdf.ts';
import { confirmationData, renderConfirmation } from '../apps/server/src/render/confirmation-pdf.ts';
import { couponsData, renderCoupons } from '../apps/server/src/render/coupons-pdf.ts';
import { printedCompany } from '../apps/server/src/render/pdf/company.ts';
import {
  sampleCompany,
  sampleGroup,
  sampleMoney,
  sampleSingle,
} from '../apps/server/src/render/pdf/samples.ts';

const work = mkdtempSync(path.join(tmpdir(), 'documents-preview-'));
const out = path.join(work, 'png');
// --keep leaves the PDFs in the temporary folder, to open them whole.
const keep = process.argv.includes('--keep');
mkdirSync(out, { recursive: true });

const logo = await sharp(
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120">
    <rect width="240" height="120" rx="16" fill="#1c5d99"/>
    <path d="M20 100 L80 30 L120 75 L150 45 L220 100 Z" fill="#f5c542"/>
    <text x="120" y="112" font-family="DejaVu Sans" font-size="16" fill="#fff" text-anchor="middle">ALTYN BULAK</text>
  </svg>`),
)
  .png()
  .toBuffer();

const issue = { number: 17, issuedOn: '23.11.2026' };
const single = sampleSingle();
const { group, roomGuests } = sampleGroup();
const documents: [string, Buffer][] = [
  [
    'confirmation-single',
    await renderConfirmation(
      confirmationData({
        booking: single,
        money: sampleMoney(single),
        company: sampleCompany,
        timeZone: 'Asia/Almaty',
      }),
      issue,
      logo,
    ),
  ],
  [
    'confirmation-group',
    await renderConfirmation(
      confirmationData({
        booking: group,
        money: sampleMoney(group),
        roomGuests,
        company: sampleCompany,
        timeZone: 'Asia/Almaty',
      }),
      issue,
      logo,
    ),
  ],
  ['coupons', await renderCoupons(couponsData({ booking: single, company: sampleCompany }), issue, logo)],
  ['cash-report', await cashReport()],
];

/** A day shift's cash report: the payment types and employees whose words the columns must fit. */
function cashReport() {
  const operations: [string, string, string, string, 'Платеж' | 'Возврат', number, string][] = [
    ['08:12', 'Бронь №1042', 'Серикова Айгуль', 'Наличные', 'Платеж', 60000, 'Ибраева Динара'],
    ['09:40', 'Бронь №1043', 'Ким Александр', 'Kaspi QR', 'Платеж', 45000, 'Ибраева Динара'],
    [
      '11:05',
      'Бронь №1038',
      'ТОО «Нурлы Жол»',
      'Безналичный расчёт',
      'Платеж',
      180000,
      'Системы Администратор',
    ],
    ['13:30', 'Бронь №1042', 'Серикова Айгуль', 'Наличные', 'Возврат', 5000, 'Ибраева Динара'],
    [
      '16:55',
      'Бронь №1047',
      'Жумабаев Ерболат',
      'Банковская карта',
      'Платеж',
      32000,
      'Системы Администратор',
    ],
  ];
  const money = (v: number, kind: string) => (kind === 'Возврат' ? `− ${formatTenge(v)}` : formatTenge(v));
  return renderCashReport(
    {
      company: printedCompany(sampleCompany),
      period: '30.11.2026 08:00 — 30.11.2026 20:00',
      timeZone: 'Asia/Almaty',
      cashier: 'Ибраева Динара',
      types: [
        ['Наличные', '2', formatTenge(60000), `− ${formatTenge(5000)}`, formatTenge(55000)],
        ['Kaspi QR', '1', formatTenge(45000), formatTenge(0), formatTenge(45000)],
        ['Безналичный расчёт', '1', formatTenge(180000), formatTenge(0), formatTenge(180000)],
        ['Банковская карта', '1', formatTenge(32000), formatTenge(0), formatTenge(32000)],
      ],
      employees: [
        ['Ибраева Динара', '3', formatTenge(105000), `− ${formatTenge(5000)}`, formatTenge(100000)],
        ['Системы Администратор', '2', formatTenge(212000), formatTenge(0), formatTenge(212000)],
      ],
      totals: {
        count: '5',
        payments: formatTenge(317000),
        returns: `− ${formatTenge(5000)}`,
        net: formatTenge(312000),
      },
      rows: operations.map(([time, basis, guest, method, kind, value, employee]) => [
        `30.11.2026 ${time}`,
        basis,
        guest,
        method,
        kind,
        money(value, kind),
        employee,
      ]),
    },
    { number: 4, issuedAt: '30.11.2026 20:05' },
  );
}
for (const [name, pdf] of documents) {
  const file = path.join(work, `${name}.pdf`);
  writeFileSync(file, pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    '1',
    '-singlefile',
    file,
    path.join(out, name),
  ]);
  console.log(
    `${name}: ${Math.round(pdf.length / 1024)} kB → ${path.join(out, `${name}.png`)}${keep ? ` (${file})` : ''}`,
  );
}
// The pictures stay; the PDFs only with --keep.
if (!keep) for (const [name] of documents) rmSync(path.join(work, `${name}.pdf`), { force: true });
