import type { Locale } from '@/lib/config/locales';
import type { MailMessage } from '../mailer';
import { escapeHtml, htmlDocument, link, paragraph } from './html';

export interface SimpleMailContent {
  locale: Locale;
  to: string;
  subject: string;
  /** Plain paragraphs before the link, already in the recipient's language. */
  paragraphs: string[];
  action?: { intro: string; label: string; url: string };
  /** Paragraphs after the link (what to do if it was not you, the signature). */
  closing: string[];
}

/** A short account e-mail as text and HTML: paragraphs, one link, closing lines. */
export function simpleMail(content: SimpleMailContent): MailMessage {
  const { action } = content;
  const text = [
    ...content.paragraphs.flatMap((line) => [line, '']),
    ...(action ? [action.intro, action.url, ''] : []),
    ...content.closing.flatMap((line) => [line, '']),
  ].join('\n');
  const html = htmlDocument({
    lang: content.locale,
    title: content.subject,
    body: [
      ...content.paragraphs.map((line) => paragraph(escapeHtml(line))),
      ...(action ? [paragraph(`${escapeHtml(action.intro)} ${link(action.url, action.label)}`)] : []),
      ...content.closing.map((line) => paragraph(escapeHtml(line))),
    ].join('\n'),
  });
  return { to: content.to, subject: content.subject, text, html };
}
