import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition } from './download.ts';

describe('asciiFileName', () => {
  it.each([
    ['Загрузка 2026-12-01.xlsx', 'Zagruzka 2026-12-01.xlsx'],
    ['Загрузка 2026-12-01 — 2026-12-07.xlsx', 'Zagruzka 2026-12-01 - 2026-12-07.xlsx'],
    [
      'Кассовый отчёт 2026-11-28 00.00 — 2026-11-28 12.30.xlsx',
      'Kassovyy otchet 2026-11-28 00.00 - 2026-11-28 12.30.xlsx',
    ],
    ['Счет на оплату №12.xlsx', 'Schet na oplatu No12.xlsx'],
    ['Прогноз заездов 2026-12-01 — 2026-12-14.xlsx', 'Prognoz zaezdov 2026-12-01 - 2026-12-14.xlsx'],
    ['Брони.xlsx', 'Broni.xlsx'],
    ['Журнал действий.xlsx', 'Zhurnal deystviy.xlsx'],
    ['ЩЁЧЬЯ.pdf', 'ShchEChYa.pdf'],
    ['Қазақстан Әуе Ұшу Өңір Үй Һ І.pdf', 'Kazakstan Aue Ushu Onir Uy H I.pdf'],
    ['«Бурабай» подтверждение.pdf', 'Burabay podtverzhdenie.pdf'],
    ['report.xlsx', 'report.xlsx'],
    ['a"b\\c;d/e.xlsx', 'a_b_c_d_e.xlsx'],
    ['日本.pdf', '__.pdf'],
  ])('%s → %s', (name, ascii) => {
    expect(asciiFileName(name)).toBe(ascii);
  });
});

describe('contentDisposition', () => {
  it('gives the Latin name beside the UTF-8 one', () => {
    expect(contentDisposition('attachment', 'Брони.xlsx')).toBe(
      `attachment; filename="Broni.xlsx"; filename*=UTF-8''${encodeURIComponent('Брони.xlsx')}`,
    );
  });
});
