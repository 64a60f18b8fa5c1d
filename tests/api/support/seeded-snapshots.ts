import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openPglite, openPostgres } from '@/lib/server/db/connect';
import { prepareDatabase } from '@/lib/server/db/prepare';
import type { SeedOptions } from '@/lib/server/db/seed';
import type { Database } from '@/lib/server/db/types';

/**
 * Migrating and seeding takes seconds; copying a seeded database takes a fraction of it. Each seeded
 * database a test asks for is therefore built once per version of the database code (migrations, schema,
 * seed) and copied: a PGlite data-directory tarball in the temp folder, a PostgreSQL template database.
 */
const dbCodeDir = path.join(process.cwd(), 'lib/server/db');
const snapshotDir = path.join(os.tmpdir(), 'horeca-shop-test-snapshots');

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    });
}

let versionMemo: string | undefined;
/**
 * Changes whenever any file of the database code changes, and every day: the seed dates some records
 * relative to its own day (orders, invoices due, partner-discount windows).
 */
function dbCodeVersion(): string {
  if (!versionMemo) {
    const hash = createHash('sha256');
    for (const file of filesUnder(dbCodeDir)) hash.update(file).update(readFileSync(file));
    hash.update(new Date().toISOString().slice(0, 10));
    versionMemo = hash.digest('hex').slice(0, 12);
  }
  return versionMemo;
}

/** A fresh in-memory PGlite holding the seeded catalog of `seed.products` products. */
export async function openSeededPglite(seed: SeedOptions): Promise<Database> {
  const file = path.join(snapshotDir, `pglite-${dbCodeVersion()}-${seed.products}.tar`);
  const existing = await readFile(file).catch(() => null);
  if (existing) return openPglite(null, { loadDataDir: new Blob([existing]) });
  const database = await openPglite(null);
  await prepareDatabase(database, seed);
  const tarball = await database.dumpDataDir!();
  await mkdir(snapshotDir, { recursive: true });
  // Written aside and renamed: a parallel test file never reads half a snapshot.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
  await rename(partial, file);
  await removeStaleSnapshots();
  return database;
}

/** Snapshots of other versions, left an hour untouched (another checkout may be using a newer one). */
async function removeStaleSnapshots(): Promise<void> {
  const current = `pglite-${dbCodeVersion()}-`;
  const hourAgo = Date.now() - 3_600_000;
  for (const name of await readdir(snapshotDir)) {
    const file = path.join(snapshotDir, name);
    if (name.startsWith(current)) continue;
    const modified = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => Date.now(),
    );
    if (modified < hourAgo) await rm(file, { force: true });
  }
}

const TEMPLATE_LOCK = 727_002;
const OBJECT_IN_USE = '55006';

/**
 * Creates database `name` on the server of `adminUrl` as a copy of the seeded template, building the
 * template first if this version of the database code has none (under a lock: parallel files build it once).
 */
export async function createSeededPostgres(adminUrl: string, name: string, seed: SeedOptions): Promise<void> {
  const template = `shop_tpl_${dbCodeVersion()}_${seed.products}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
    try {
      const [found] = await admin`select 1 from pg_database where datname = ${template}`;
      if (!found) await buildTemplate(admin, adminUrl, template, seed);
    } finally {
      await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.unsafe(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        // Two copies of one template at the same moment: the second waits its turn.
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
}

async function buildTemplate(admin: postgres.Sql, adminUrl: string, template: string, seed: SeedOptions) {
  const building = `${template}_building`;
  await admin.unsafe(`drop database if exists ${building} with (force)`);
  await admin.unsafe(`create database ${building}`);
  const url = new URL(adminUrl);
  url.pathname = `/${building}`;
  const database = await openPostgres(url.toString(), 1);
  try {
    await prepareDatabase(database, seed);
  } finally {
    await database.close();
  }
  await admin.unsafe(`alter database ${building} rename to ${template}`);
  // Templates of earlier versions of the database code are of no further use.
  const stale = await admin<{ datname: string }[]>`
    select datname from pg_database where datname like 'shop\\_tpl\\_%' and datname not like ${`shop\\_tpl\\_${dbCodeVersion()}\\_%`}`;
  for (const { datname } of stale) {
    // One still in use (another checkout's tests running) stays for a later run to drop.
    await admin.unsafe(`drop database if exists ${datname}`).catch(() => undefined);
  }
}
