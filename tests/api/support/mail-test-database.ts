import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { settleBackgroundTasks } from '@/lib/server/background-tasks';
import { type Db, provideDatabase, provideDataDir } from '@/lib/server/db';
import { runDueMailJobs } from '@/lib/server/mail-jobs';
import { type ReadEml, readMailFolder } from './read-eml';
import { type Driver, openTestDatabase, type TestDatabase } from './test-database';

/**
 * What the app would have sent by now: the work requests left running after their answer, then every
 * due job of the e-mail outbox (a server's mail worker does this on its own).
 */
export async function deliverQueuedMail(db: Db): Promise<void> {
  await settleBackgroundTasks();
  await runDueMailJobs(db);
}

/** What a test file hands the app: its own database and data folder (where e-mails and uploads go). */
export interface MailTestState {
  database: TestDatabase | undefined;
  dataDir: string;
}

/** The test file's state, given to the app's code as its database and data folder. */
export function provideTestState(): MailTestState {
  const state: MailTestState = { database: undefined, dataDir: '' };
  provideDatabase(() => state.database!);
  provideDataDir(() => state.dataDir);
  return state;
}

/**
 * Opens a fresh database for the file's tests and gives every test an empty mail folder; `mails()` waits
 * for the e-mails requests sent after answering, then reads what was written.
 */
export function useMailTestDatabase(current: MailTestState, driver: Driver, products: number) {
  beforeAll(async () => {
    current.database = await openTestDatabase(driver, { products });
  });
  afterAll(async () => {
    if (current.database) await deliverQueuedMail(current.database.db);
    await current.database?.dispose();
    current.database = undefined;
    await rm(current.dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    // What the previous test caused goes to its own mail folder, not to the next test's.
    await deliverQueuedMail(current.database!.db);
    if (current.dataDir) await rm(current.dataDir, { recursive: true, force: true });
    current.dataDir = await mkdtemp(path.join(os.tmpdir(), 'horeca-mail-test-'));
  });
  return {
    db: () => current.database!.db,
    mails: async (): Promise<ReadEml[]> => {
      await deliverQueuedMail(current.database!.db);
      return (await readMailFolder(path.join(current.dataDir, 'mail'))).map(({ mail }) => mail);
    },
  };
}
