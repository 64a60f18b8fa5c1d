import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignInPanel } from '@/components/frame/sign-in-panel';
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
    <SignInPanel
      title={t('title')}
      idPrefix="page-login"
      links={[
        { href: '/uzivatel/obnova-hesla', label: t('lostPassword') },
        { href: '/registrace', label: t('register') },
      ]}
    />
  );
}
