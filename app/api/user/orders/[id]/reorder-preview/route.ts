import { accountOrderParamsSchema, type ReorderPreview } from '@/lib/api/contract/account-orders';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { reorderPreview } from '@/lib/server/services/account/reorder-preview';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

export const dynamic = 'force-dynamic';

/** What changed since the order: each line's price and availability today, before it is ordered again. */
export const GET = apiRoute<{ id: string }>(async (_request, context, params) => {
  const user = await signedInUser(context);
  const { id } = accountOrderParamsSchema.parse(params);
  const preview = await reorderPreview(
    await getDb(),
    { user, channel: context.channel, locale: context.locale },
    id,
  );
  return Response.json(preview satisfies ReorderPreview, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});
