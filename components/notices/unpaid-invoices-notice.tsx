'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { LazyModal } from '@/components/ui/lazy-modal';
import { apiClient } from '@/lib/api/client';
import { useSessionUser } from '@/lib/api/hooks/use-session-user';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { useLayoutStore } from '@/lib/stores/layout-store';

const MUTE_KEY = 'unpaid-invoices-muted';

/**
 * Spec §4: the unpaid-invoices notice for B2B users — only while the language modal is not shown, when
 * the options say there are unpaid invoices, the visitor has not muted it in this browser session, and
 * the page is not the invoices themselves.
 */
export function UnpaidInvoicesNotice() {
  const t = useTranslations('UnpaidInvoices');
  const { data: user } = useSessionUser();
  const languageModalOpen = useLayoutStore((state) => state.languageModal.open);
  const hidden = useLayoutStore((state) => state.unpaidInvoiceModal.hidden);
  const setFlags = useLayoutStore((state) => state.setUnpaidInvoiceModal);
  const hydrated = useHydrated();
  // The notice points to the invoices: on their own page it would only cover them.
  const onInvoices = usePathname() === '/b2b/faktury';
  const options = useQuery({
    queryKey: ['options', user?.selected_customer?.id ?? null],
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/options/', {
          schema: () => import('@/lib/api/contract/options').then((m) => m.optionsResponseSchema),
          signal,
        })
      ).options,
    enabled: Boolean(user?.is_b2b),
  });
  const muted = hydrated && window.sessionStorage.getItem(MUTE_KEY) === '1';
  const open =
    hydrated &&
    Boolean(options.data?.unpaid_invoices) &&
    !muted &&
    !hidden &&
    !onInvoices &&
    !languageModalOpen;

  const close = () => {
    window.sessionStorage.setItem(MUTE_KEY, '1');
    setFlags({ hidden: true });
  };

  return (
    <LazyModal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('title')}
      description={t('text')}
      size="small"
    >
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={close} className="rounded border border-grey-300 px-4 py-2">
          {t('later')}
        </button>
        <Link
          href="/b2b/faktury"
          onClick={close}
          className="rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue"
        >
          {t('show')}
        </Link>
      </div>
    </LazyModal>
  );
}
