import 'server-only';
import { createTranslator } from 'next-intl';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { shopOrigin } from '@/lib/config/shop-origins';
import { getPathname } from '@/lib/i18n/navigation';
import { loadMessages } from '@/lib/i18n/messages';
import type { MailMessage } from '@/lib/server/mail/send-mail';
import { simpleMail } from '@/lib/server/mail/templates/simple-mail';

/** Whom a decision on a registration is told: the applicant, in the language and shop they applied in. */
export interface Applicant {
  email: string;
  firstname: string;
  companyName: string;
  locale: Locale;
  channel: ChannelId;
}

async function mailTexts(locale: Locale) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace: 'AccountEmails' });
}

type LinkHref = Parameters<typeof getPathname>[0]['href'];

function shopLink(applicant: Applicant, href: LinkHref): string {
  return shopOrigin(applicant.channel) + getPathname({ href, locale: applicant.locale });
}

/**
 * The partner account is ready. A new user sets the first password through the reset page's link (the
 * token); a user who already had an account signs in as before and finds the company there.
 */
export async function registrationApprovedMail(
  applicant: Applicant,
  passwordToken: string | null,
  validDays: number,
): Promise<MailMessage> {
  const t = await mailTexts(applicant.locale);
  const common = {
    locale: applicant.locale,
    to: applicant.email,
    subject: t('companyApprovedSubject'),
  };
  const paragraphs = [
    t('greetingName', { name: applicant.firstname }),
    t('companyApprovedBody', { company: applicant.companyName }),
  ];
  if (passwordToken === null) {
    return simpleMail({
      ...common,
      paragraphs: [...paragraphs, t('companyApprovedExisting')],
      action: {
        intro: t('companyApprovedLoginIntro'),
        label: t('companyApprovedLogin'),
        url: shopLink(applicant, '/login'),
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
      url: shopLink(applicant, {
        pathname: '/uzivatel/obnova-hesla-nastavenie',
        query: { token: passwordToken },
      }),
    },
    closing: [t('companyApprovedValidity', { days: validDays, email: applicant.email }), t('signature')],
  });
}

/** The application was not approved, and why. */
export async function registrationRejectedMail(applicant: Applicant, reason: string): Promise<MailMessage> {
  const t = await mailTexts(applicant.locale);
  return simpleMail({
    locale: applicant.locale,
    to: applicant.email,
    subject: t('companyRejectedSubject'),
    paragraphs: [
      t('greetingName', { name: applicant.firstname }),
      t('companyRejectedBody', { company: applicant.companyName }),
      t('companyRejectedReason', { reason }),
    ],
    closing: [t('companyRejectedContact'), t('signature')],
  });
}
