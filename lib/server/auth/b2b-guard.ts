import { actsForAnyCustomer } from './roles';
import type { SessionUser } from './session-user';

export const SELECT_CUSTOMER_PATH = '/b2b/vyberte-zakaznika';
export const BLOCKED_ACCOUNT_PATH = '/b2b/zablokovany-ucet';

/** routes.md: where a B2B user may go without a usable customer (account, login and static pages). */
const EXEMPT_PATHS = new Set([
  SELECT_CUSTOMER_PATH,
  BLOCKED_ACCOUNT_PATH,
  '/b2b/nastaveni-uctu',
  '/b2b/prihlasenie',
  // Accepting an invitation is how one becomes a member: a pending choice must not get in the way.
  '/b2b/pozvanka',
  '/login',
  // A reset link must work for whoever is signed in on this browser (it signs its own user in).
  '/uzivatel/obnova-hesla',
  '/uzivatel/obnova-hesla-nastavenie',
  '/kontakt',
  '/o-nas',
  '/nasi-partneri',
  '/doprava',
  '/expedice',
  '/darek',
  '/veletrh',
  '/formular-vraceni-zbozi',
  '/email-odhlasit',
  '/obchodne-podmienky',
  '/obchodne-podmienky-b2b',
  '/ochrana-osobnich-udaju',
  '/ochrana-osobnich-udaju-b2b',
  '/vraceni-zbozi',
  '/vraceni-zbozi-b2b',
  '/dokumentacia-api',
]);
const EXEMPT_PREFIXES = ['/stranky/', '/text-page/', '/admin'];

export function isB2bGuardExempt(internalPath: string): boolean {
  return EXEMPT_PATHS.has(internalPath) || EXEMPT_PREFIXES.some((prefix) => internalPath.startsWith(prefix));
}

export type B2bGuardTarget = typeof SELECT_CUSTOMER_PATH | typeof BLOCKED_ACCOUNT_PATH;

/** Why a user cannot shop for a customer right now, if so (spec §4 B2B, §6; routes.md guards). */
export function b2bShoppingBlock(user: SessionUser): 'CUSTOMER_NOT_SELECTED' | 'CUSTOMER_BLOCKED' | null {
  if (user.selectedCustomer?.isBlocked) return 'CUSTOMER_BLOCKED';
  const mustSelect = user.membershipsCount > 0 && !user.selectedCustomer && !actsForAnyCustomer(user.roles);
  return mustSelect ? 'CUSTOMER_NOT_SELECTED' : null;
}

/**
 * The page a signed-in user is sent to instead of `internalPath` (an internal, unprefixed path): a
 * member of several customers without a chosen one chooses first, a blocked customer's user learns why.
 */
export function b2bGuardTarget(user: SessionUser, internalPath: string): B2bGuardTarget | null {
  if (isB2bGuardExempt(internalPath)) return null;
  const block = b2bShoppingBlock(user);
  if (block === 'CUSTOMER_BLOCKED') return BLOCKED_ACCOUNT_PATH;
  if (block === 'CUSTOMER_NOT_SELECTED') return SELECT_CUSTOMER_PATH;
  return null;
}
