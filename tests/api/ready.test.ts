import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqlRows } from '@/lib/server/db/sql-rows';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase; draining: boolean } = { draining: false };
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/db')>()),
  getDatabase: async () => {
    if (!current.database) throw new Error('database is down');
    return current.database;
  },
}));
vi.mock('@/lib/server/lifecycle', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/lifecycle')>()),
  isDraining: () => current.draining,
}));

const { GET } = await import('@/app/api/ready/route');

const shippedMigrations = (
  JSON.parse(readFileSync('lib/server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] }
).entries.length;

function get() {
  return GET(new Request('http://localhost/api/ready', { headers: { 'x-user-locale': 'en' } }), {
    params: Promise.resolve({}),
  });
}

/** A 503 in the one error shape, saying why. */
async function expectNotReady(message: string): Promise<void> {
  const response = await get();
  expect(response.status).toBe(503);
  expect(await response.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message });
}

describe.each(drivers)('GET /api/ready on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 0 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('is ready with every migration of the build applied', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      database: driver,
      migrations: shippedMigrations,
    });
  });

  it('is not ready while it shuts down', async () => {
    current.draining = true;
    try {
      await expectNotReady('The instance is shutting down');
    } finally {
      current.draining = false;
    }
    expect((await get()).status).toBe(200);
  });

  it('is not ready while a migration of the build is missing from the database', async () => {
    const db = current.database!.db;
    const [latest] = sqlRows<{ id: number; hash: string; created_at: string }>(
      await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
      ),
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${latest!.id}`);
    try {
      await expectNotReady('Migrations pending: 1');
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${latest!.id}, ${latest!.hash}, ${latest!.created_at})`,
      );
    }
  });
});

describe('GET /api/ready without a database', () => {
  it('answers 503 with the error shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expectNotReady('The service is temporarily unavailable. Please try again in a moment.');
  });
});
