import 'server-only';
import { adminMailJobsQuerySchema } from '@/lib/api/contract/admin/mail-jobs';
import type { Locale } from '@/lib/config/locales';
import { getDb } from '@/lib/server/db';
import { requireAdminSection } from '@/lib/server/page-guards';
import { listMailJobs } from '@/lib/server/services/admin/mail-jobs';

/**
 * The e-mail outbox (`/admin/e-maily`) for those allowed the section: the jobs of the address's status,
 * search and page; a malformed address shows the first page of the failed ones rather than failing.
 */
export async function loadMailJobsPage(
  locale: Locale,
  search: Record<string, string | string[] | undefined>,
) {
  await requireAdminSection(locale, 'e-maily');
  const parsed = adminMailJobsQuerySchema.safeParse(search);
  const query = parsed.success ? parsed.data : adminMailJobsQuerySchema.parse({});
  return { query, list: await listMailJobs(await getDb(), query) };
}
