import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/config/locales';

/**
 * WCAG 2.4.1: the first stop of the Tab key jumps over the header to the page's `<main id="content">`;
 * hidden until focused.
 */
export async function SkipLink({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  return (
    <a
      href="#content"
      className="sr-only rounded bg-white px-4 py-2 font-semibold text-blue focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100]"
    >
      {t('skipToContent')}
    </a>
  );
}
