import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { provideDataDir, provideDatabase } from '@/lib/server/db';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { publishLocalMedia } from '@/lib/server/media-store';
import { adminSessions, PNG, upload } from './support/admin-calls';
import { drivers, openTestDatabase, type TestDatabase, testMediaDir } from './support/test-database';

/** MEDIA_STORE=database, as every instance of a cluster runs. */
vi.mock('@/lib/config/env', async (importOriginal) => {
  const original = (await importOriginal<typeof import('@/lib/config/env')>()).env;
  return { env: { ...original, MEDIA_STORE: 'database' } };
});

const bannerImageRoute = await import('@/app/api/admin/bannery/obrazok/route');
const mediaRoute = await import('@/app/media/[...path]/route');

/** Each "instance" has a disk of its own: the data folder the app is given. */
const disks = {
  a: mkdtempSync(path.join(os.tmpdir(), 'media-a-')),
  b: mkdtempSync(path.join(os.tmpdir(), 'media-b-')),
};
let disk = disks.a;
provideDataDir(() => disk);

function getMedia(url: string) {
  const segments = url.replace(/^\/media\//, '').split('/');
  return mediaRoute.GET(new Request(`http://localhost${url}`), {
    params: Promise.resolve({ path: segments }),
  });
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

describe.each(drivers)('pictures every instance serves (MEDIA_STORE=database) on %s', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(driver, { products: 5 });
    provideDatabase(() => database);
  });
  afterAll(async () => {
    disk = disks.a;
    await database?.dispose();
  });

  it('a picture uploaded through one instance is served by another, immutable, and never lands on a disk', async () => {
    disk = disks.a;
    const sessions = await adminSessions(database.db);
    const response = await upload(
      bannerImageRoute.POST,
      sessions.dealer,
      new Blob([PNG], { type: 'image/png' }),
    );
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as { image: { url: string } };
    expect(filesUnder(disks.a)).toEqual([]);

    disk = disks.b;
    const served = await getMedia(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('the seeded pictures on the seeding instance’s disk are copied into the database once; another disk adds none', async () => {
    const [seeded] = sqlRows<{ count: string; path: string }>(
      await database.db.execute(
        sql`select count(*) over () as count, path from media where path like 'catalog/%' limit 1`,
      ),
    );
    expect(Number(seeded!.count)).toBeGreaterThan(0);
    disk = disks.b;
    expect((await getMedia(`/media/${seeded!.path}`)).status).toBe(404);

    expect(await publishLocalMedia(database.db, disks.b)).toBe(0);
    expect(await publishLocalMedia(database.db, testMediaDir)).toBeGreaterThanOrEqual(Number(seeded!.count));
    expect(await publishLocalMedia(database.db, testMediaDir)).toBe(0);
    const served = await getMedia(`/media/${seeded!.path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('answers 404 for what is not a picture of the store', async () => {
    for (const url of [
      '/media/uploads/none.webp',
      '/media/../secrets.webp',
      '/media/uploads/x.svg',
      '/media/a/./b.png',
    ])
      expect((await getMedia(url)).status, url).toBe(404);
  });
});

afterAll(() => {
  for (const folder of Object.values(disks)) rmSync(folder, { recursive: true, force: true });
});
