import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/config/locales';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import { loadShopMessages } from '@/lib/i18n/message-overrides';
import type { B2bAccountType } from '@/lib/server/auth/roles';
import type { MailMessage } from '../mailer';
import { escapeHtml, htmlDocument, link, paragraph } from './html';

export interface InvitationMailInput {
  to: string;
  companyName: string;
  inviter: string;
  role: B2bAccountType;
  /** The acceptance page with the token. */
  url: string;
  expiresAt: Date;
}

/** The invitation to a company account, with the link that accepts it, in the inviter's language. */
export async function invitationMail(locale: Locale, input: InvitationMailInput): Promise<MailMessage> {
  const t = createTranslator({
    locale,
    messages: await loadShopMessages(locale),
    namespace: 'InvitationEmail',
  });
  const until = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  }).format(input.expiresAt);
  const values = { inviter: input.inviter, company: input.companyName, role: t(`role.${input.role}`) };
  const subject = t('subject', values);
  const lines = [
    t('greeting'),
    t('body', values),
    t('action'),
    t('validUntil', { until }),
    t('ignore'),
    t('signature'),
  ];
  const text = [
    lines[0],
    '',
    lines[1],
    '',
    lines[2],
    input.url,
    '',
    lines[3],
    lines[4],
    '',
    lines[5],
    '',
  ].join('\n');
  const html = htmlDocument({
    lang: locale,
    title: subject,
    body: [
      paragraph(escapeHtml(lines[0]!)),
      paragraph(escapeHtml(lines[1]!)),
      paragraph(link(input.url, t('button'))),
      paragraph(`${escapeHtml(lines[3]!)} ${escapeHtml(lines[4]!)}`),
      paragraph(escapeHtml(lines[5]!)),
    ].join('\n'),
  });
  return { to: input.to, subject, text, html };
}
