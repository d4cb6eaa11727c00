/**
 * Pictures and tags over HTTP against the real database: uploads judged by their bytes (real PNG, JPEG
 * and WebP made with sharp here; a GIF, a text file named .png and an oversized file refused), thumbnails,
 * stable URLs with ETag/304/immutable, exactly one main picture per category, a category's pictures and
 * tags going with it, the company's gallery and logo, and another company's ids answering 404.
 */
import { createHash } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryTags, images } from '../../db/schema.ts';
import { buildCategory, buildCompany, buildEmployee, TEST_PASSWORD } from '../../test/factories.ts';
import { login, startWorld, stopWorld, type TestClient, type TestDb } from '../../test/harness.ts';
import { companyLogo } from './images.service.ts';

let t: TestDb;
let app: FastifyInstance;
let api: TestClient;
let companyId: number;
let token: string;
let strangerToken: string;
let strangerCompanyId: number;

beforeAll(async () => {
  const world = await startWorld();
  ({ t, app, api, companyId } = world);
  token = (await login(app, world.employee.email, TEST_PASSWORD)).token;
  const other = await buildCompany(t.database.db, { name: 'Чужой отель' });
  strangerCompanyId = other.id;
  const bob = await buildEmployee(t.database.db, other.id);
  strangerToken = (await login(app, bob.email, TEST_PASSWORD)).token;
});
afterAll(() => stopWorld({ t, app }));

/** A real picture: a gradient, so it does not compress to nothing and its thumbnail is truly smaller. */
async function picture(format: 'png' | 'jpeg' | 'webp', width = 1200, height = 800) {
  const channels = 3;
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x ^ y) & 0xff) / 2;
    }
  }
  return sharp(raw, { raw: { width, height, channels } })[format]().toBuffer();
}

