import type { ShopFrameData } from '@/lib/server/page-data';
import { B2bPromoModal } from './b2b-promo-modal';
import { UnpaidInvoicesModal } from './unpaid-invoices-modal';

/** The default layout's modal notices (spec §2 "Other modals"); the promo's trigger is set in admin. */
export function FrameNotices({ b2bPromo }: ShopFrameData) {
  return (
    <>
      <UnpaidInvoicesModal />
      {b2bPromo && <B2bPromoModal param={b2bPromo.param} value={b2bPromo.value} />}
    </>
  );
}
