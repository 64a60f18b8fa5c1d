import type { b2bAccountTypes, roles } from '@/lib/server/db/schema/customers';

export type Role = (typeof roles)[number];
export type B2bAccountType = (typeof b2bAccountTypes)[number];

/** Spec §6: superadmins and dealers access every customer and may always select one. */
export function actsForAnyCustomer(userRoles: readonly Role[]): boolean {
  return userRoles.includes('ROLE_SUPERADMIN') || userRoles.includes('ROLE_DEALER');
}

export function hasAdminMenu(userRoles: readonly Role[]): boolean {
  return actsForAnyCustomer(userRoles) || userRoles.includes('ROLE_TRANSLATOR');
}
