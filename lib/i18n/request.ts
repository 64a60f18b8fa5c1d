import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import { routing } from './routing';
import { loadMessages } from './messages';
import { withMessageOverrides } from './message-overrides';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await withMessageOverrides(locale, await loadMessages(locale)),
    // Every time shown, in the server's HTML and in the browser (the client providers inherit it), is the
    // shop's: the admin read UTC before, two hours off a Prague order in summer.
    timeZone: SHOP_TIME_ZONE,
  };
});
