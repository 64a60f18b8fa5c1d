import { topicInputSchema } from '@/lib/api/contract/admin/categories';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { createTopic } from '@/lib/server/services/admin/categories/topic-save';

export const dynamic = 'force-dynamic';

export const POST = adminRoute('kategorie', async (request, caller) => {
  const input = await parseJsonBody(request, topicInputSchema);
  return Response.json(await createTopic(await getDb(), caller, input), { status: 201, headers: NO_STORE });
});
