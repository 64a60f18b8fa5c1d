import { getDb } from '@/lib/server/db';
import { SETTING_B2B_PROMO_QUERY_PARAM, SETTING_B2B_PROMO_QUERY_VALUE } from '@/lib/server/db/settings-keys';
import { getSetting } from '@/lib/server/services/settings';
import { B2bPromoModal } from './b2b-promo-modal';
import { UnpaidInvoicesModal } from './unpaid-invoices-modal';

/** The default layout's modal notices (spec §2 "Other modals"); the promo's trigger is set in admin. */
export async function FrameNotices() {
  const db = await getDb();
  const [param, value] = await Promise.all([
    getSetting(db, SETTING_B2B_PROMO_QUERY_PARAM),
    getSetting(db, SETTING_B2B_PROMO_QUERY_VALUE),
  ]);
  return (
    <>
      <UnpaidInvoicesModal />
      {param && <B2bPromoModal param={param} value={value ?? ''} />}
    </>
  );
}
