import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const heldHere = new Set<string>();

/**
 * PGlite has no lock between processes and a second writer corrupts the folder, so the folder is
 * guarded by a PID file. A lock left by a dead process is taken over.
 */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'pglite.lock');
  if (!tryCreate(lockPath)) {
    const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    const heldByUs = owner === process.pid && heldHere.has(lockPath);
    if (heldByUs || (owner !== process.pid && Number.isInteger(owner) && isAlive(owner))) {
      throw new Error(
        `The embedded database in ${dataDir} is already used by process ${owner}. ` +
          'Stop that process first, use another DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
      );
    }
    unlinkSync(lockPath);
    if (!tryCreate(lockPath)) throw new Error(`Could not take the database lock ${lockPath}.`);
  }
  heldHere.add(lockPath);
  const release = () => {
    heldHere.delete(lockPath);
    try {
      if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.once('exit', release);
  return release;
}
