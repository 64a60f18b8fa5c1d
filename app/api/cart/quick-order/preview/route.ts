import { quickOrderPreviewRequestSchema, type QuickOrderPreview } from '@/lib/api/contract/quick-order';
import { getDb } from '@/lib/server/db';
import { apiRoute, parseJsonBody } from '@/lib/server/http/api-route';
import { cartShopperOf } from '@/lib/server/services/cart/cart-shopper';
import { previewQuickOrder } from '@/lib/server/services/quick-order/quick-order-preview';

export const dynamic = 'force-dynamic';

/** Matches pasted `code quantity` lines to the shop's variants, with prices; the cart is not touched. */
export const POST = apiRoute(async (request, context) => {
  const { text } = await parseJsonBody(request, quickOrderPreviewRequestSchema);
  const preview = await previewQuickOrder(await getDb(), cartShopperOf(context, request.headers), text);
  return Response.json(preview satisfies QuickOrderPreview, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});
