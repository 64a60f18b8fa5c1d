/**
 * Where the bytes of generated and uploaded images live, by `media.path` (relative, e.g.
 * `uploads/….webp`): a folder of this machine, or the database every instance shares.
 */
export interface MediaStore {
  put: (relative: string, bytes: Buffer) => Promise<void>;
  /** The bytes, or null when there is no such picture. */
  get: (relative: string) => Promise<Buffer | null>;
  remove: (relatives: string[]) => Promise<void>;
}

const SAFE_PATH = /^(?:[a-z0-9_-]+\/)*[a-z0-9_.-]+\.(?:webp|jpg|png)$/i;

/** A relative path inside the store: no `..`, no absolute path, one of the image types served. */
export function isMediaPath(relative: string): boolean {
  return SAFE_PATH.test(relative) && !relative.split('/').some((part) => part === '..' || part === '.');
}
