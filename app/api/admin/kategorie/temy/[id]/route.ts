import { adminIdParamsSchema } from '@/lib/api/contract/admin/list';
import { topicInputSchema } from '@/lib/api/contract/admin/categories';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE } from '@/lib/server/http/query';
import { deleteTopic } from '@/lib/server/services/admin/categories/category-delete';
import { readAdminTopic } from '@/lib/server/services/admin/categories/category-read';
import { updateTopic } from '@/lib/server/services/admin/categories/topic-save';

export const dynamic = 'force-dynamic';

type Params = { id: string };

export const GET = adminRoute<Params>('kategorie', async (_request, _caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  return Response.json(await readAdminTopic(await getDb(), id), { headers: NO_STORE });
});

export const PUT = adminRoute<Params>('kategorie', async (request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  const input = await parseJsonBody(request, topicInputSchema);
  return Response.json(await updateTopic(await getDb(), caller, id, input), { headers: NO_STORE });
});

/** 409 TOPIC_NOT_EMPTY while the topic has subtopics. */
export const DELETE = adminRoute<Params>('kategorie', async (_request, caller, _context, params) => {
  const { id } = adminIdParamsSchema.parse(params);
  await deleteTopic(await getDb(), caller, id);
  return new Response(null, { status: 204 });
});
