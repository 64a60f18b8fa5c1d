import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from './media-store';

/** The default of the embedded set-up: files under `root` (`$DATA_DIR/media`). */
export function localMediaStore(root: string): MediaStore {
  const fileOf = (relative: string) => path.join(root, relative);
  return {
    put: async (relative, bytes) => {
      const file = fileOf(relative);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: the shop never serves half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    get: (relative) => readFile(fileOf(relative)).catch(() => null),
    remove: async (relatives) => {
      await Promise.all(relatives.map((relative) => rm(fileOf(relative), { force: true })));
    },
  };
}
