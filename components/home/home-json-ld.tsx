import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/catalog/json-ld';
import type { ChannelId } from '@/lib/config/channels';
import type { Locale } from '@/lib/config/locales';
import { shopOrigin } from '@/lib/config/shop-origins';
import { getPathname } from '@/lib/i18n/navigation';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/site-json-ld';

/** Organization and WebSite (with its SearchAction) of the shop, on its home page. */
export async function HomeJsonLd({ locale, channel }: { locale: Locale; channel: ChannelId }) {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const input = {
    origin: shopOrigin(channel),
    name: t('siteName'),
    homePath: getPathname({ href: '/', locale }),
    searchPath: getPathname({ href: '/hladaj', locale }),
    locale,
  };
  return (
    <>
      <JsonLd data={organizationJsonLd(input)} />
      <JsonLd data={webSiteJsonLd(input)} />
    </>
  );
}
