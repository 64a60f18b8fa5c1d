import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IMAGE_UPLOAD_MAX_BYTES } from '@/lib/api/contract/admin/products';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { PNG, staffSession, upload, type UploadHandler } from './support/admin-calls';
import { SESSION_COOKIE_NAME } from '@/lib/server/auth/session-cookie';
import { call } from './support/b2b-calls';
import { fingerprintTracker } from './support/db-fingerprint';
import { provideTestState, useMailTestDatabase } from './support/mail-test-database';
import { drivers } from './support/test-database';

/**
 * Every upload the shop takes (the admin's pictures: banners, slides, trend articles as multipart files;
 * product photos and category images as data URLs) refuses what is not a picture by what the bytes are,
 * not by the name or the declared type: an HTML page or an SVG with a script named and typed as a JPEG or
 * PNG, an empty file, a file over the limit. Each is a 4xx `{ code, message }` with nothing written to the
 * media folder or the database; a real PNG is taken, so the refusals are not a broken endpoint.
 */

const multipartRoutes = {
  banners: await import('@/app/api/admin/bannery/obrazok/route'),
  slides: await import('@/app/api/admin/slideshow/obrazok/route'),
  trends: await import('@/app/api/admin/trendy/obrazok/route'),
};
const productImages = await import('@/app/api/admin/produkty/[id]/obrazky/route');
const categoryImage = await import('@/app/api/admin/kategorie/[id]/obrazok/route');

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8" onload="alert(1)">' +
  '<script>alert(document.cookie)</script><rect width="8" height="8" fill="red"/></svg>';
// A PNG's first bytes, then nothing a decoder can read.
const TRUNCATED_PNG = PNG.subarray(0, 40);

const hostile = [
  { name: 'an HTML page named .jpg', bytes: Buffer.from(HTML), type: 'image/jpeg', file: 'photo.jpg' },
  { name: 'an SVG with a script named .png', bytes: Buffer.from(SVG), type: 'image/png', file: 'photo.png' },
  { name: 'a truncated PNG', bytes: TRUNCATED_PNG, type: 'image/png', file: 'photo.png' },
  { name: 'an empty file', bytes: Buffer.alloc(0), type: 'image/png', file: 'photo.png' },
  {
    name: 'a file over the limit',
    bytes: Buffer.concat([PNG, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]),
    type: 'image/png',
    file: 'photo.png',
  },
];

const errorSchema = z.object({ code: z.union([z.string(), z.number()]), message: z.string().min(3) });

const state = provideTestState();

describe.each(drivers)('uploads on %s', (driver) => {
  const { db } = useMailTestDatabase(state, driver, 5);
  const fingerprint = fingerprintTracker(db);
  let token: string;
  let ids: { product: number; category: number };

  async function mediaFiles(): Promise<string[]> {
    const folder = path.join(state.dataDir, 'media');
    return readdir(folder, { recursive: true }).catch(() => []);
  }

  async function expectRefusedWithoutTrace(send: () => Promise<Response>, label: string) {
    const before = await fingerprint();
    const response = await send();
    expect(response.status, label).toBeGreaterThanOrEqual(400);
    expect(response.status, label).toBeLessThan(500);
    expect(errorSchema.safeParse(await response.json()).error, label).toBeUndefined();
    expect(await mediaFiles(), label).toEqual([]);
    expect(await fingerprint(), label).toEqual(before);
  }

  function dataUrlCalls(dataUrl: string) {
    return [
      () =>
        call(productImages.POST, 'POST', `/api/admin/produkty/${ids.product}/obrazky`, {
          token,
          body: { data_url: dataUrl },
          params: { id: String(ids.product) },
        }),
      () =>
        call(categoryImage.PUT, 'PUT', `/api/admin/kategorie/${ids.category}/obrazok`, {
          token,
          body: { data_url: dataUrl },
          params: { id: String(ids.category) },
        }),
    ];
  }

  beforeAll(async () => {
    token = await staffSession(db(), 'superadmin');
    const [row] = sqlRows<{ product: number; category: number }>(
      await db().execute(
        sql`select (select min(id) from products) as product, (select min(id) from categories) as category`,
      ),
    );
    ids = row!;
  });

  it.each(Object.entries(multipartRoutes))('%s: takes a real PNG', async (_name, route) => {
    const response = await upload(route.POST as UploadHandler, token, new Blob([PNG], { type: 'image/png' }));
    expect(response.status).toBe(201);
    expect((await mediaFiles()).filter((file) => file.endsWith('.webp'))).toHaveLength(1);
  });

  it.each(Object.entries(multipartRoutes))('%s: refuses what is not a picture', async (name, route) => {
    for (const file of hostile) {
      await expectRefusedWithoutTrace(
        () =>
          upload(route.POST as UploadHandler, token, new Blob([file.bytes], { type: file.type }), file.file),
        `${name}: ${file.name}`,
      );
    }
  });

  it('refuses a multipart body far over the limit with 413 before reading it whole', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 50 * chunk.byteLength) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost:3000/api/admin/bannery/obrazok', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        'x-channel-id': 'cz',
        'content-type': 'multipart/form-data; boundary=x',
        cookie: `${SESSION_COOKIE_NAME}=${token}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await (multipartRoutes.banners.POST as UploadHandler)(request, {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'IMAGE_TOO_LARGE',
      fields: { image: ['imageTooLarge'] },
    });
    expect(pulled).toBeLessThan(10 * chunk.byteLength);
  });

  it('product photos and category images take a real PNG as a data URL', async () => {
    for (const send of dataUrlCalls(`data:image/png;base64,${PNG.toString('base64')}`)) {
      expect((await send()).status).toBeLessThan(300);
    }
    expect((await mediaFiles()).filter((file) => file.endsWith('.webp'))).toHaveLength(2);
  });

  it('product photos and category images refuse what is not a picture', async () => {
    for (const file of hostile) {
      const type = file.type.replace('image/', '');
      for (const send of dataUrlCalls(`data:image/${type};base64,${file.bytes.toString('base64')}`)) {
        await expectRefusedWithoutTrace(send, `data URL: ${file.name}`);
      }
    }
  });
});
