import 'server-only';
import { type AdminSection, mayUseAdminSection } from '@/lib/server/auth/admin-sections';
import type { RequestContext, SessionUser } from '@/lib/server/context';
import { AppError } from '@/lib/server/errors';
import { signedInUser } from '@/lib/server/services/catalog/product/signed-in-user';

/** The signed-in staff member behind an admin call, and the admin page the call belongs to. */
export interface AdminCaller {
  user: SessionUser;
  section: AdminSection;
}

/**
 * Every `/api/admin/*` handler starts here: an anonymous caller gets 401, a signed-in user whose roles do
 * not open this admin page gets 403 FORBIDDEN. The check is the endpoint's own, not the menu's.
 */
export async function adminCallerOf(context: RequestContext, section: AdminSection): Promise<AdminCaller> {
  const user = await signedInUser(context);
  if (!mayUseAdminSection(user.roles, section)) throw new AppError('FORBIDDEN');
  return { user, section };
}
