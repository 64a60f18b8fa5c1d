import { useTranslations } from 'next-intl';

export function SiteFooter() {
  const t = useTranslations('Footer');
  return (
    <footer className="mt-12 bg-dark-blue text-white">
      <div className="mx-auto max-w-screen-xl px-4 py-8 text-sm">
        <p>{t('claim')}</p>
        <p className="mt-2 text-grey-300">{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
