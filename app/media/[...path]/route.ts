import { isMediaPath, mediaStore } from '@/lib/server/media-store';

const types: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** Serves generated and uploaded images; their names never change content, so they cache for a year. */
export async function GET(_request: Request, { params }: RouteContext<'/media/[...path]'>) {
  const { path: segments } = await params;
  const relative = segments.join('/');
  if (!isMediaPath(relative)) return new Response('Not found', { status: 404 });
  const body = await mediaStore()
    .get(relative)
    .catch(() => null);
  if (!body) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': types[relative.slice(relative.lastIndexOf('.') + 1).toLowerCase()]!,
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
