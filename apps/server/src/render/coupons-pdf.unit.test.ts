/**
 * The coupons' renderer alone: the coupons a demo booking's meal plans give (counted by hand), ten to a
 * page, each with a serial that validates, the logo embedded once however many coupons print it, and a
 * long property name cut rather than spilling into the next coupon.
 */
import { isValidCouponSerial } from '@pms/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfImages, pdfPages, pdfText } from '../test/pdf-text.ts';
import { COUPONS_PER_PAGE, couponsData, renderCoupons } from './coupons-pdf.ts';
import { sampleCompany, sampleGroup, sampleSingle } from './pdf/samples.ts';

const issue = { number: 17, issuedOn: '23.11.2026' };
const serialsOf = (text: string) => [...text.matchAll(/№ (\d+-\d{3,}-\d)/g)].map((m) => m[1]!);

describe('couponsData', () => {
  it('gives one coupon per meal, person and day, with breakfast on arrival', () => {
    const d = couponsData({ booking: sampleSingle(), company: sampleCompany });
    // Breakfast 12–15 December (on arrival) for 2 adults and a child; supper 12–14 December for 2.
    expect(d.coupons).toHaveLength(4 * 3 + 3 * 2);
    // The coupons are shared out among the guests in their order (issue 29, item 6): the second adult's
    // name the second guest, the child (no third guest listed) names nobody.
    expect(d.coupons.slice(0, 5)).toEqual([
      { date: '12.12.2026', meal: 'Завтрак', person: 'Взрослый, 1 из 2', guest: 'Серикова Айгуль' },
      { date: '12.12.2026', meal: 'Завтрак', person: 'Взрослый, 2 из 2', guest: 'Сериков Ерлан' },
      { date: '12.12.2026', meal: 'Завтрак', person: 'Детский, 1 из 1', guest: '' },
      { date: '12.12.2026', meal: 'Ужин', person: 'Взрослый, 1 из 2', guest: 'Серикова Айгуль' },
      { date: '12.12.2026', meal: 'Ужин', person: 'Взрослый, 2 из 2', guest: 'Сериков Ерлан' },
    ]);
    expect(d).toMatchObject({ room: '204', guest: 'Серикова Айгуль', company: 'Курорт «Алтын Булак»' });
  });

  it("gives a group's full board by each meal's own days, naming all its rooms", () => {
    const { group } = sampleGroup();
    const d = couponsData({ booking: group, company: sampleCompany });
    // 20 → 23 December for 4 adults: breakfasts 21–23, lunches 20–22, suppers 20–23 (on departure).
    expect(d.coupons).toHaveLength((3 + 3 + 4) * 4);
    expect(d.room).toBe('204, 305');
  });
});

describe('renderCoupons', () => {
  it('prints ten to a page, every serial valid and distinct', async () => {
    const d = couponsData({ booking: sampleSingle(), company: sampleCompany });
    const pdf = await renderCoupons(d, issue, null);
    expect(await pdfPages(pdf)).toBe(Math.ceil(d.coupons.length / COUPONS_PER_PAGE));
    const text = await pdfText(pdf);
    const serials = serialsOf(text);
    expect(serials).toHaveLength(d.coupons.length);
    expect(new Set(serials).size).toBe(serials.length);
    expect(serials.every(isValidCouponSerial)).toBe(true);
    expect(serials[0]).toBe('17-001-9');
    expect(text).toContain('Бронь № 42 · Номер 204');
    expect(text).toContain('Гость: Сериков Ерлан');
    expect(text).toContain('Талоны № 17 от 23.11.2026');
  });

  it('embeds the logo once for all the coupons', async () => {
    const logo = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#1c5d99' } })
      .png()
      .toBuffer();
    const d = couponsData({ booking: sampleSingle(), company: sampleCompany });
    expect(await pdfImages(await renderCoupons(d, issue, logo))).toEqual({
      drawn: d.coupons.length,
      embedded: 1,
    });
  });

  it('cuts a long property name with an ellipsis inside its coupon', async () => {
    const company = {
      ...sampleCompany,
      name: 'Санаторно-курортный комплекс «Жемчужина Иссык-Куля и Алатау» имени Абая',
    };
    const d = couponsData({ booking: sampleSingle(1, { adults: 1, children: 0 }), company });
    const text = await pdfText(await renderCoupons(d, issue, null));
    expect(text).toContain('Санаторно-курортный комплекс');
    expect(text).toContain('…');
    expect(text).not.toContain('имени Абая');
  });
});
