/**
 * A housekeeper's printed sheet for a day (issue 33): her rooms in the order of urgency, each with its
 * category, the day's movement and arrival time, its condition and what to do, and a box to tick; then
 * her tasks of the day. Pure: the housekeeping area gives the lines, this prints them (pdfkit, DejaVu).
 */
import { formatDay } from '@pms/domain';
import { colors, contentWidth, createPdf, ensureSpace, page, pdfBuffer } from './pdf/document.ts';
import { drawTable, fitColumns } from './pdf/table.ts';

export interface HousekeepingSheet {
  companyName: string;
  /** 'YYYY-MM-DD' local. */
  date: string;
  housekeeper: string;
  /** Room, category, movement, arrival, condition, note. */
  rooms: string[][];
  /** Time, task, room. */
  tasks: string[][];
}

export async function renderHousekeepingSheet(d: HousekeepingSheet): Promise<Buffer> {
  const title = `Лист уборки на ${formatDay(d.date)}`;
  const doc = await createPdf({ title, author: d.companyName, pageNumbers: true });
  doc.font('bold').fontSize(15).text(title, page.margin, doc.y, { width: contentWidth, align: 'center' });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10).fillColor(colors.text);
  doc.font('bold').text('Горничная: ', { continued: true }).font('regular').text(d.housekeeper);
  doc.font('bold').text('Объект: ', { continued: true }).font('regular').text(d.companyName);
  doc.moveDown(0.6);
  const roomColumns = [
    { title: 'Номер', nowrap: true },
    { title: 'Категория' },
    { title: 'Движение' },
    { title: 'Заезд', nowrap: true },
    { title: 'Состояние' },
    { title: 'Заметка' },
    { title: 'Готово', nowrap: true },
  ];
  const rooms = d.rooms.map((cells) => ({ cells: [...cells, ''] }));
  if (rooms.length === 0) {
    doc.font('oblique').fontSize(9.5).fillColor(colors.muted).text('Номера не назначены', page.margin);
    doc.fillColor(colors.text);
  } else drawTable(doc, fitColumns(doc, roomColumns, rooms), rooms);
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(11).text('Задачи дня', page.margin, doc.y, { width: contentWidth });
  doc.moveDown(0.3);
  const tasks = d.tasks.map((cells) => ({ cells }));
  if (tasks.length === 0) {
    doc.font('oblique').fontSize(9.5).fillColor(colors.muted).text('Задач нет', page.margin);
    doc.fillColor(colors.text);
  } else
    drawTable(
      doc,
      fitColumns(
        doc,
        [{ title: 'Время', nowrap: true }, { title: 'Задача' }, { title: 'Номер', nowrap: true }],
        tasks,
      ),
      tasks,
    );
  return pdfBuffer(doc);
}
