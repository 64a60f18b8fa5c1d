import { openApiDocument } from '@/lib/api/openapi/document';

// Generated from the code alone (no database): rendered once at build time and served as a file.
export const dynamic = 'force-static';

/** The OpenAPI 3.1 description of this API, generated from the zod contract (`lib/api/contract.ts`). */
export function GET() {
  return Response.json(openApiDocument(), {
    headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}
