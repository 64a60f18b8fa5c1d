import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SignInPanel } from '@/components/frame/sign-in-panel';
import { pageContext } from '@/lib/server/page-context';
import { alternates } from '@/lib/seo/alternates';

export const revalidate = 3600;

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/[channel]/b2b/prihlasenie'>): Promise<Metadata> {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'B2bSignIn' });
  return { title: t('title'), alternates: alternates('/b2b/prihlasenie', locale) };
}

/** Partners sign in here (clean layout); a member of several companies goes on to choose one. */
export default async function B2bSignInPage({ params }: PageProps<'/[locale]/[channel]/b2b/prihlasenie'>) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'B2bSignIn' });
  return (
    <SignInPanel
      title={t('title')}
      intro={t('intro')}
      idPrefix="b2b-login"
      links={[
        { href: '/uzivatel/obnova-hesla', label: t('lostPassword') },
        { href: '/pro-firmy', label: t('becomePartner') },
      ]}
    />
  );
}
