import { customerSearchQuerySchema } from '@/lib/api/contract/b2b-customers';
import { getDb } from '@/lib/server/db';
import { apiRoute } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { searchSelectableCustomers } from '@/lib/server/services/b2b/customer-search';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

export const dynamic = 'force-dynamic';

/** The customers the caller may choose at the customer selection, found by name, IČO or e-mail. */
export const GET = apiRoute(async (request, context) => {
  const user = await signedInUser(context);
  const query = parseQuery(request, customerSearchQuerySchema);
  const found = await searchSelectableCustomers(await getDb(), user, query);
  return Response.json(found, { headers: NO_STORE });
});
