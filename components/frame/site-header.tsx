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
      <div className="mx-auto flex max-w-screen-xl items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <MobileMenu />
          <Logo />
          <div className="hidden lg:block">
            <CategoryMenu />
          </div>
        </div>
        <div className="min-w-0 flex-1 lg:max-w-[600px]">
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
