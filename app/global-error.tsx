'use client';

import { useEffect, useState } from 'react';

type Locale = 'sk' | 'cs' | 'en';
type Texts = { title: string; text: string; home: string };

// Loaded when the error page shows: importing the catalogs would put all three into every page's JavaScript.
const loaders: Record<Locale, () => Promise<Texts>> = {
  sk: async () => (await import('@/messages/sk.json')).default.ErrorFallback,
  cs: async () => (await import('@/messages/cs.json')).default.ErrorFallback,
  en: async () => (await import('@/messages/en.json')).default.ErrorFallback,
};

function localeOfPath(): Locale {
  const prefix = typeof window === 'undefined' ? '' : window.location.pathname.split('/')[1];
  return prefix === 'cs' || prefix === 'en' ? prefix : 'sk';
}

/** Spec §2: when even the error page fails to render, a plain page with a way home. */
export default function GlobalError() {
  const locale = localeOfPath();
  const [text, setText] = useState<Texts | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loaders[locale]().then(setText, () => setFailed(true));
  }, [locale]);
  const home = locale === 'sk' ? '/' : `/${locale}`;
  return (
    <html lang={locale}>
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        {text && (
          <>
            <h1>{text.title}</h1>
            <p>{text.text}</p>
          </>
        )}
        {/* Without the texts (their file failed to load too) the way home is shown as its address. */}
        {(text || failed) && <a href={home}>{text ? text.home : `${window.location.origin}${home}`}</a>}
      </body>
    </html>
  );
}
