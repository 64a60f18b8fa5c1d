'use client';

import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { useCallback, useRef } from 'react';
import type { useSearchSuggest } from '@/lib/api/hooks/use-search-suggest';
import { useLayoutStore } from '@/lib/stores/layout-store';
import { SearchCombobox } from './search-combobox';
import { SearchIcon } from './search-icon';

/** Spec §2: below lg the search is an icon that opens a full-screen overlay with the input focused. */
export function MobileSearch({ suggest }: { suggest: ReturnType<typeof useSearchSuggest> }) {
  const t = useTranslations('Search');
  const open = useLayoutStore((state) => state.searchOpen);
  const setOpen = useLayoutStore((state) => state.setSearchOpen);
  const input = useRef<HTMLInputElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="rounded p-1.5 text-dark-blue hover:bg-light-blue sm:p-2 lg:hidden"
        aria-label={t('open')}
      >
        <SearchIcon className="h-6 w-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-white"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
        >
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          <SearchCombobox
            variant="overlay"
            suggest={suggest}
            onLeave={close}
            inputRef={input}
            trailing={
              <Dialog.Close
                className="rounded p-2 text-2xl leading-none text-grey-600 hover:bg-grey-100"
                aria-label={t('close')}
              >
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
