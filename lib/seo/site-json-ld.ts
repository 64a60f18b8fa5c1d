import { channelIds, channels } from '@/lib/config/channels';
import { contacts, socialLinks } from '@/lib/config/contacts';

/** The placeholder of the search term in the SearchAction's URL template (schema.org, Google). */
const SEARCH_TERM = 'search_term_string';

interface SiteJsonLdInput {
  /** The shop's public origin (`https://…`, no trailing slash). */
  origin: string;
  name: string;
  /** The home page's path in the page's locale. */
  homePath: string;
  /** The search page's path in the page's locale. */
  searchPath: string;
  locale: string;
}

function organizationId(origin: string): string {
  return `${origin}/#organization`;
}

/** The company behind both country shops, with the consumer and business contacts of each shop. */
export function organizationJsonLd({ origin, name }: SiteJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(origin),
    name,
    url: `${origin}/`,
    logo: `${origin}/static/logo.svg`,
    sameAs: socialLinks.map((link) => link.href),
    contactPoint: channelIds.flatMap((id) =>
      (['b2c', 'b2b'] as const).map((audience) => ({
        '@type': 'ContactPoint',
        contactType: audience === 'b2c' ? 'customer service' : 'sales',
        telephone: contacts[id][audience].phoneHref,
        email: contacts[id][audience].email,
        areaServed: channels[id].country,
      })),
    ),
  };
}

/** The site in the page's language, with the search that search engines may offer in their results. */
export function webSiteJsonLd({ origin, name, homePath, searchPath, locale }: SiteJsonLdInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name,
    url: origin + homePath,
    inLanguage: locale,
    publisher: { '@id': organizationId(origin) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}${searchPath}?q={${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}
