'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { LocalizedUrlLink as Link } from '@/components/ui/localized-url-link';
import { SubmitButton } from '@/components/ui/submit-button';

/** The foot of an admin form: save, and back to the list (the page without `?id=` / `?new=1`). */
export function EditorActions({ busy }: { busy: boolean }) {
  const t = useTranslations('Admin.list');
  const pathname = usePathname();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <SubmitButton busy={busy} label={t('save')} busyLabel={t('saving')} />
      <Link href={pathname} className="text-blue hover:underline">
        {t('back')}
      </Link>
    </div>
  );
}
