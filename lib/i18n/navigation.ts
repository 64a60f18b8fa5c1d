export { redirect, permanentRedirect, usePathname, useRouter, getPathname } from './base-navigation';
export { Link } from './intent-link';
