import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDatabase } from '@/lib/server/db';
import { openPglite } from '@/lib/server/db/connect';
import { pickVariant } from './cart-helpers';
import { expectAllAnswered, expectAllUnavailable, representativeCalls } from './support/outage-calls';
import { openSeededPglite } from './support/seeded-snapshots';
import { testMediaDir } from './support/test-database';

/**
 * The embedded database lives in this process, so it is "down" only when it cannot be opened: its folder
 * is held by another process (a `db:seed` still running, a second server), or the disk fails. The shop's
 * own getDatabase opens it here, in a folder of this test.
 */
const folder = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs');
  const os = await import('node:os');
  const { join } = await import('node:path');
  return { dataDir: mkdtempSync(join(os.tmpdir(), 'shop-outage-')) };
});
vi.mock('@/lib/config/env', async (importOriginal) => {
  const original = (await importOriginal<typeof import('@/lib/config/env')>()).env;
  return { env: { ...original, DATABASE_URL: undefined, DATA_DIR: folder.dataDir, SEED_PRODUCTS: 20 } };
});

describe('the embedded database held by another process', () => {
  let holder: ChildProcess;
  let variantId: number;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

  beforeAll(async () => {
    const seeded = await openSeededPglite({ products: 20, mediaDir: testMediaDir });
    const tarball = await seeded.dumpDataDir!();
    variantId = (
      await pickVariant(
        seeded.db,
        sql`not v.backorder and v.stock >= 5 and v.min_quantity = 1 and v.step_quantity = 1`,
      )
    ).id;
    await seeded.close();
    await (await openPglite(folder.dataDir, { loadDataDir: tarball })).close();
    holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 60_000)'], { stdio: 'ignore' });
    writeFileSync(path.join(folder.dataDir, 'pglite.lock'), String(holder.pid));
  });
  afterAll(async () => {
    if (holder.exitCode === null) holder.kill();
    await (await getDatabase().catch(() => null))?.close();
    rmSync(folder.dataDir, { recursive: true, force: true });
  });

  it('answers 503 at once while it cannot be opened, and opens it on the first request once it is free', async () => {
    const calls = await representativeCalls(variantId);
    await expectAllUnavailable(calls);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Database unavailable: .*already used by process/),
    );

    holder.kill();
    await once(holder, 'exit');
    await expectAllAnswered(calls);
    expect((await getDatabase()).driver).toBe('pglite');
  });
});
