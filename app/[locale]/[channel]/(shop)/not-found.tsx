import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export default function NotFound() {
  const t = useTranslations('NotFound');
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="mt-4 text-grey-700">{t('text')}</p>
      <Link
        href="/"
        className="mt-6 inline-block rounded bg-blue px-4 py-2 font-medium text-white hover:bg-dark-blue"
      >
        {t('home')}
      </Link>
    </section>
  );
}
