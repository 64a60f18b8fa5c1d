'use client';

import { useTranslations } from 'next-intl';
import { LocalizedUrlLink } from '@/components/ui/localized-url-link';
import type { MenuItem } from '@/lib/api/contract/menu';
import { useTopicMenu } from '@/lib/api/hooks/use-menus';
import { SUBMENU_CLOSE_DELAY, useHoverMenu } from '@/lib/hooks/use-hover-menu';
import { useMediaQuery } from '@/lib/hooks/use-media-query';

/** Tailwind's lg, from which the bar is shown. */
const SHOWN_FROM = '(min-width: 1024px)';

/** Spec §2 Header: root topics with flyouts of their sub-topics (desktop). */
export function TopicBar() {
  const t = useTranslations('TopicBar');
  // Below lg the bar is hidden (the mobile menu lists the topics): no topic request on a phone.
  const { data, isError } = useTopicMenu(useMediaQuery(SHOWN_FROM));
  return (
    <nav aria-label={t('label')} className="hidden border-t border-grey-100 lg:block">
      <ul className="mx-auto flex max-w-screen-xl flex-wrap gap-1 px-4 py-1 text-sm">
        {data ? (
          data.roots.map((root) => (
            <TopicItem key={root.id} root={root} items={data.byParent[String(root.id)] ?? []} />
          ))
        ) : (
          <li className="px-3 py-2 text-grey-600">{isError ? t('failed') : t('loading')}</li>
        )}
      </ul>
    </nav>
  );
}

function TopicItem({ root, items }: { root: MenuItem; items: MenuItem[] }) {
  const flyout = useHoverMenu(SUBMENU_CLOSE_DELAY);
  return (
    <li
      className="relative"
      {...flyout.triggerProps}
      onKeyDown={(event) => event.key === 'Escape' && flyout.close()}
    >
      <LocalizedUrlLink
        href={root.url}
        aria-haspopup={items.length > 0 ? 'true' : undefined}
        aria-expanded={items.length > 0 ? flyout.open : undefined}
        onFocus={() => flyout.setOpen(true)}
        className="block rounded px-3 py-2 font-medium text-dark-blue hover:bg-light-blue"
      >
        {root.name}
      </LocalizedUrlLink>
      {flyout.open && items.length > 0 && (
        <ul className="absolute left-0 z-30 min-w-56 rounded-lg border border-grey-200 bg-white py-2 shadow-lg">
          {items.map((item) => (
            <li key={item.id}>
              <LocalizedUrlLink
                href={item.url}
                className="block px-4 py-2 hover:bg-light-blue hover:text-blue"
              >
                {item.name}
              </LocalizedUrlLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
