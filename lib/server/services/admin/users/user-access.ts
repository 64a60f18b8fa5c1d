import 'server-only';
import { eq } from 'drizzle-orm';
import type { UserAccess } from '@/lib/api/contract/admin/users';
import { RESET_TOKEN_LIFETIME_MS } from '@/lib/server/auth/auth-policy';
import type { Locale } from '@/lib/config/locales';
import { enqueueMail } from '@/lib/server/mail-jobs';
import type { Db } from '@/lib/server/db';
import { sessions, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { passwordResetMail } from '@/lib/server/services/accounts/account-mails';
import { issuePasswordToken } from '@/lib/server/services/accounts/password-reset';
import type { RequestOrigin } from '@/lib/server/services/domains';
import type { AdminCaller } from '../admin-caller';
import { recordAudit } from '../audit-log';
import { adminUser } from './user-list';

/**
 * A superadmin must not lock themselves out: their own superadmin role and their own sign-in stay.
 * (Another superadmin can still change them.)
 */
function assertNotLockingOut(caller: AdminCaller, id: number, access: UserAccess): void {
  if (caller.user.id !== id) return;
  if (!access.roles.includes('ROLE_SUPERADMIN')) {
    throw new AppError('OWN_SUPERADMIN_ROLE', undefined, { status: 422 });
  }
  if (!access.is_active) throw new AppError('OWN_ACCOUNT_BLOCK', undefined, { status: 422 });
}

/**
 * Sets a user's staff roles and whether they may sign in. Blocking ends every session of the user at
 * once (a blocked user cannot sign in again: the login checks it too).
 */
export async function updateUserAccess(db: Db, caller: AdminCaller, id: number, access: UserAccess) {
  assertNotLockingOut(caller, id, access);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!before) throw new AppError('USER_NOT_FOUND', undefined, { status: 404 });
    await tx
      .update(users)
      .set({ roles: access.roles, isActive: access.is_active, updatedAt: new Date() })
      .where(eq(users.id, id));
    if (!access.is_active) await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, caller, {
      action: 'access',
      entityId: id,
      summary: `${before.email}: [${access.roles.join(', ')}]${access.is_active ? '' : ' blocked'}`,
    });
  });
  return adminUser(db, id);
}

/** E-mails the user a one-hour reset link, as the "forgotten password" page would. */
export async function sendPasswordReset(
  db: Db,
  caller: AdminCaller,
  id: number,
  request: { locale: Locale; origin: RequestOrigin },
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email, locale: users.locale, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, id));
    if (!user) throw new AppError('USER_NOT_FOUND', undefined, { status: 404 });
    if (!user.isActive) throw new AppError('USER_BLOCKED', undefined, { status: 422 });
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS);
    const issued = await issuePasswordToken(tx, id, expiresAt, now);
    await recordAudit(tx, caller, { action: 'password-reset', entityId: id, summary: user.email });
    const locale = user.locale ?? request.locale;
    await enqueueMail(tx, 'password-reset', () =>
      passwordResetMail(locale, user.email, issued, request.origin),
    );
  });
}
