'use client';

import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { AdminSection } from '@/lib/server/auth/admin-sections';

interface AdminNavProps {
  /** The admin home's URL in the user's language; sections are below it. */
  homeHref: string;
  sections: readonly AdminSection[];
}

/** The admin pages the user's roles open; on a phone the list folds into a disclosure. */
export function AdminNav({ homeHref, sections }: AdminNavProps) {
  const t = useTranslations('Admin');
  const pathname = usePathname();
  const links = (
    <ul className="flex flex-col gap-0.5">
      {sections.map((section) => {
        const href = `${homeHref}/${section}`;
        const current = pathname === href || pathname.startsWith(`${href}/`);
        return (
          <li key={section}>
            <Link
              href={href}
              aria-current={current ? 'page' : undefined}
              className={`block rounded px-3 py-2 text-sm hover:bg-grey-100 ${current ? 'bg-grey-100 font-semibold text-blue' : ''}`}
            >
              {t(`sections.${section}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
  return (
    <nav aria-label={t('navLabel')}>
      <details className="rounded-lg border border-grey-200 md:hidden">
        <summary className="cursor-pointer px-3 py-2 font-medium">{t('navLabel')}</summary>
        <div className="px-1 pb-2">{links}</div>
      </details>
      <div className="hidden md:block">{links}</div>
    </nav>
  );
}
