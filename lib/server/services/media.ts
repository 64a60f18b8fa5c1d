export interface ImageRef {
  url: string;
  width: number;
  height: number;
}

export function mediaUrl(path: string): string {
  return `/media/${path}`;
}

export function imageRef(row: {
  path: string | null;
  width: number | null;
  height: number | null;
}): ImageRef | null {
  if (!row.path || !row.width || !row.height) return null;
  return { url: mediaUrl(row.path), width: row.width, height: row.height };
}
