import {
  messageOverrideInputSchema,
  messageOverrideKeySchema,
  translationListQuerySchema,
} from '@/lib/api/contract/admin/translations';
import { getDb } from '@/lib/server/db';
import { adminRoute } from '@/lib/server/http/admin-route';
import { parseJsonBody } from '@/lib/server/http/api-route';
import { NO_STORE, parseQuery } from '@/lib/server/http/query';
import {
  clearMessageOverride,
  listTranslations,
  setMessageOverride,
} from '@/lib/server/services/admin/translations/translations-admin';

export const dynamic = 'force-dynamic';

/** One language's UI texts with the overrides, searchable by key or text. */
export const GET = adminRoute('preklady', async (request) =>
  Response.json(await listTranslations(await getDb(), parseQuery(request, translationListQuerySchema)), {
    headers: NO_STORE,
  }),
);

/** Overrides one text of one language (`{ locale, key, value }`); the shop shows it at once. */
export const PUT = adminRoute('preklady', async (request, caller) => {
  const input = await parseJsonBody(request, messageOverrideInputSchema);
  return Response.json(await setMessageOverride(await getDb(), caller, input), { headers: NO_STORE });
});

/** Clears an override (`?locale=sk&key=Header.search`): the shipped text is back. */
export const DELETE = adminRoute('preklady', async (request, caller) => {
  await clearMessageOverride(await getDb(), caller, parseQuery(request, messageOverrideKeySchema));
  return new Response(null, { status: 204, headers: NO_STORE });
});
