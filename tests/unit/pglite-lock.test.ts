import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquirePgliteLock } from '@/lib/server/db/pglite-lock';

function tempDir() {
  return mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-'));
}

describe('the embedded database folder is used by one process at a time', () => {
  it('takes the lock, writes its pid and gives it back', () => {
    const dir = tempDir();
    const release = acquirePgliteLock(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });

  it('refuses with a clear message while another live process holds it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'pglite.lock'), String(process.ppid));
    expect(() => acquirePgliteLock(dir)).toThrow(
      new RegExp(`already used by process ${process.ppid}.*DATABASE_URL`),
    );
  });

  it('refuses a second open in the same process', () => {
    const dir = tempDir();
    const release = acquirePgliteLock(dir);
    expect(() => acquirePgliteLock(dir)).toThrow(/already used by process/);
    release();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'pglite.lock'), '2147483');
    const release = acquirePgliteLock(dir);
    expect(readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
