import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { loadShopMessages } from '@/lib/i18n/message-overrides';
import type { MailMessage } from '@/lib/server/mail/send-mail';
import { simpleMail } from '@/lib/server/mail/templates/simple-mail';
import type { RequestOrigin } from '../domains';
import { accountMailLink } from './account-links';

async function mailTexts(locale: Locale) {
  return createTranslator({ locale, messages: await loadShopMessages(locale), namespace: 'AccountEmails' });
}

/** After registration: what the account offers, and where to manage it. */
export async function welcomeMail(
  locale: Locale,
  to: string,
  firstname: string,
  origin: RequestOrigin,
): Promise<MailMessage> {
  const t = await mailTexts(locale);
  return simpleMail({
    locale,
    to,
    subject: t('welcomeSubject'),
    paragraphs: [t('greetingName', { name: firstname }), t('welcomeBody')],
    action: {
      intro: t('welcomeAccountIntro'),
      label: t('welcomeAccountLink'),
      url: accountMailLink(origin, locale, '/uzivatel/nastaveni-uctu'),
    },
    closing: [t('signature')],
  });
}

/** The single-use link that sets a new password, valid for an hour. */
export async function passwordResetMail(
  locale: Locale,
  to: string,
  token: string,
  origin: RequestOrigin,
): Promise<MailMessage> {
  const t = await mailTexts(locale);
  return simpleMail({
    locale,
    to,
    subject: t('resetSubject'),
    paragraphs: [t('greeting'), t('resetBody')],
    action: {
      intro: t('resetIntro'),
      label: t('resetLink'),
      url: accountMailLink(origin, locale, '/uzivatel/obnova-hesla-nastavenie', { token }),
    },
    closing: [t('resetValidity'), t('resetNotYou'), t('signature')],
  });
}

/** The confirmation of a company's partner application (`/pro-firmy`): what happens next. */
export async function companyRegistrationMail(
  locale: Locale,
  to: string,
  company: { name: string; contactName: string },
): Promise<MailMessage> {
  const t = await mailTexts(locale);
  return simpleMail({
    locale,
    to,
    subject: t('companySubject'),
    paragraphs: [
      t('greetingName', { name: company.contactName }),
      t('companyBody', { company: company.name }),
      t('companyNext'),
    ],
    closing: [t('signature')],
  });
}