/** A multipart form as a browser sends it. */
function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const boundary = `----pms${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

function send(
  method: 'POST' | 'PUT',
  url: string,
  body: { payload: Buffer; contentType: string },
  as = token,
) {
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { authorization: `Bearer ${as}`, 'content-type': body.contentType },
  });
}

const uploadToCategory = (categoryId: number, bytes: Buffer, as = token, type = 'image/png') =>
  send(
    'POST',
    '/api/v2/categories/images/',
    form({ category: String(categoryId) }, { bytes, name: 'room.png', type }),
    as,
  );

const newCategory = async () => (await buildCategory(t.database.db, companyId)).id;

describe('category pictures', () => {
  it('takes real PNG, JPEG and WebP; the first becomes main; the category answers them', async () => {
    const categoryId = await newCategory();
    const made: { id: number; is_main: boolean; width: number; height: number; url: string }[] = [];
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const) {
      const res = await uploadToCategory(categoryId, await picture(format, 640, 480), token, type);
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json());
    }
    expect(made.map((m) => m.is_main)).toEqual([true, false, false]);
    expect(made[0]).toMatchObject({ width: 640, height: 480 });
    expect(made[0]!.url).toMatch(/^\/api\/v2\/images\/\d+\/[0-9a-f]{64}\/$/);

    const category = (await api.get(`/api/v2/categories/${categoryId}/`)).json();
    expect(category.images.map((i: { id: number }) => i.id)).toEqual(made.map((m) => m.id));
    expect(category.main_image).toEqual({
      id: made[0]!.id,
      url: made[0]!.url,
      thumb_url: `${made[0]!.url}thumb/`,
    });
    const list = (await api.get('/api/v2/categories/?page[size]=10000')).json();
    const listed = list.results.find((c: { id: number }) => c.id === categoryId);
    expect(listed.main_image.id).toBe(made[0]!.id);
    expect(listed.images).toHaveLength(3);
  });

  it('also takes the picture as the raw body, the category in the query', async () => {
    const categoryId = await newCategory();
    const res = await send('POST', `/api/v2/categories/images/?category=${categoryId}`, {
      payload: await picture('jpeg', 300, 200),
      contentType: 'image/jpeg',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 300, height: 200, is_main: true });
  });

  it('serves the picture and a smaller thumbnail at stable URLs: ETag, immutable, 304', async () => {
    const categoryId = await newCategory();
    const original = await picture('png', 1600, 1200);
    const made = (await uploadToCategory(categoryId, original)).json();

    const full = await app.inject({ method: 'GET', url: made.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The same pixels (a PNG is written again losslessly, without its metadata).
    const pixels = (png: Buffer) => sharp(png).raw().toBuffer();
    expect((await pixels(full.rawPayload)).equals(await pixels(original))).toBe(true);
    const etag = full.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);

    const again = await app.inject({ method: 'GET', url: made.url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const thumb = await app.inject({ method: 'GET', url: made.thumb_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(thumb.headers.etag).not.toBe(etag);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta.format).toBe('webp');
    expect(Math.max(thumbMeta.width ?? 0, thumbMeta.height ?? 0)).toBeLessThan(1600);
    expect(thumb.rawPayload.length).toBeLessThan(original.length);
    const thumbAgain = await app.inject({
      method: 'GET',
      url: made.thumb_url,
      headers: { 'if-none-match': thumb.headers.etag as string },
    });
    expect(thumbAgain.statusCode).toBe(304);

    // Another hash under the same id is no picture at all.
    const forged = made.url.replace(/[0-9a-f]{64}/, '0'.repeat(64));
    const missing = await app.inject({ method: 'GET', url: forged, headers: { 'if-none-match': '*' } });
    expect(missing.statusCode).toBe(404);
  });

  it('serves a photo without its EXIF (camera, GPS), turned the way its orientation tag said', async () => {
    const categoryId = await newCategory();
    // 60×40 as stored, left half red and right half blue; orientation 6 means 'turn 90° clockwise to
    // show', so it shows 40×60 with red on top. The camera and the place are in its EXIF.
    const half = Buffer.alloc(60 * 40 * 3);
    for (let i = 0; i < 60 * 40; i++) half.set(i % 60 < 30 ? [255, 0, 0] : [0, 0, 255], i * 3);
    const photo = await sharp(half, { raw: { width: 60, height: 40, channels: 3 } })
      .jpeg({ quality: 95 })
      .withExif({
        IFD0: { Make: 'PMS Camera', Model: 'Spy 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '43/1 15/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '76/1 57/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    expect(photo.includes('PMS Camera')).toBe(true);

    const made = await uploadToCategory(categoryId, photo, token, 'image/jpeg');
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ width: 40, height: 60 });
    const served = (await app.inject({ method: 'GET', url: made.json().url })).rawPayload;
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 60 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
    expect(served.includes('PMS Camera')).toBe(false);
    expect(served.includes('Spy 1')).toBe(false);
    // Red on top, blue below: the turn is in the pixels now.
    const { data } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 40 + x) * 3, (y * 40 + x) * 3 + 3)];
    expect(at(20, 5)[0]).toBeGreaterThan(200);
    expect(at(20, 5)[2]).toBeLessThan(60);
    expect(at(20, 55)[2]).toBeGreaterThan(200);
    expect(at(20, 55)[0]).toBeLessThan(60);
    // The URL's hash is the served bytes'.
    expect(made.json().url).toContain(createHash('sha256').update(served).digest('hex'));
  });

  it('refuses by content: a GIF, a text file named .png, a broken PNG, more than 5 МБ, no file', async () => {
    const categoryId = await newCategory();
    const gif = await sharp({
      create: { width: 20, height: 20, channels: 3, background: { r: 200, g: 0, b: 0 } },
    })
      .gif()
      .toBuffer();
    const wrongType = { error: 'Загрузите изображение JPEG, PNG или WebP', field: 'image' };
    expect((await uploadToCategory(categoryId, gif, token, 'image/gif')).json()).toEqual(wrongType);
    const gifNamedPng = await uploadToCategory(categoryId, gif, token, 'image/png');
    expect(gifNamedPng.statusCode).toBe(400);
    expect(gifNamedPng.json()).toEqual(wrongType);
    const text = Buffer.from('это не картинка, а текст\n'.repeat(20));
    expect((await uploadToCategory(categoryId, text, token, 'image/png')).json()).toEqual(wrongType);

    // The right signature in front of garbage is not a picture either.
    const png = await picture('png', 200, 200);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(2000, 7)]);
    expect((await uploadToCategory(categoryId, broken)).json()).toEqual({
      error: 'Не удалось прочитать изображение',
      field: 'image',
    });

    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 1)]);
    const tooBig = { error: 'Изображение больше 5 МБ', field: 'image' };
    const multipart = await uploadToCategory(categoryId, huge);
    expect(multipart.statusCode).toBe(413);
    expect(multipart.json()).toEqual(tooBig);
    const raw = await send('POST', `/api/v2/categories/images/?category=${categoryId}`, {
      payload: huge,
      contentType: 'image/png',
    });
    expect(raw.statusCode).toBe(413);
    expect(raw.json()).toEqual(tooBig);

    const none = await send('POST', '/api/v2/categories/images/', form({ category: String(categoryId) }));
    expect(none.json()).toEqual({ error: 'Выберите изображение', field: 'image' });

    const [stored] = await t.database.db
      .select({ n: count() })
      .from(images)
      .where(and(eq(images.ownerKind, 'category'), eq(images.ownerId, categoryId)));
    expect(stored!.n).toBe(0);
  });

  it('keeps exactly one main picture: PATCH main moves it, the database refuses a second, delete promotes', async () => {
    const categoryId = await newCategory();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await uploadToCategory(categoryId, await picture('png', 100 + i, 80))).json().id);

    const res = await api.patch(`/api/v2/categories/images/main/${ids[2]}/`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[2], is_main: true });
    const mains = () =>
      t.database.db
        .select({ id: images.id })
        .from(images)
        .where(
          and(eq(images.ownerKind, 'category'), eq(images.ownerId, categoryId), eq(images.isMain, true)),
        );
    expect(await mains()).toEqual([{ id: ids[2] }]);
    // Making the main one main again changes nothing.
    expect((await api.patch(`/api/v2/categories/images/main/${ids[2]}/`, {})).statusCode).toBe(200);

    // Whatever a client or a bug does, the database holds one main picture per owner.
    await expect(
      t.database.db.update(images).set({ isMain: true }).where(eq(images.id, ids[0]!)),
    ).rejects.toThrow();

    expect((await api.delete(`/api/v2/categories/images/${ids[2]}/`)).statusCode).toBe(204);
    expect(await mains()).toEqual([{ id: ids[0] }]);
    expect((await api.delete(`/api/v2/categories/images/${ids[1]}/`)).statusCode).toBe(204);
    expect(await mains()).toEqual([{ id: ids[0] }]);
    expect((await api.get(`/api/v2/categories/${categoryId}/`)).json().main_image.id).toBe(ids[0]);
  });

  it('makes exactly one of several simultaneous first uploads main', async () => {
    const categoryId = await newCategory();
    const bytes = await Promise.all([0, 1, 2, 3].map((i) => picture('png', 60 + i, 40)));
    const answers = await Promise.all(bytes.map((b) => uploadToCategory(categoryId, b)));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.filter((r) => r.json().is_main)).toHaveLength(1);
    const category = (await api.get(`/api/v2/categories/${categoryId}/`)).json();
    expect(category.images).toHaveLength(4);
    expect(category.images.filter((i: { is_main: boolean }) => i.is_main)).toHaveLength(1);
  });

  it("deleting a category deletes its pictures and tags; the pictures' URLs are gone", async () => {
    const categoryId = await newCategory();
    const made = (await uploadToCategory(categoryId, await picture('png', 120, 90))).json();
    await api.post('/api/v2/categories/tags/', { category: categoryId, name: 'Wi-Fi' });
    const res = await api.delete(`/api/v2/categories/${categoryId}/`);
    expect(res.statusCode, res.body).toBe(204);
    const db = t.database.db;
    expect(await db.select().from(images).where(eq(images.id, made.id))).toEqual([]);
    expect(await db.select().from(categoryTags).where(eq(categoryTags.categoryId, categoryId))).toEqual([]);
    expect((await app.inject({ method: 'GET', url: made.url })).statusCode).toBe(404);
  });

  it("answers 404 for another company's category and pictures", async () => {
    const categoryId = await newCategory();
    const made = (await uploadToCategory(categoryId, await picture('png', 50, 50))).json();
    const foreign = await uploadToCategory(categoryId, await picture('png', 50, 50), strangerToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Категория не найдена');
    const as = (method: 'PATCH' | 'DELETE', url: string) =>
      app.inject({ method, url, payload: {}, headers: { authorization: `Bearer ${strangerToken}` } });
    expect((await as('PATCH', `/api/v2/categories/images/main/${made.id}/`)).statusCode).toBe(404);
    expect((await as('DELETE', `/api/v2/categories/images/${made.id}/`)).statusCode).toBe(404);
    // Nor is a category picture reachable as a company picture.
    expect((await api.get(`/api/v2/companies/images/${made.id}/`)).statusCode).toBe(404);
    expect((await api.get(`/api/v2/categories/${categoryId}/`)).json().images).toHaveLength(1);
  });
});

describe('category tags', () => {
  it('adds, refuses a name the category has in any case, renames, deletes; another company gets 404', async () => {
    const categoryId = await newCategory();
    const lake = await api.post('/api/v2/categories/tags/', { category: categoryId, name: ' Вид на озеро ' });
    expect(lake.statusCode, lake.body).toBe(201);
    expect(lake.json()).toMatchObject({ category: categoryId, name: 'Вид на озеро' });
    const wifi = (await api.post('/api/v2/categories/tags/', { category: categoryId, name: 'Wi-Fi' })).json();

    const again = await api.post('/api/v2/categories/tags/', { category: categoryId, name: 'ВИД НА ОЗЕРО' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Такой тег у категории уже есть', field: 'name' });
    const blank = await api.post('/api/v2/categories/tags/', { category: categoryId, name: '  ' });
    expect(blank.json()).toEqual({ error: 'Обязательное поле для заполнения', field: 'name' });
    // Another category may have the same tag.
    const other = await newCategory();
    expect((await api.post('/api/v2/categories/tags/', { category: other, name: 'Wi-Fi' })).statusCode).toBe(
      201,
    );

    const renamed = await api.patch(`/api/v2/categories/tags/${wifi.id}/`, { name: 'Бесплатный Wi-Fi' });
    expect(renamed.json()).toEqual({ id: wifi.id, category: categoryId, name: 'Бесплатный Wi-Fi' });
    const clash = await api.patch(`/api/v2/categories/tags/${wifi.id}/`, { name: 'вид на озеро' });
    expect(clash.statusCode).toBe(400);

    const stranger = (method: 'PATCH' | 'DELETE' | 'POST', url: string, payload: unknown) =>
      app.inject({
        method,
        url,
        payload: payload as object,
        headers: { authorization: `Bearer ${strangerToken}` },
      });
    expect(
      (await stranger('PATCH', `/api/v2/categories/tags/${wifi.id}/`, { name: 'Чужой' })).statusCode,
    ).toBe(404);
    expect((await stranger('DELETE', `/api/v2/categories/tags/${wifi.id}/`, {})).statusCode).toBe(404);
    const theirs = await stranger('POST', '/api/v2/categories/tags/', {
      category: categoryId,
      name: 'Чужой',
    });
    expect(theirs.statusCode).toBe(404);

    expect((await api.delete(`/api/v2/categories/tags/${lake.json().id}/`)).statusCode).toBe(204);
    expect((await api.get(`/api/v2/categories/${categoryId}/`)).json().tags).toEqual([
      { id: wifi.id, category: categoryId, name: 'Бесплатный Wi-Fi' },
    ]);
    expect((await api.delete(`/api/v2/categories/tags/${lake.json().id}/`)).statusCode).toBe(404);
  });
});

describe('company gallery and logo', () => {
  it('adds, lists, reads and deletes gallery pictures; another company gets 404', async () => {
    const added = await send(
      'POST',
      '/api/v2/companies/images/',
      form(
        { kind: 'feed' },
        { bytes: await picture('webp', 400, 300), name: 'news.webp', type: 'image/webp' },
      ),
    );
    expect(added.statusCode, added.body).toBe(201);
    const image = added.json();
    expect(image).toMatchObject({
      kind: 'feed',
      is_main: false,
      width: 400,
      height: 300,
      mime: 'image/webp',
    });
    const raw = await send('POST', '/api/v2/companies/images/', {
      payload: await picture('png', 200, 100),
      contentType: 'image/png',
    });
    expect(raw.json()).toMatchObject({ kind: 'company', is_main: false });

    expect((await api.get('/api/v2/companies/images/')).json().count).toBe(2);
    expect(
      (await api.get('/api/v2/companies/images/?kind=feed')).json().results.map((i: { id: number }) => i.id),
    ).toEqual([image.id]);
    expect((await api.get(`/api/v2/companies/images/${image.id}/`)).json()).toEqual(image);

    const stranger = (method: 'GET' | 'DELETE', url: string) =>
      app.inject({ method, url, headers: { authorization: `Bearer ${strangerToken}` } });
    expect((await stranger('GET', `/api/v2/companies/images/${image.id}/`)).statusCode).toBe(404);
    expect((await stranger('DELETE', `/api/v2/companies/images/${image.id}/`)).statusCode).toBe(404);
    expect((await stranger('GET', '/api/v2/companies/images/')).json().count).toBe(0);

    expect((await api.delete(`/api/v2/companies/images/${image.id}/`)).statusCode).toBe(204);
    expect((await api.get(`/api/v2/companies/images/${image.id}/`)).statusCode).toBe(404);
  });

  it('PUT upload-main-image replaces the logo; main-image answers it; another company sees its own', async () => {
    expect((await api.get('/api/v2/companies/info/main-image/')).json()).toBeNull();
    const put = (bytes: Buffer) =>
      send(
        'PUT',
        '/api/v2/companies/info/upload-main-image/',
        form({}, { bytes, name: 'logo.png', type: 'image/png' }),
      );
    const first = await put(await picture('png', 300, 120));
    expect(first.statusCode, first.body).toBe(200);
    const second = (await put(await picture('jpeg', 320, 100))).json();
    expect((await api.get('/api/v2/companies/info/main-image/')).json()).toEqual(second);
    expect(await companyLogo(t.database.db, companyId)).toEqual(second);
    // The old logo is gone, not merely demoted.
    expect((await app.inject({ method: 'GET', url: first.json().url })).statusCode).toBe(404);
    const logos = await t.database.db
      .select({ id: images.id })
      .from(images)
      .where(and(eq(images.ownerKind, 'company_logo'), eq(images.companyId, companyId)));
    expect(logos).toEqual([{ id: second.id }]);

    const theirs = await app.inject({
      method: 'GET',
      url: '/api/v2/companies/info/main-image/',
      headers: { authorization: `Bearer ${strangerToken}` },
    });
    expect(theirs.json()).toBeNull();
    expect(await companyLogo(t.database.db, strangerCompanyId)).toBeNull();
    // The logo is not in the gallery.
    expect((await api.get(`/api/v2/companies/images/${second.id}/`)).statusCode).toBe(404);
  });
});
