import 'server-only';
import { eq } from 'drizzle-orm';
import type { ProfileRequest } from '@/lib/api/contract/account';
import type { AuthUser } from '@/lib/api/contract/auth';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import type { SessionUser } from '@/lib/server/auth/session-user';
import { findSessionUserByTokenHash } from '@/lib/server/auth/sessions';
import { enqueueMail } from '@/lib/server/mail-jobs';
import type { Db } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { RequestOrigin } from '../domains';
import { leaveNewsletter, storeSubscription } from '../newsletter';
import { authUserView } from '../users';

export interface ProfileChange {
  form: ProfileRequest;
  locale: Locale;
  channel: ChannelId;
  origin: RequestOrigin;
}

/**
 * The caller's own account settings: name, phone, the price display, and the newsletter, whose
 * subscription row follows the switch (subscribing sends the confirmation with the unsubscribe link).
 */
export async function updateProfile(db: Db, user: SessionUser, change: ProfileChange): Promise<AuthUser> {
  const { form } = change;
  await db
    .update(users)
    .set({
      firstname: form.firstname,
      lastname: form.lastname,
      phone: form.phone,
      showPriceWithoutVat: form.show_price_without_vat,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  if (form.is_registered_for_newsletter !== user.isRegisteredForNewsletter) {
    await switchNewsletter(db, user.email, form.is_registered_for_newsletter, change);
  }
  const updated = await findSessionUserByTokenHash(db, user.sessionTokenHash);
  if (!updated) throw new AppError(401);
  return authUserView(db, updated);
}

async function switchNewsletter(
  db: Db,
  email: string,
  subscribe: boolean,
  change: ProfileChange,
): Promise<void> {
  if (!subscribe) return leaveNewsletter(db, email);
  const { locale, channel, origin } = change;
  await db.transaction(async (tx) =>
    enqueueMail(tx, 'newsletter', () => storeSubscription(tx, { email, locale, channel, origin })),
  );
}
