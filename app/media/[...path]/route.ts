import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '@/lib/server/db';

const types: Record<string, string> = { '.webp': 'image/webp', '.jpg': 'image/jpeg', '.png': 'image/png' };

/** Serves generated and uploaded images; their names never change content, so they cache for a year. */
export async function GET(_request: Request, { params }: RouteContext<'/media/[...path]'>) {
  const { path: segments } = await params;
  const mediaRoot = path.join(dataDir(), 'media');
  const file = path.resolve(mediaRoot, ...segments);
  const type = types[path.extname(file)];
  if (!file.startsWith(mediaRoot + path.sep) || !type) return new Response('Not found', { status: 404 });
  try {
    const body = await readFile(file);
    return new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': type,
        'Content-Length': String(body.length),
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
