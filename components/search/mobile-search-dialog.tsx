'use client';

import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { type RefObject, useRef } from 'react';
import type { useSearchSuggest } from '@/lib/api/hooks/use-search-suggest';
import { SearchCombobox } from './search-combobox';

interface MobileSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  suggest: ReturnType<typeof useSearchSuggest>;
  /** The icon that opened it: focus goes back there when it closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The full-screen search overlay below lg, with the input focused. */
export function MobileSearchDialog({ open, onOpenChange, suggest, trigger }: MobileSearchDialogProps) {
  const t = useTranslations('Search');
  const input = useRef<HTMLInputElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Content
          id="mobile-search"
          className="fixed inset-0 z-50 flex flex-col bg-white"
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <Dialog.Title className="sr-only">{t('title')}</Dialog.Title>
          <SearchCombobox
            variant="overlay"
            suggest={suggest}
            onLeave={() => onOpenChange(false)}
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
