'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import type { AdminOrder, AdminOrderPaymentRequest } from '@/lib/api/contract/admin/orders';
import { formatPrice } from '@/lib/format/price';
import { ConfirmButton } from '../confirm-button';
import { useAdminAction } from '../use-admin-action';

/** The amount field in major units (koruny, euros) with up to two decimals; sent in minor units. */
const partSchema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, 'required')
    .regex(/^\d{1,9}([.,]\d{1,2})?$/, 'amount'),
});
type PartValues = z.infer<typeof partSchema>;

function minorUnits(amount: string): number {
  return Math.round(Number(amount.replace(',', '.')) * 100);
}

/** What is paid and what is still open; staff mark it paid, record a part, or give it all back. */
export function OrderPaymentPanel({ order }: { order: AdminOrder }) {
  const t = useTranslations('Admin.orders');
  const id = useId();
  const { run, busy } = useAdminAction();
  const form = useForm<PartValues>({ resolver: zodResolver(partSchema), defaultValues: { amount: '' } });
  const open = order.total_with_vat - order.paid_with_vat;
  const takesPayment = order.status !== 'cancelled' && order.payment_status !== 'refunded' && open > 0;
  const mayRefund = order.paid_with_vat > 0 && order.payment_status !== 'refunded';
  const price = (amount: number) => formatPrice(amount, order.currency_code);

  const send = (body: AdminOrderPaymentRequest) =>
    run(() => apiClient.post(`/api/admin/objednavky/${order.id}/payment`, body), {
      success: t('paymentSaved'),
      failure: t('paymentFailed'),
    });

  const recordPart = form.handleSubmit(async ({ amount }) => {
    if (await send({ action: 'record', amount_with_vat: minorUnits(amount) })) form.reset();
  });

  const amountError = form.formState.errors.amount?.message;
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt>{t('total')}</dt>
        <dd className="text-right">{price(order.total_with_vat)}</dd>
        <dt>{t('paid')}</dt>
        <dd className="text-right" data-testid="order-paid-amount">
          {price(order.paid_with_vat)}
        </dd>
        <dt>{t('open')}</dt>
        <dd className="text-right font-semibold">{price(Math.max(0, open))}</dd>
      </dl>
      {takesPayment && (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={() => void send({ action: 'paid' })}
            className="self-start rounded bg-blue px-4 py-2 font-semibold text-white hover:bg-dark-blue disabled:bg-disabled disabled:text-grey-800"
          >
            {t('markPaid', { amount: price(open) })}
          </button>
          <form onSubmit={recordPart} noValidate className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <TextField
                id={`${id}-amount`}
                label={t('recordPart', { currency: order.currency_code })}
                inputMode="decimal"
                {...form.register('amount')}
              />
            </div>
            <SubmitButton busy={busy} label={t('record')} busyLabel={t('recording')} />
            {amountError && (
              <p role="alert" className="w-full text-sm text-red">
                {amountError === 'required' ? t('amountRequired') : t('amountInvalid')}
              </p>
            )}
          </form>
        </>
      )}
      {mayRefund && (
        <ConfirmButton
          label={t('refund')}
          question={t('refundQuestion', { amount: price(order.paid_with_vat), number: order.number })}
          busy={busy}
          onConfirm={() => send({ action: 'refund' })}
        />
      )}
    </div>
  );
}
