import { getFormatter, getTranslations } from 'next-intl/server';
import type { CompanyOverview } from '@/lib/api/contract/b2b-company';
import { SHOP_TIME_ZONE } from '@/lib/config/shop-time-zone';
import { Facts, SettingsSection } from './settings-section';

/** How the customer pays: by invoice and in how many days, deposits, its discounts. */
export async function PaymentTerms({ terms }: { terms: CompanyOverview['terms'] }) {
  const t = await getTranslations('CompanySettings');
  const format = await getFormatter();
  const partner = terms.partner_discount;
  return (
    <SettingsSection id="payment-terms-title" title={t('termsTitle')}>
      <Facts
        rows={[
          [
            t('invoicePayment'),
            terms.allow_invoice_payment
              ? t('invoiceAllowed', { days: terms.payment_due_days })
              : t('invoiceNotAllowed'),
          ],
          [
            t('deposit'),
            terms.has_deposit
              ? t('depositPercentage', { percentage: terms.deposit_percentage })
              : t('noDeposit'),
          ],
          [t('discount'), terms.discount_percentage > 0 ? `${terms.discount_percentage} %` : t('none')],
          [
            t('partnerDiscount'),
            partner
              ? t('partnerDiscountUntil', {
                  percentage: partner.percentage,
                  until: format.dateTime(new Date(partner.ends_at), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: SHOP_TIME_ZONE,
                  }),
                })
              : t('none'),
          ],
        ]}
      />
    </SettingsSection>
  );
}
