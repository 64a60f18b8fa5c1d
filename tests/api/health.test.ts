import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { drivers, openTestDatabase, type TestDatabase } from './support/test-database';

const current: { database?: TestDatabase } = {};
vi.mock('@/lib/server/db', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/server/db')>()),
  getDatabase: async () => {
    if (!current.database) throw new Error('database is down');
    return current.database;
  },
}));

const { GET } = await import('@/app/api/health/route');

function get() {
  return GET(new Request('http://localhost/api/health'), { params: Promise.resolve({}) });
}

describe.each(drivers)('GET /api/health on %s', (driver) => {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products: 0 });
  });
  afterAll(async () => {
    await current.database?.dispose();
    current.database = undefined;
  });

  it('says the database answers', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: driver });
  });
});

describe('GET /api/health without a database', () => {
  it('answers 503 with the error shape and no internals', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await GET(
      new Request('http://localhost/api/health', { headers: { 'x-user-locale': 'en' } }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    });
  });
});
