'use client';

import { useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useId } from 'react';
import { withSearchParams } from '@/lib/admin/list-search-params';
import { ADMIN_SEARCH_MAX } from '@/lib/api/contract/admin/list';

/** The full-text search of an admin list: a new term starts again on the first page. */
export function AdminSearchForm({ placeholder }: { placeholder?: string }) {
  const t = useTranslations('Admin.list');
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    router.push(pathname + withSearchParams(searchParams, { q, page: null }));
  }

  return (
    <form role="search" onSubmit={submit} className="flex w-full gap-2 sm:max-w-md">
      <label htmlFor={id} className="sr-only">
        {t('search')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={searchParams.get('q') ?? ''}
        maxLength={ADMIN_SEARCH_MAX}
        placeholder={placeholder ?? t('searchPlaceholder')}
        className="min-w-0 flex-1 rounded border border-field px-3 py-2 focus:border-blue"
      />
      <button type="submit" className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue">
        {t('search')}
      </button>
    </form>
  );
}
