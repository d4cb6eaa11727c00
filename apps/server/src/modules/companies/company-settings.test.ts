/**
 * The property's settings: requisites checked by their Kazakh rules, SFTP settings whose secret is sealed
 * and never sent back, a real SFTP login through 'Проверить соединение' against an SSH server started
 * here, the e-mail template previewed with a real booking, and the companies export as a real workbook.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildBooking, buildCategory, buildRoom, TEST_PASSWORD } from '../../test/factories.ts';
import {
  client,
  createTestApp,
  login,
  signInElsewhere,
  startWorld,
  stopWorld,
  type TestClient,
  type TestDb,
  testConfig,
} from '../../test/harness.ts';
import {
  closedPort,
  notSshPort,
  SFTP_PASSWORD,
  silentPort,
  startSftpServer,
  type TestSftpServer,
} from '../../test/sftp-server.ts';
import { asciiName, expectPrintable, readXlsx } from '../../test/xlsx.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let stranger: TestClient;
let companyId: number;
let ssh: TestSftpServer;
let sshPort: number;
let email: string;

beforeAll(async () => {
  let employee: { email: string };
  ({ t, app, api, companyId, employee } = await startWorld({ companyName: 'Бурабай' }));
  email = employee.email;
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
    ['bin', '940140000386', 'Неверный БИН/ИИН: контрольная цифра не совпадает'],
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

  it("reports the server's own refusals (login, folder) in Russian, and any other failure as one answer", async () => {
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
      message: NO_SFTP,
    });
  });
});

/** The one answer for a destination that is not an SFTP server answering (closed, silent, not SSH…). */
const NO_SFTP = 'Не удалось подключиться к SFTP-серверу: проверьте адрес и порт';

describe('the stored SFTP secret belongs to the host, port and user it was saved with', () => {
  const saved = { host: '127.0.0.1', username: 'hotel', folder: '/upload', auth_method: 'password' };
  let other: TestSftpServer;
  beforeAll(async () => {
    // Another server that would accept the same login: whatever reaches it, it records.
    other = await startSftpServer();
  });
  afterAll(() => other.close());
  const save = () =>
    api.patch('/api/v2/companies/info/', { sftp: { ...saved, port: sshPort, secret: SFTP_PASSWORD } });
  const leakedTo = (server: TestSftpServer) => server.logins.filter((l) => l.password === SFTP_PASSWORD);

  it('a check of another port or user without a secret sends the stored one nowhere', async () => {
    await save();
    const before = leakedTo(ssh).length;
    const check = (sftp: Record<string, unknown>) =>
      api.post('/api/v2/companies/info/sftp-check/', { sftp: { ...saved, port: sshPort, ...sftp } });
    expect((await check({ port: other.port })).json()).toEqual({ ok: false, message: 'Введите пароль' });
    expect((await check({ username: 'root' })).json()).toEqual({ ok: false, message: 'Введите пароль' });
    expect(leakedTo(other)).toEqual([]);
    expect(leakedTo(ssh)).toHaveLength(before);
    // The form as saved, its secret left empty, still checks with the stored one.
    expect((await check({ secret: '' })).json().ok).toBe(true);
  });

  it('a PATCH of the port, host or user forgets it, so the upload sends it nowhere', async () => {
    for (const change of [{ port: other.port }, { username: 'root' }, { host: 'localhost' }]) {
      await save();
      const res = await api.patch('/api/v2/companies/info/', { sftp: change });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().sftp.has_secret).toBe(false);
    }
    await save();
    await api.patch('/api/v2/companies/info/', { sftp: { port: other.port } });
    const upload = await api.post('/api/v2/companies/info/sftp-export/', {});
    expect(upload.json().error).toBe('Введите пароль');
    expect(leakedTo(other)).toEqual([]);
    expect(other.uploads).toEqual([]);
  });

  it('a PATCH of the folder keeps it, and a typed secret is bound to the new settings', async () => {
    await save();
    expect(
      (await api.patch('/api/v2/companies/info/', { sftp: { folder: '/' } })).json().sftp.has_secret,
    ).toBe(true);
    const moved = await api.patch('/api/v2/companies/info/', {
      sftp: { port: other.port, secret: SFTP_PASSWORD },
    });
    expect(moved.json().sftp).toMatchObject({ host: '127.0.0.1', port: other.port, has_secret: true });
    expect((await api.post('/api/v2/companies/info/sftp-check/', {})).json().ok).toBe(true);
    await save();
  });
});

