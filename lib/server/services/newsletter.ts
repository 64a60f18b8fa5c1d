import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { shopForHost } from '@/lib/config/shops';
import { NEWSLETTER_SIGNUPS_PER_EMAIL, NEWSLETTER_SIGNUPS_PER_IP } from '@/lib/server/auth/auth-policy';
import { takeRequestSlot } from '@/lib/server/auth/request-limits';
import type { DbOrTx } from '@/lib/server/db';
import { newsletterSubscriptions, users } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/errors';
import { enqueueMail } from '@/lib/server/mail-jobs';
import type { MailMessage } from '@/lib/server/mail/send-mail';
import { newsletterConfirmationMail } from '@/lib/server/mail/templates/newsletter-confirmation';
import { mailLinkOrigin, type RequestOrigin } from './domains';

const UNSUBSCRIBE_PATH = '/email-odhlasit';

export interface NewsletterSignUp {
  email: string;
  locale: Locale;
  channel: ChannelId;
  /** The shop the visitor signed up on: the unsubscribe link points back there. */
  origin: RequestOrigin;
  /** The client's address, for the sign-up limit. */
  ip: string;
}

function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

/** routes.md `emailUnsubscribe`, with the locale prefix unless it is the host's own language. */
export function unsubscribeUrl(requested: RequestOrigin, locale: Locale, token: string): string {
  const origin = mailLinkOrigin(requested);
  const prefix = locale === shopForHost(origin.host).defaultLocale ? '' : `/${locale}`;
  const url = new URL(`${prefix}${UNSUBSCRIBE_PATH}`, `${origin.protocol}//${origin.host}`);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Subscribes an address (spec §4 newsletter form): a new one is stored, an unsubscribed one is active
 * again, an active one stays as it is; in every case the confirmation with the unsubscribe link is sent,
 * so a visitor who lost it can ask again.
 */
export async function joinNewsletter(db: DbOrTx, signUp: NewsletterSignUp): Promise<void> {
  await takeRequestSlot(db, [
    { key: `newsletter-ip:${signUp.ip}`, limit: NEWSLETTER_SIGNUPS_PER_IP },
    { key: `newsletter-email:${signUp.email.trim().toLowerCase()}`, limit: NEWSLETTER_SIGNUPS_PER_EMAIL },
  ]);
  await db.transaction(async (tx) => enqueueMail(tx, 'newsletter', () => storeSubscription(tx, signUp)));
}

/** Stores the subscription and marks the customer of that address; answers the confirmation to send. */
export async function storeSubscription(
  db: DbOrTx,
  signUp: Omit<NewsletterSignUp, 'ip'>,
): Promise<MailMessage> {
  const email = signUp.email.trim().toLowerCase();
  const [subscription] = await db
    .insert(newsletterSubscriptions)
    .values({
      email,
      locale: signUp.locale,
      channel: signUp.channel,
      unsubscribeToken: newUnsubscribeToken(),
    })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { locale: signUp.locale, channel: signUp.channel, unsubscribedAt: null },
    })
    .returning({ token: newsletterSubscriptions.unsubscribeToken });
  if (!subscription) throw new Error(`Newsletter subscription of ${email} was not stored`);
  await markUserSubscription(db, email, true);
  const link = unsubscribeUrl(signUp.origin, signUp.locale, subscription.token);
  return newsletterConfirmationMail(signUp.locale, email, link);
}

/**
 * Ends the subscription of the unsubscribe link's token; a second click changes nothing. Answers the
 * address that left, for the page to confirm.
 */
export async function unsubscribeFromNewsletter(db: DbOrTx, token: string): Promise<{ email: string }> {
  const [subscription] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
  if (!subscription) throw new AppError('NOT_FOUND');
  await markUserSubscription(db, subscription.email, false);
  return { email: subscription.email };
}

/** A customer switched the newsletter off in their account: the address's subscription ends. */
export async function leaveNewsletter(db: DbOrTx, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscriptions.email, address));
  await markUserSubscription(db, address, false);
}

/** Whether the address receives the newsletter now. */
export async function isSubscribed(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.email, email.trim().toLowerCase()),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    );
  return row !== undefined;
}

/** A customer with this address sees the subscription in their account (spec §3 is_registered_for_newsletter). */
async function markUserSubscription(db: DbOrTx, email: string, subscribed: boolean): Promise<void> {
  await db
    .update(users)
    .set({ isRegisteredForNewsletter: subscribed })
    .where(eq(sql`lower(${users.email})`, email));
}
