import type { Channel } from '@/lib/config/channels';
import { contacts } from '@/lib/config/contacts';
import { LanguageSwitch } from '@/components/locale/language-switch';
import { AccountMenu } from './account-menu';
import { CategoryMenu } from './category-menu';
import { InfoLine } from './info-line';
import { Logo } from './logo';

export function SiteHeader({ channel }: { channel: Channel }) {
  return (
    <header className="border-b border-grey-200 bg-white">
      <InfoLine contacts={contacts[channel.id]} />
      <div className="mx-auto flex max-w-screen-xl items-center justify-between gap-4 px-4 py-3">
        <div className="flex items-center gap-4">
          <Logo />
          <CategoryMenu />
        </div>
        <div className="flex items-center gap-2">
          <LanguageSwitch channel={channel.id} />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
