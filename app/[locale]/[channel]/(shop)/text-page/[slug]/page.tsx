import { cmsSlugRoute } from '@/components/content/cms-routes';

export const revalidate = 3600;

/** Rendered on first request and cached; nothing is known at build time (no database then). */
export function generateStaticParams() {
  return [];
}

export const generateMetadata = cmsSlugRoute.generateMetadata;
export default cmsSlugRoute.Page;
