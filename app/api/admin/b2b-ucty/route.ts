import { addMembershipSchema, membershipListQuerySchema } from '@/lib/api/contract/admin/b2b-accounts';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import { addMembership } from '@/lib/server/services/admin/b2b-accounts/membership-changes';
import { listMemberships } from '@/lib/server/services/admin/b2b-accounts/membership-list';

export const dynamic = 'force-dynamic';

/** Customers' users and their account types, by search, type and customer. */
export const GET = adminRoute('b2b-ucty', async (request) => {
  const query = parseQuery(request, membershipListQuerySchema);
  return Response.json(await listMemberships(await getDb(), query), { headers: NO_STORE });
});

/** Gives a user (existing, or new by e-mail with a set-password link) access to a customer: 201. */
export const POST = adminRoute('b2b-ucty', async (request, caller) => {
  const input = await parseJsonBody(request, addMembershipSchema);
  return Response.json(await addMembership(await getDb(), caller, input), { status: 201, headers: NO_STORE });
});
