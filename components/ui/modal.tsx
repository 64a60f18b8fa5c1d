'use client';

import { Dialog } from 'radix-ui';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ModalSize } from '@/lib/stores/layout-store';

export type { ModalSize };

const widths: Record<ModalSize, string> = {
  small: 'max-w-sm',
  normal: 'max-w-lg',
  big: 'max-w-2xl',
  large: 'max-w-4xl',
  'extra-large': 'max-w-6xl',
};

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  children: ReactNode;
}

/** A modal's content may mark where focus starts (`data-autofocus`); otherwise the first focusable gets it. */
function focusMarkedElement(event: Event) {
  const marked = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
  if (!marked) return;
  event.preventDefault();
  marked.focus();
}

/**
 * Spec §2 "Modal window": closes on Escape, a click on the backdrop or a close button; opening it turns
 * the overlay on. Focus stays inside while it is open and returns to the opener afterwards.
 */
export function Modal({ open, onOpenChange, title, description, size = 'normal', children }: ModalProps) {
  const t = useTranslations('Modal');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-grey-900/50" data-testid="modal-overlay" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl`}
          data-size={size}
          onOpenAutoFocus={focusMarkedElement}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-semibold text-dark-blue">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded p-2 text-grey-600 hover:bg-grey-100 hover:text-grey-900"
              aria-label={t('close')}
            >
              <span aria-hidden="true" className="block text-2xl leading-none">
                ×
              </span>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-grey-700">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const ModalClose = Dialog.Close;
