import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginForm } from '@/components/frame/login-form';
import { Link } from '@/lib/i18n/navigation';
import { pageContext } from '@/lib/server/page-context';
import { alternates } from '@/lib/seo/alternates';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[channel]/login'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'LoginPage' });
  return { title: t('title'), alternates: alternates('/login', locale), robots: { index: false } };
}

/** The login redirect target (spec §9): the same form as the header's account menu. */
export default async function LoginPage({ params }: PageProps<'/[locale]/[channel]/login'>) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'LoginPage' });
  return (
    <section className="mx-auto max-w-md py-8">
      <h1 className="mb-6 text-3xl font-semibold">{t('title')}</h1>
      <LoginForm idPrefix="page-login" goHomeAfterLogin />
      <ul className="mt-6 space-y-2 text-sm">
        <li>
          <Link href="/uzivatel/obnova-hesla" className="text-blue hover:underline">
            {t('lostPassword')}
          </Link>
        </li>
        <li>
          <Link href="/registrace" className="text-blue hover:underline">
            {t('register')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
