'use client';

import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import sk from '@/messages/sk.json';

const fallbacks = { sk: sk.ErrorFallback, cs: cs.ErrorFallback, en: en.ErrorFallback };

function localeOfPath(): keyof typeof fallbacks {
  const prefix = typeof window === 'undefined' ? '' : window.location.pathname.split('/')[1];
  return prefix === 'cs' || prefix === 'en' ? prefix : 'sk';
}

/** Spec §2: when even the error page fails to render, a plain page with a way home. */
export default function GlobalError() {
  const locale = localeOfPath();
  const text = fallbacks[locale];
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>{text.title}</h1>
        <p>{text.text}</p>
        <a href={locale === 'sk' ? '/' : `/${locale}`}>{text.home}</a>
      </body>
    </html>
  );
}
