import { customerPricesRequestSchema } from '@/lib/api/contract/catalog';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { customerPrices } from '@/lib/server/services/catalog/product/customer-prices';

export const dynamic = 'force-dynamic';

/**
 * The caller's prices for variants and products: cached catalog pages show list prices, and the
 * browser of a signed-in B2B customer asks here for its own. A visitor gets the list prices.
 */
export const POST = apiRoute(async (request, context) => {
  const body = await parseJsonBody(request, customerPricesRequestSchema);
  const prices = await customerPrices(await getDb(), context, {
    variantIds: body.variant_ids,
    productIds: body.product_ids,
  });
  return Response.json(prices, { headers: { 'Cache-Control': 'private, no-store' } });
});
