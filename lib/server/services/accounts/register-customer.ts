import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { RegisterRequest } from '@/lib/api/contract/account';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { REGISTRATIONS_PER_IP } from '@/lib/server/auth/auth-policy';
import { hashPassword } from '@/lib/server/auth/password';
import { takeRequestSlot } from '@/lib/server/auth/request-limits';
import { enqueueMail } from '@/lib/server/mail-jobs';
import type { Db, DbOrTx } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import type { RequestOrigin } from '../domains';
import { isSubscribed, storeSubscription } from '../newsletter';
import { type LoginResult, type SessionStart, startUserSession } from '../user-sessions';
import { welcomeMail } from './account-mails';

export interface Registration {
  form: Omit<RegisterRequest, 'newsletter'> & { newsletter: boolean };
  locale: Locale;
  channel: ChannelId;
  origin: RequestOrigin;
  session: SessionStart;
}

/** 409 with the field, so the form can offer signing in or a new password instead. */
function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', undefined, { status: 409, fields: { email: ['emailTaken'] } });
}

async function emailExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row !== undefined;
}

async function insertUser(db: DbOrTx, registration: Registration, email: string): Promise<number> {
  const { form } = registration;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(form.password),
      firstname: form.firstname,
      lastname: form.lastname,
      phone: form.phone,
      locale: registration.locale,
      termsAcceptedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Two registrations of one address at once: the unique index lets one of them in.
  if (!row) throw emailTaken();
  return row.id;
}

/**
 * A B2C customer account (spec §2 `/registrace`): one per e-mail whatever its case, the terms consent
 * time kept, the newsletter as chosen, a welcome e-mail, and the new customer signed in with the
 * visitor's cart. Rate-limited per IP address.
 */
export async function registerCustomer(db: Db, registration: Registration): Promise<LoginResult> {
  const { form, locale, channel, origin, session } = registration;
  const email = form.email.trim().toLowerCase();
  await takeRequestSlot(db, [{ key: `register-ip:${session.client.ip}`, limit: REGISTRATIONS_PER_IP }]);
  if (await emailExists(db, email)) throw emailTaken();
  const welcome = await welcomeMail(locale, email, form.firstname, origin);
  const userId = await db.transaction(async (tx) => {
    const id = await insertUser(tx, registration, email);
    await enqueueMail(tx, 'registration', () => welcome);
    if (form.newsletter) {
      await enqueueMail(tx, 'newsletter', () => storeSubscription(tx, { email, locale, channel, origin }));
    } else if (await isSubscribed(tx, email)) {
      await tx.update(users).set({ isRegisteredForNewsletter: true }).where(eq(users.id, id));
    }
    return id;
  });
  return startUserSession(db, userId, session);
}
