import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's navigation for the route table. Pages and components import `./navigation`, whose Link prefetches on intent. */
export const {
  Link: BaseLink,
  redirect,
  permanentRedirect,
  usePathname,
  useRouter,
  getPathname,
} = createNavigation(routing);
