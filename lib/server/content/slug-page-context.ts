import 'server-only';
import { pageContext, type PageContext } from '@/lib/server/page-context';

type SlugParams = { locale: string; channel: string; slug?: string };

/** The locale and shop of a `[slug]` page, and its slug. */
export async function slugPageContext<P extends SlugParams>(
  params: Promise<P>,
): Promise<PageContext & { slug: P['slug'] }> {
  const [context, { slug }] = await Promise.all([pageContext(params), params]);
  return { ...context, slug };
}
