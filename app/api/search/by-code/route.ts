import { type ByCodeResponse, suggestQuerySchema } from '@/lib/api/contract/search';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { searchProductsByCode } from '@/lib/server/services/search';

export const dynamic = 'force-dynamic';

/** A search submitted with an exact product code or EAN goes straight to that product (spec §2). */
export const GET = apiRoute(async (request, context) => {
  const { q } = suggestQuerySchema.parse({ q: new URL(request.url).searchParams.get('q') ?? undefined });
  const product = await searchProductsByCode(await getDb(), q, context.locale);
  return Response.json({ product } satisfies ByCodeResponse);
});
