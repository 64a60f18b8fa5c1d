import 'server-only';
import { createTranslator } from 'next-intl';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { shopOrigin } from '@/lib/config/shop-origins';
import { getPathname } from '@/lib/i18n/navigation';
import { loadShopMessages } from '@/lib/i18n/message-overrides';
import type { MailMessage } from '@/lib/server/mail/send-mail';
import { simpleMail } from '@/lib/server/mail/templates/simple-mail';

/** Who is told about access to a company account: in their language, with links to their shop. */
export interface AccessRecipient {
  email: string;
  firstname: string;
  companyName: string;
  locale: Locale;
  channel: ChannelId;
}

/** Why: an approved partner application, or a dealer adding a user to a customer. */
export type AccessMailKind = 'companyApproved' | 'memberAdded';

export async function accountMailTexts(locale: Locale) {
  return createTranslator({ locale, messages: await loadShopMessages(locale), namespace: 'AccountEmails' });
}

type LinkHref = Parameters<typeof getPathname>[0]['href'];

function shopLink(recipient: AccessRecipient, href: LinkHref): string {
  return shopOrigin(recipient.channel) + getPathname({ href, locale: recipient.locale });
}

/**
 * Access to a company account is ready. A new user sets the first password through the reset page's link
 * (the token); a user who already had an account signs in as before and finds the company there.
 */
export async function accessMail(
  kind: AccessMailKind,
  recipient: AccessRecipient,
  passwordToken: string | null,
  validDays: number,
): Promise<MailMessage> {
  const t = await accountMailTexts(recipient.locale);
  const common = { locale: recipient.locale, to: recipient.email, subject: t(`${kind}Subject`) };
  const paragraphs = [
    recipient.firstname ? t('greetingName', { name: recipient.firstname }) : t('greeting'),
    t(`${kind}Body`, { company: recipient.companyName }),
  ];
  if (passwordToken === null) {
    return simpleMail({
      ...common,
      paragraphs: [...paragraphs, t('companyApprovedExisting')],
      action: {
        intro: t('companyApprovedLoginIntro'),
        label: t('companyApprovedLogin'),
        url: shopLink(recipient, '/login'),
      },
      closing: [t('signature')],
    });
  }
  return simpleMail({
    ...common,
    paragraphs,
    action: {
      intro: t('companyApprovedPasswordIntro'),
      label: t('companyApprovedPassword'),
      url: shopLink(recipient, {
        pathname: '/uzivatel/obnova-hesla-nastavenie',
        query: { token: passwordToken },
      }),
    },
    closing: [t('companyApprovedValidity', { days: validDays, email: recipient.email }), t('signature')],
  });
}
