import type { Channel } from '@/lib/config/channels';
import { contacts } from '@/lib/config/contacts';
import { shopDomains } from '@/lib/config/shops';
import { LanguageSwitch } from '@/components/locale/language-switch';
import { SearchBox } from '@/components/search/search-box';
import { AccountMenu } from './account-menu';
import { CategoryMenu } from './category-menu';
import { InfoLine } from './info-line';
import { Logo } from './logo';
import { MiniCart } from './mini-cart';
import { MobileMenu } from './mobile-menu';
import { TopicBar } from './topic-bar';

/** Spec §2 Header: info line, logo, category menu, language, account; topics below on desktop. */
export function SiteHeader({ channel }: { channel: Channel }) {
  return (
    <header className="relative border-b border-grey-200 bg-white">
      <InfoLine contacts={contacts[channel.id]} />
      {/* On a 360–375 px phone this row is full: below sm the gaps, the paddings and the logo are smaller. */}
      <div className="mx-auto flex max-w-screen-xl items-center justify-between gap-2 px-4 py-3 sm:gap-3">
        <div className="flex items-center gap-2 sm:gap-3">
          <MobileMenu />
          <Logo />
          <div className="hidden lg:block">
            <CategoryMenu />
          </div>
        </div>
        {/* Below lg only the search icon is here, beside the other icons; it never shrinks under them. */}
        <div className="flex flex-1 justify-end lg:block lg:min-w-0 lg:max-w-[600px]">
          <SearchBox />
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch channel={channel.id} shops={shopDomains()} />
          <AccountMenu />
          <MiniCart />
        </div>
      </div>
      <TopicBar />
    </header>
  );
}
