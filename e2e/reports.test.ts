/**
 * 'Отчёты' against a really started server with demo data: the manager opens the screen from the
 * navigation, sees the occupancy chart drawn from the period's days, saves the xlsx and finds the same
 * figures in it as on screen, picks another period with a preset (the address keeps it), prints the
 * cash report's PDF; a shared link opens its report, Chrome on an iPhone is sent to Safari for the file,
 * the kitchen picks the forecast's days, and a refused period reads in Russian.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tenge, useJourneys } from './journeys.ts';

const app = useJourneys();
const docsScreens = path.resolve(import.meta.dirname, '..', 'docs', 'screens');

/** Text as the screen shows it, its no-break spaces made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
/** A count or a percentage as the screen writes them: 1495 → '1 495', 57.5 → '57,5 %'. */
const count = (n: number) => plain(new Intl.NumberFormat('ru-RU').format(n));
const percent = (n: number) =>
  `${new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n)} %`;
/** A date cell of the xlsx (exceljs reads it as UTC midnight) as 'DD.MM.YYYY'. */
const ruDay = (cell: ExcelJS.CellValue) => {
  const iso = (cell as Date).toISOString().slice(0, 10);
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
};

describe('reports', () => {
  it('shows occupancy as a chart and a table that the xlsx repeats, and prints the cash report', async () => {
    const { context, page, errors } = await app.logIn();
    await page.setViewportSize({ width: 1366, height: 1000 });
    await page.getByRole('navigation').getByRole('link', { name: 'Отчёты' }).click();
    await page.getByRole('heading', { name: 'Отчёты', level: 1 }).waitFor();
    // The default period (this month) is pinned into the address at once, so the link can be shared.
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('occupancy');
    const url = new URL(page.url());
    const [start, end] = [url.searchParams.get('start')!, url.searchParams.get('end')!];
    expect(start).toMatch(/^\d{4}-\d{2}-01$/);

    // The chart: recharts' svg with the area drawn and one dot per day of the table.
    const chart = page.getByTestId('occupancy-chart');
    const days = page.getByTestId('occupancy-days').locator('tbody tr');
    await chart.locator('svg.recharts-surface').first().waitFor();
    await expect.poll(() => days.count()).toBeGreaterThanOrEqual(28);
    const dayCount = await days.count();
    expect(await chart.locator('.recharts-area-area').first().getAttribute('d')).toMatch(/^M[\d.,\sLC-]+/);
    await expect.poll(() => chart.locator('.recharts-area-dot').count()).toBe(dayCount);
    const occupancyStat = plain(await page.getByTestId('stat-occupancy').textContent());
    expect(occupancyStat).toMatch(/^Загрузка\d+,\d %$/);

    // The README's screenshot: the occupancy tab at 1366 px, without the toasts.
    mkdirSync(docsScreens, { recursive: true });
    await page.screenshot({ path: path.join(docsScreens, 'reports.png') });

    // 'Скачать EXCEL': the xlsx holds the period's days with the same figures as the table on screen.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать EXCEL' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Загрузка ${start} — ${end}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await file.path())!);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'По дням',
      'По категориям',
      'Категории по дням',
    ]);
    const sheet = book.getWorksheet('По дням')!;
    const headers = (sheet.getRow(3).values as ExcelJS.CellValue[]).slice(1);
    expect(headers).toEqual([
      'Дата',
      'В продаже',
      'Продано',
      'Ремонт',
      'Загрузка, %',
      'Выручка за проживание',
      'ADR',
      'RevPAR',
    ]);
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row, index) => {
      if (index > 3 && row.getCell(1).value instanceof Date)
        rows.push((row.values as ExcelJS.CellValue[]).slice(1));
    });
    expect(rows).toHaveLength(dayCount);
    // The busiest day, so the comparison is of real figures, not zeros.
    const busiest = rows.reduce((best, row) => ((row[2] as number) > (best[2] as number) ? row : best));
    expect(busiest[2] as number).toBeGreaterThan(0);
    const [date, available, sold, repair, occupancy, revenue, adr, revpar] = busiest;
    const onScreen = days.filter({ hasText: ruDay(date) });
    const cells = (await onScreen.locator('td').allTextContents()).map(plain);
    expect(cells).toEqual([
      cells[0],
      count(available as number),
      count(repair as number),
      count(sold as number),
      percent(occupancy as number),
      plain(tenge(revenue as number)),
      plain(tenge(adr as number)),
      plain(tenge(revpar as number)),
    ]);
    expect(cells[0]).toContain(ruDay(date));

    // A preset changes the period, and the address with it.
    await page.getByTestId('report-period').click();
    await page.getByRole('button', { name: 'Прошлый месяц' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('start')).not.toBe(start);
    const lastMonth = new URL(page.url()).searchParams;
    expect(lastMonth.get('start')).toMatch(/^\d{4}-\d{2}-01$/);
    await expect
      .poll(async () => plain(await days.first().locator('td').first().textContent()))
      .toContain(
        `${lastMonth.get('start')!.slice(8, 10)}.${lastMonth.get('start')!.slice(5, 7)}.${lastMonth.get('start')!.slice(0, 4)}`,
      );

    // 'Кассовый отчёт': today's payments by type, and its PDF from the documents register.
    await page.getByRole('tab', { name: 'Кассовый отчёт' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('cash');
    await page.getByTestId('cash-types').or(page.getByText('Платежей нет')).first().waitFor();
    const answer = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v2/reports/cash/document/' && r.ok(),
    );
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Печать PDF' }).click();
    const link = ((await (await answer).json()) as { document: string }).document;
    await (await opened).close();
    const pdf = await context.request.get(link);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a shared link on its tab and period, says where an iPhone can download, and why a period is refused', async () => {
    const { context, page } = await app.signedIn();
    await page.goto(`${app.url}/reports?tab=revenue&start=2026-03-01&end=2026-03-31`);
    await page.getByRole('tab', { name: 'Выручка', selected: true }).waitFor();
    await page.getByTestId('revenue-days').or(page.getByText('Выручки за период нет')).first().waitFor();
    expect(await page.getByTestId('report-period').textContent()).toContain('01.03.2026 – 31.03.2026');

    // Chrome on an iPhone cannot save a file: the screen says where it can.
    const iphoneChrome =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
    await page.addInitScript({
      content: `Object.defineProperty(navigator, 'userAgent', { get: () => ${JSON.stringify(iphoneChrome)} });`,
    });
    await page.reload();
    await page.getByRole('button', { name: 'Скачать EXCEL' }).click();
    await page.getByText('Вы можете скачать отчеты в Safari').waitFor();

    // 'Прогноз заездов' for the days the kitchen picks: a preset, kept in the address (issue 29, item 14).
    await page.goto(`${app.url}/reports?tab=forecast`);
    await page.getByRole('tab', { name: 'Прогноз заездов', selected: true }).waitFor();
    await page.getByText(/^14 дн\. с /).waitFor();
    await page.getByTestId('report-period').click();
    await page.getByRole('button', { name: 'Ближайшие 7 дней' }).click();
    await page.getByText(/^7 дн\. с /).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('fend')).not.toBeNull();
    await page.goto(`${app.url}/reports?tab=forecast&fstart=2026-12-01&fend=2026-12-03`);
    await page.getByText('3 дн. с вт, 01.12.2026 по чт, 03.12.2026').waitFor();

    await page.goto(`${app.url}/reports?tab=occupancy&start=2026-03-31&end=2026-03-01`);
    await page.getByText('Начало периода позже конца').waitFor();
    await page.goto(`${app.url}/reports?tab=revenue&start=2025-01-01&end=2026-03-01`);
    await page.getByText('Период не может быть больше 366 дней').waitFor();
    await context.close();
  });
});
