import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvitationView } from '@/components/b2b/invitation/invitation-view';
import { b2bPageMetadata } from '@/lib/server/b2b-page';
import { getDb } from '@/lib/server/db';
import { pageContext } from '@/lib/server/page-context';
import { getPageSessionUser } from '@/lib/server/page-session';
import { previewInvitation } from '@/lib/server/services/b2b/accept-invitation';

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
  const token = (await searchParams).token;
  const preview =
    typeof token === 'string' && token.length >= 20 && token.length <= 200
      ? await previewInvitation(await getDb(), token)
      : ({ state: 'unknown' } as const);
  const user = await getPageSessionUser();
  return (
    <section aria-labelledby="invitation-title" className="flex flex-col gap-4">
      <h1 id="invitation-title" className="text-2xl font-semibold sm:text-3xl">
        {t('title')}
      </h1>
      <InvitationView
        token={typeof token === 'string' ? token : ''}
        preview={preview}
        signedInEmail={user?.email ?? null}
      />
    </section>
  );
}
