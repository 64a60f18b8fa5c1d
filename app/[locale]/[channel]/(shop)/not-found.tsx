import { getTranslations } from 'next-intl/server';
import { LazyNotFoundView } from '@/components/frame/lazy-not-found-view';

/**
 * A not-found file cannot export metadata: React puts this title into the head instead, so the tab and
 * the history name the missing page rather than the shop's generic title.
 */
export default async function NotFound() {
  const [t, site] = await Promise.all([getTranslations('NotFound'), getTranslations('Metadata')]);
  return (
    <>
      <title>{`${t('title')} | ${site('siteName')}`}</title>
      <LazyNotFoundView />
    </>
  );
}
