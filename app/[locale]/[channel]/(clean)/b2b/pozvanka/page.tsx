import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvitationView } from '@/components/b2b/invitation/invitation-view';
import { b2bPageMetadata } from '@/lib/server/b2b-page';
import { pageContext } from '@/lib/server/page-context';
import { loadInvitationPage } from '@/lib/server/page-data';

type Props = PageProps<'/[locale]/[channel]/b2b/pozvanka'>;

/** A secret link: never cached or indexed, and the token is not sent on as a referrer. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageContext(params);
  return { ...(await b2bPageMetadata(locale, 'Invitation')), referrer: 'no-referrer' };
}

/** `/b2b/pozvanka?token=` (`/en/b2b/invitation`): accepting an invitation to a company account. */
export default async function InvitationPage({ params, searchParams }: Props) {
  const { locale } = await pageContext(params);
  const t = await getTranslations({ locale, namespace: 'Invitation' });
  const { token, preview, signedInEmail } = await loadInvitationPage((await searchParams).token);
  return (
    <section aria-labelledby="invitation-title" className="flex flex-col gap-4">
      <h1 id="invitation-title" className="text-2xl font-semibold sm:text-3xl">
        {t('title')}
      </h1>
      <InvitationView token={token} preview={preview} signedInEmail={signedInEmail} />
    </section>
  );
}
