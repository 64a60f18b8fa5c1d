import type { Locale } from '@/lib/config/locales';
import type { MailMessage } from '../mailer';
import { escapeHtml, htmlDocument, link, paragraph } from './html';

interface NewsletterTexts {
  subject: string;
  greeting: string;
  body: string;
  unsubscribeIntro: string;
  unsubscribeLink: string;
  signature: string;
}

const texts: Record<Locale, NewsletterTexts> = {
  sk: {
    subject: 'Prihlásenie na odber noviniek Horeca Shop',
    greeting: 'Dobrý deň,',
    body:
      'ďakujeme, že ste sa prihlásili na odber noviniek Horeca Shop. Budeme vám posielať novinky, akcie ' +
      'a inšpirácie pre gastronómiu a hotelierstvo.',
    unsubscribeIntro: 'Ak si už novinky neželáte dostávať, môžete sa kedykoľvek odhlásiť:',
    unsubscribeLink: 'Odhlásiť sa z odberu',
    signature: 'Tím Horeca Shop',
  },
  cs: {
    subject: 'Přihlášení k odběru novinek Horeca Shop',
    greeting: 'Dobrý den,',
    body:
      'děkujeme, že jste se přihlásili k odběru novinek Horeca Shop. Budeme vám posílat novinky, akce ' +
      'a inspiraci pro gastronomii a hotelnictví.',
    unsubscribeIntro: 'Pokud si již novinky nepřejete dostávat, můžete se kdykoli odhlásit:',
    unsubscribeLink: 'Odhlásit se z odběru',
    signature: 'Tým Horeca Shop',
  },
  en: {
    subject: 'Your Horeca Shop newsletter subscription',
    greeting: 'Hello,',
    body:
      'thank you for subscribing to the Horeca Shop newsletter. We will send you news, offers ' +
      'and inspiration for hospitality and catering.',
    unsubscribeIntro: 'If you no longer wish to receive it, you can unsubscribe at any time:',
    unsubscribeLink: 'Unsubscribe',
    signature: 'The Horeca Shop team',
  },
};

/** The confirmation of a newsletter sign-up, with the link that ends the subscription. */
export function newsletterConfirmationMail(locale: Locale, to: string, unsubscribeUrl: string): MailMessage {
  const t = texts[locale];
  const text = [t.greeting, '', t.body, '', t.unsubscribeIntro, unsubscribeUrl, '', t.signature, ''].join(
    '\n',
  );
  const html = htmlDocument({
    lang: locale,
    title: t.subject,
    body: [
      paragraph(escapeHtml(t.greeting)),
      paragraph(escapeHtml(t.body)),
      paragraph(`${escapeHtml(t.unsubscribeIntro)} ${link(unsubscribeUrl, t.unsubscribeLink)}`),
      paragraph(escapeHtml(t.signature)),
    ].join('\n'),
  });
  return { to, subject: t.subject, text, html };
}
