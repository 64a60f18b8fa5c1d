import 'server-only';
import type { Locale } from '@/lib/config/locales';
import { redirect } from 'next/navigation';
import { FORBIDDEN_SECTION_QUERY } from '@/lib/admin/forbidden-section';
import { getPathname } from '@/lib/i18n/navigation';
import { type AdminSection, mayUseAdminSection } from '@/lib/server/auth/admin-sections';
import { actsForAnyCustomer, hasAdminMenu } from '@/lib/server/auth/roles';
import { mayManageCompany } from '@/lib/server/services/b2b/b2b-caller';
import type { SelectedCustomer, SessionUser } from '@/lib/server/auth/session-user';
import { getPageSessionUser } from './page-session';

/** A page of the route table, as the guarded page names itself (with its params, if it has any). */
export type GuardedHref = Parameters<typeof getPathname>[0]['href'];

/**
 * routes.md "logged in": an anonymous visitor goes to the login page, which brings them back here
 * after signing in (and leaves them at home if they give up, as the spec's redirect to / would).
 * Pages that call it depend on the session: they are rendered per request, never cached.
 */
export async function requireSignedInUser(locale: Locale, here: GuardedHref): Promise<SessionUser> {
  const user = await getPageSessionUser();
  if (!user) {
    const next = getPathname({ href: here, locale });
    redirect(getPathname({ href: { pathname: '/login', query: { next } }, locale }));
  }
  return user;
}

export type B2bUser = SessionUser & { selectedCustomer: SelectedCustomer };

/**
 * routes.md "B2B": a signed-in user shopping for a customer — a member, or a dealer or superadmin acting
 * for one. Whoever could choose a customer but has none chosen (on a page exempt from the proxy's B2B
 * guard, or a dealer) chooses first; anyone else signed in (a consumer) goes home.
 */
export async function requireB2bUser(locale: Locale, here: GuardedHref): Promise<B2bUser> {
  const user = await requireSignedInUser(locale, here);
  const { selectedCustomer } = user;
  if (!selectedCustomer) {
    const mayChoose = user.membershipsCount > 0 || actsForAnyCustomer(user.roles);
    redirect(getPathname({ href: mayChoose ? '/b2b/vyberte-zakaznika' : '/', locale }));
  }
  return { ...user, selectedCustomer };
}

/**
 * `/b2b/nastaveni-uctu`, exempt from forced customer selection (routes.md): a member or a dealer without a
 * chosen customer stays on the page, which offers the choice; a consumer goes home.
 */
export async function requireB2bAccountUser(locale: Locale, here: GuardedHref): Promise<SessionUser> {
  const user = await requireSignedInUser(locale, here);
  if (!user.selectedCustomer && user.membershipsCount === 0 && !actsForAnyCustomer(user.roles)) {
    redirect(getPathname({ href: '/', locale }));
  }
  return user;
}

/**
 * `/b2b/firemni-uzivatele` is for the customer's admins (spec §6) and the staff acting for it: a manager,
 * who may not see the colleagues' contacts, goes to the company's settings.
 */
export async function requireCustomerAdmin(locale: Locale, here: GuardedHref): Promise<B2bUser> {
  const user = await requireB2bUser(locale, here);
  if (!mayManageCompany(user)) redirect(getPathname({ href: '/b2b/nastaveni-uctu', locale }));
  return user;
}

/**
 * An admin page: the layout already sent anyone without the admin menu home; a staff member whose roles
 * do not open this page goes back to the admin home, which says so and lists the pages they may use.
 */
export async function requireAdminSection(locale: Locale, section: AdminSection): Promise<SessionUser> {
  const user = await requireSignedInUser(locale, { pathname: '/admin/[page]', params: { page: section } });
  if (!hasAdminMenu(user.roles)) redirect(getPathname({ href: '/', locale }));
  if (!mayUseAdminSection(user.roles, section)) {
    redirect(
      getPathname({ href: { pathname: '/admin', query: { [FORBIDDEN_SECTION_QUERY]: section } }, locale }),
    );
  }
  return user;
}
