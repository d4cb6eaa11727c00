/**
 * Looks at the booking documents: renders the confirmation (single and group) and the meal coupons from
 * demo-like bookings (apps/server/src/render/pdf/samples.ts) with a drawn logo, and writes the first
 * page of each as a PNG to docs/documents/ with poppler's pdftoppm. Not run by tests.
 *   node --import tsx bench/documents-preview.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { confirmationData, renderConfirmation } from '../apps/server/src/render/confirmation-pdf.ts';
import { couponsData, renderCoupons } from '../apps/server/src/render/coupons-pdf.ts';
import {
  sampleCompany,
  sampleGroup,
  sampleMoney,
  sampleSingle,
} from '../apps/server/src/render/pdf/samples.ts';

const out = path.resolve(import.meta.dirname, '../docs/documents');
const work = mkdtempSync(path.join(tmpdir(), 'documents-preview-'));
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
];
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
    `${name}: ${Math.round(pdf.length / 1024)} kB → docs/documents/${name}.png${keep ? ` (${file})` : ''}`,
  );
}
if (!keep) rmSync(work, { recursive: true, force: true });