describe("'Проверить соединение' is no port scanner", () => {
  let scanner: FastifyInstance;
  let probe: TestClient;
  const logLines: string[] = [];
  beforeAll(async () => {
    // A short wait for the silent port: its answer must not take the default ten seconds.
    const config = testConfig({ SFTP_TIMEOUT_MS: '300', LOG_LEVEL: 'warn' });
    scanner = await buildApp({ config, database: t.database, logStream: { write: (l) => logLines.push(l) } });
    await scanner.ready();
    probe = client(scanner, (await login(scanner, email, TEST_PASSWORD)).token);
  });
  afterAll(() => scanner.close());

  it('answers a closed, a silent and a not-SSH port alike', async () => {
    const notSsh = await notSshPort();
    const silent = await silentPort();
    try {
      const answers = [];
      for (const port of [await closedPort(), notSsh.port, silent.port]) {
        const res = await probe.post('/api/v2/companies/info/sftp-check/', {
          sftp: { host: '127.0.0.1', port, username: 'hotel', folder: '/', secret: 'x' },
        });
        answers.push(res.json());
      }
      expect(answers).toEqual([
        { ok: false, message: NO_SFTP },
        { ok: false, message: NO_SFTP },
        { ok: false, message: NO_SFTP },
      ]);
      // What happened is for the operator, in the log: refused, hung up on, no answer.
      const details = logLines.filter((l) => l.includes('SFTP check failed')).join('\n');
      expect(details).toContain('ECONNREFUSED');
      expect(details).toMatch(/Connection lost before handshake/);
      expect(details).toMatch(/Timed out while waiting for handshake/);
    } finally {
      await notSsh.close();
      await silent.close();
    }
  });

  it('allows five checks a minute per company: the sixth is 429 in Russian, other companies go on', async () => {
    const limited = await createTestApp(t.database, { SFTP_CHECK_LIMIT: '5' });
    try {
      const ours = client(limited, (await login(limited, email, TEST_PASSWORD)).token);
      const codes = [];
      for (let i = 0; i < 6; i++)
        codes.push((await ours.post('/api/v2/companies/info/sftp-check/', {})).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = await ours.post('/api/v2/companies/info/sftp-check/', {});
      expect(refused.json().error).toMatch(/^Слишком много проверок соединения/);
      const theirs = (await signInElsewhere(t, limited, 'Соседи')).api;
      expect((await theirs.post('/api/v2/companies/info/sftp-check/', {})).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('reaches only the hosts OUTBOUND_ALLOWED_HOSTS lists, for the check and the upload', async () => {
    const strict = await createTestApp(t.database, { OUTBOUND_ALLOWED_HOSTS: 'sftp.example.kz' });
    await api.patch('/api/v2/companies/info/', {
      sftp: { host: '127.0.0.1', port: sshPort, username: 'hotel', folder: '/upload', secret: SFTP_PASSWORD },
    });
    try {
      const ours = client(strict, (await login(strict, email, TEST_PASSWORD)).token);
      const before = ssh.logins.length;
      const check = await ours.post('/api/v2/companies/info/sftp-check/', {});
      expect(check.json()).toEqual({ ok: false, message: 'Этот адрес не разрешён администратором сервера' });
      const upload = await ours.post('/api/v2/companies/info/sftp-export/', {});
      expect(upload.json().error).toBe('Этот адрес не разрешён администратором сервера');
      expect(ssh.logins).toHaveLength(before);
    } finally {
      await strict.close();
    }
  });

  it('refuses loopback and private addresses when OUTBOUND_ALLOWED_HOSTS is not set', async () => {
    const open = await createTestApp(t.database, { OUTBOUND_ALLOWED_HOSTS: '' });
    try {
      const ours = client(open, (await login(open, email, TEST_PASSWORD)).token);
      const before = ssh.logins.length;
      for (const host of ['127.0.0.1', '10.0.0.5', '192.168.1.1', '169.254.169.254', '::1']) {
        const res = await ours.post('/api/v2/companies/info/sftp-check/', {
          sftp: { host, port: sshPort, username: 'hotel', folder: '/', secret: SFTP_PASSWORD },
        });
        expect(res.json(), host).toEqual({
          ok: false,
          message: 'Этот адрес не разрешён администратором сервера',
        });
      }
      expect(ssh.logins).toHaveLength(before);
    } finally {
      await open.close();
    }
  });
});

describe('PATCH of the settings merges nested objects', () => {
  it('keeps the requisites and SFTP settings it does not name; null clears one', async () => {
    await api.patch('/api/v2/companies/info/', { requisites });
    const res = await api.patch('/api/v2/companies/info/', { requisites: { site: 'example.kz' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().requisites).toMatchObject({
      site: 'example.kz',
      bin: '940140000385',
      iik: 'KZ86125KZT5004100100',
      legal_name: 'ТОО «Бурабай Резорт»',
    });
    const port = await api.patch('/api/v2/companies/info/', { sftp: { port: 2022 } });
    expect(port.json().sftp).toMatchObject({ host: '127.0.0.1', username: 'hotel', port: 2022 });
    const cleared = await api.patch('/api/v2/companies/info/', { requisites: { site: null } });
    expect(cleared.json().requisites).toMatchObject({ site: '', bin: '940140000385' });
    await api.patch('/api/v2/companies/info/', { sftp: { port: sshPort, secret: SFTP_PASSWORD } });
  });

  it.each([
    [{ nmae: 'Другое' }, 'nmae'],
    [{ requisites: { sitee: 'example.kz' } }, 'requisites.sitee'],
    [{ name: 'Другое', sftp: { port: 2022, password: 'x' } }, 'sftp.password'],
  ])('refuses an unknown field (%j), naming it, and changes nothing', async (body, field) => {
    const before = (await api.get('/api/v2/companies/info/')).json();
    const res = await api.patch('/api/v2/companies/info/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `Неизвестное поле: ${field}`, field });
    expect((await api.get('/api/v2/companies/info/')).json()).toEqual(before);
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
    // Ids run ahead of the company's booking numbers, as in a database many hotels share.
    await db.execute(sql`select setval('bookings_id_seq', 5000)`);
    const booking = await buildBooking(db, room);
    expect(booking.id).toBeGreaterThan(5000);
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
    // {{ booking.number }} is the company's number (issue 29, item 15), not the id.
    expect(preview.json()).toEqual({
      subject: `Бронь №${booking.number}`,
      body: 'Номер 201 (Люкс), заезд 01.12.2026 14:00',
    });
    // The screen asks for the booking by the number staff see.
    const byNumber = await api.post('/api/v2/companies/info/template/preview/', {
      ...template,
      booking_number: booking.number,
    });
    expect(byNumber.json()).toEqual(preview.json());
    const none = await api.post('/api/v2/companies/info/template/preview/', template);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'Обязательное поле для заполнения', field: 'booking_number' });
    const missing = await api.post('/api/v2/companies/info/template/preview/', {
      ...template,
      booking_number: 999_999,
    });
    expect(missing.statusCode).toBe(404);
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
    expect(asciiName(res.headers['content-disposition'])).toBe('companies.xlsx');
    const book = await readXlsx(res.rawPayload);
    // A4 landscape one page wide (it printed on US Letter over 6 pages), the header on every page.
    expectPrintable(book, { Компании: '1:1' });
    expect(book.getWorksheet('Компании')!.pageSetup.orientation).toBe('landscape');
    const sheet = book.getWorksheet('Компании')!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Бурабай');
    expect(sheet.getRow(2).getCell(11).value).toBe('940140000385');
  });
});
