import { changeMembershipSchema, membershipParamsSchema } from '@/lib/api/contract/admin/b2b-accounts';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import {
  changeMembershipType,
  removeMembership,
} from '@/lib/server/services/admin/b2b-accounts/membership-changes';

export const dynamic = 'force-dynamic';

type Params = { customerId: string; userId: string };

/** Changes the account type (admin or buyer); the last admin of a customer with users stays one. */
export const PATCH = adminRoute<Params>('b2b-ucty', async (request, caller, _context, params) => {
  const key = membershipParamsSchema.parse(params);
  const { b2b_account_type: type } = await parseJsonBody(request, changeMembershipSchema);
  await changeMembershipType(await getDb(), caller, key, type);
  return new Response(null, { status: 204, headers: NO_STORE });
});

/** Takes the user's access to the customer away (the user account stays). */
export const DELETE = adminRoute<Params>('b2b-ucty', async (_request, caller, _context, params) => {
  const key = membershipParamsSchema.parse(params);
  await removeMembership(await getDb(), caller, key);
  return new Response(null, { status: 204, headers: NO_STORE });
});
