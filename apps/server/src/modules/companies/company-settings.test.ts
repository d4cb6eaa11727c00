/**
 * The property's settings: requisites checked by their Kazakh rules, SFTP settings whose secret is sealed
 * and never sent back, a real SFTP login through 'Проверить соединение' against an SSH server started
 * here, the e-mail template previewed with a real booking, and the companies export as a real workbook.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooking, buildCategory, buildRoom } from '../../test/factories.ts';
import { signInElsewhere, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';
import { closedPort, startSftpServer, type TestSftpServer } from '../../test/sftp-server.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let stranger: TestClient;
let companyId: number;
let ssh: TestSftpServer;
let sshPort: number;

beforeAll(async () => {
  ({ t, app, api, companyId } = await startWorld({ companyName: 'Бурабай' }));
  stranger = (await signInElsewhere(t, app)).api;
  ssh = await startSftpServer();
  sshPort = ssh.port;
});
afterAll(async () => {
  await ssh.close();
  await stopWorld({ t, app });
});

const requisites = {
  legal_name: 'ТОО «Бурабай Резорт»',
  bin: '9401 4000 0385',
  legal_address: 'Акмолинская обл., Бурабайский р-н, пос. Бурабай, ул. Кенесары, 1',
  bank: 'АО «Народный Банк Казахстана»',
  iik: 'kz86125kzt5004100100',
  bik: 'HSBKKZKX',
  kbe: '17',
  director: 'Ахметов Ерлан',
  accountant: 'Садыкова Айгуль',
  phone: '+7 716 362 00 00',
  email: 'Buh@Burabay.example',
  site: 'burabay.example',
};

describe('requisites', () => {
  it('are saved compact and read back with the settings', async () => {
    const res = await api.patch('/api/v2/companies/info/', { requisites });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().requisites).toMatchObject({
      bin: '940140000385',
      iik: 'KZ86125KZT5004100100',
      email: 'buh@burabay.example',
    });
    expect((await api.get('/api/v2/companies/info/')).json().requisites.legal_name).toBe(
      'ТОО «Бурабай Резорт»',
    );
  });

  it.each([
    ['bin', '940140000386', 'БИН/ИИН: 12 цифр, последняя — контрольная. Проверьте номер'],
    ['iik', 'KZ87125KZT5004100100', 'ИИК: KZ и 18 знаков. Проверьте номер счёта'],
    ['bik', 'HALYK', 'БИК: 8 знаков, например HSBKKZKX'],
  ])('refuse a bad %s on its field and change nothing', async (field, value, error) => {
    const res = await api.patch('/api/v2/companies/info/', {
      name: 'Другое имя',
      requisites: { ...requisites, [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error, field: `requisites.${field}` });
    const info = (await api.get('/api/v2/companies/info/')).json();
    expect(info.name).toBe('Бурабай');
    expect(info.requisites.bin).toBe('940140000385');
  });
});

describe('SFTP settings', () => {
  const settings = { host: '127.0.0.1', username: 'hotel', folder: '/upload', auth_method: 'password' };

  it('seal the secret and never send it back; a save without it keeps it', async () => {
    const res = await api.patch('/api/v2/companies/info/', {
      sftp: { ...settings, port: sshPort, secret: 's3cret-pass' },
    });
    expect(res.json().sftp).toEqual({ ...settings, port: sshPort, has_secret: true });
    expect(res.body).not.toContain('s3cret-pass');
    const stored = await t.database.db.query.companies.findFirst({
      where: (c, { eq }) => eq(c.id, companyId),
    });
    expect(stored!.sftpSecret).toMatch(/^v1:/);
    expect(stored!.sftpSecret).not.toContain('s3cret');
    await api.patch('/api/v2/companies/info/', { sftp: { ...settings, port: sshPort, folder: '/' } });
    await api.patch('/api/v2/companies/info/', { sftp: { ...settings, port: sshPort } });
    expect((await api.get('/api/v2/companies/info/')).json().sftp.has_secret).toBe(true);
  });

  it("'Проверить соединение' logs in to a real SFTP server with the saved secret", async () => {
    const res = await api.post('/api/v2/companies/info/sftp-check/', {});
    expect(res.json()).toEqual({ ok: true, message: 'Соединение установлено, папка /upload доступна' });
  });

  it('reports the server refusing the login, a missing folder and a closed port in Russian', async () => {
    const check = (sftp: Record<string, unknown>) =>
      api
        .post('/api/v2/companies/info/sftp-check/', { sftp: { ...settings, port: sshPort, ...sftp } })
        .then((r) => r.json());
    expect(await check({ secret: 'wrong' })).toEqual({
      ok: false,
      message: 'Сервер отклонил логин, пароль или ключ',
    });
    expect(await check({ folder: '/nowhere' })).toEqual({
      ok: false,
      message: 'Соединение есть, но папки /nowhere нет',
    });
    expect(await check({ port: await closedPort(), secret: 'x' })).toEqual({
      ok: false,
      message: 'Сервер не принимает соединения на этом порту',
    });
  });
});

describe('the confirmation e-mail template', () => {
  it('starts as the built-in one with its placeholders listed', async () => {
    const res = (await stranger.get('/api/v2/companies/info/template/')).json();
    expect(res.is_default).toBe(true);
    expect(res.subject).toContain('{{ booking.number }}');
    expect(res.placeholders).toContainEqual({ name: 'guest.full_name', description: 'Фамилия и имя гостя' });
  });

  it('is saved, and previewed with a real booking of the company', async () => {
    const db = t.database.db;
    const room = await buildRoom(
      db,
      companyId,
      (await buildCategory(db, companyId, { name: 'Люкс' })).id,
      '201',
    );
    const booking = await buildBooking(db, room);
    const template = {
      subject: 'Бронь №{{ booking.number }}',
      body: 'Номер {{ booking.room }} ({{ booking.category }}), заезд {{ booking.check_in }}',
    };
    const saved = await api.put('/api/v2/companies/info/template/', template);
    expect(saved.json()).toMatchObject({ ...template, is_default: false });
    const preview = await api.post('/api/v2/companies/info/template/preview/', {
      ...template,
      booking: booking.id,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      subject: `Бронь №${booking.id}`,
      body: 'Номер 201 (Люкс), заезд 01.12.2026 14:00',
    });
    const foreign = await stranger.post('/api/v2/companies/info/template/preview/', {
      ...template,
      booking: booking.id,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a template that does not parse or names an unknown placeholder, keeping the saved one', async () => {
    const broken = await api.put('/api/v2/companies/info/template/', {
      subject: 'Бронь',
      body: '{% if booking.number %}без конца',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().field).toBe('body');
    expect(broken.json().error).toMatch(/^Ошибка в шаблоне: /);
    const booking = (await api.get('/api/v2/companies/info/template/')).json();
    expect(booking.subject).toBe('Бронь №{{ booking.number }}');
    const db = t.database.db;
    const room = await buildRoom(db, companyId, (await buildCategory(db, companyId)).id, '202');
    const typo = await api.post('/api/v2/companies/info/template/preview/', {
      subject: 'Бронь',
      body: '{{ booking.nomer }}',
      booking: (await buildBooking(db, room)).id,
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error).toMatch(/^Ошибка в шаблоне: .*nomer/);
  });
});

describe('the companies export', () => {
  it('is a workbook with a row per company of the employee and its requisites', async () => {
    const res = await api.get('/api/v2/companies/export/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('companies.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Компании')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Бурабай');
    expect(sheet.getRow(2).getCell(11).value).toBe('940140000385');
  });
});
