/** 'export/': the employee's companies and their settings as one workbook, a row per company. */
import type { Requisites } from '@pms/domain';
import { loadExcel } from '../lib/on-first-use.ts';
import { printLayout } from './xlsx-print.ts';

export interface CompanyExportRow {
  id: number;
  name: string;
  object_type: string;
  timezone: string;
  check_in_time: string;
  check_out_time: string;
  booking_time: string;
  address: string;
  phone: string;
  email: string;
  requisites: Requisites;
}

const columns: { header: string; width: number; value: (c: CompanyExportRow) => string | number }[] = [
  { header: '№', width: 6, value: (c) => c.id },
  { header: 'Название', width: 30, value: (c) => c.name },
  { header: 'Тип', width: 12, value: (c) => (c.object_type === 'leisure' ? 'Досуг' : 'Отель') },
  { header: 'Часовой пояс', width: 16, value: (c) => c.timezone },
  { header: 'Заезд', width: 8, value: (c) => c.check_in_time },
  { header: 'Выезд', width: 8, value: (c) => c.check_out_time },
  { header: 'Адрес', width: 30, value: (c) => c.address },
  { header: 'Телефон', width: 16, value: (c) => c.phone },
  { header: 'E-mail', width: 24, value: (c) => c.email },
  { header: 'Юр. название', width: 30, value: (c) => c.requisites.legal_name },
  { header: 'БИН/ИИН', width: 15, value: (c) => c.requisites.bin },
  { header: 'Юр. адрес', width: 30, value: (c) => c.requisites.legal_address },
  { header: 'Банк', width: 24, value: (c) => c.requisites.bank },
  { header: 'ИИК', width: 24, value: (c) => c.requisites.iik },
  { header: 'БИК', width: 11, value: (c) => c.requisites.bik },
  { header: 'КБе', width: 6, value: (c) => c.requisites.kbe },
  { header: 'Директор', width: 24, value: (c) => c.requisites.director },
  { header: 'Бухгалтер', width: 24, value: (c) => c.requisites.accountant },
];

export async function companiesXlsx(rows: CompanyExportRow[]): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  const sheet = book.addWorksheet('Компании', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  printLayout(sheet, { headerRows: 1 });
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  return Buffer.from(await book.xlsx.writeBuffer());
}
