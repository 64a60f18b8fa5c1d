import { apiRoute } from '@/lib/server/http/api-route';
import { readiness } from '@/lib/server/services/platform';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(async () => Response.json(await readiness()));
