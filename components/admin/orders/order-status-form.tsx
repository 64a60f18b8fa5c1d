'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField } from '@/components/account/select-field';
import { showServerFieldErrors } from '@/components/account/server-field-errors';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { apiClient } from '@/lib/api/client';
import {
  type AdminOrderStatusRequest,
  adminOrderStatusRequestSchema,
  type AdminOrderStatusChange,
} from '@/lib/api/contract/admin/orders';
import type { OrderStatus } from '@/lib/api/contract/order';
import { useAdminAction } from '../use-admin-action';

interface OrderStatusFormProps {
  orderId: number;
  nextStatuses: OrderStatus[];
}

const FIELDS = ['status', 'tracking_number', 'tracking_url', 'note'] as const;

/**
 * Moves the order to one of the states it may reach; shipping asks for the parcel. The customer gets an
 * e-mail about the change (and a company its invoice with the shipment). The page keys the form by the
 * order's state, so a change starts it afresh with the next states.
 */
export function OrderStatusForm({ orderId, nextStatuses }: OrderStatusFormProps) {
  const t = useTranslations('Admin.orders');
  const tStatus = useTranslations('OrderStatus');
  const id = useId();
  const { run, busy } = useAdminAction();
  const form = useForm<AdminOrderStatusRequest, unknown, AdminOrderStatusChange>({
    resolver: zodResolver(adminOrderStatusRequestSchema),
    defaultValues: { status: nextStatuses[0], tracking_number: '', tracking_url: '', note: '' },
  });
  const { register, handleSubmit, control, formState, setError } = form;
  const status = useWatch({ control, name: 'status' });

  if (nextStatuses.length === 0) return <p className="text-grey-600">{t('finalStatus')}</p>;

  const submit = handleSubmit(async (values) => {
    let failure: unknown = null;
    const done = await run(
      async () => {
        try {
          return await apiClient.post(`/api/admin/objednavky/${orderId}/status`, values);
        } catch (error) {
          failure = error;
          throw error;
        }
      },
      { success: t('statusChanged', { status: tStatus(values.status) }), failure: t('statusFailed') },
    );
    if (!done) showServerFieldErrors(failure, FIELDS, setError);
  });

  const urlError = formState.errors.tracking_url?.message;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('changeStatus')}>
      <SelectField id={`${id}-status`} label={t('newStatus')} {...register('status')}>
        {nextStatuses.map((next) => (
          <option key={next} value={next}>
            {tStatus(next)}
          </option>
        ))}
      </SelectField>
      {status === 'shipped' && (
        <>
          <TextField
            id={`${id}-tracking-number`}
            label={t('trackingNumber')}
            error={formState.errors.tracking_number?.message}
            {...register('tracking_number')}
          />
          <div>
            <TextField
              id={`${id}-tracking-url`}
              label={t('trackingUrl')}
              type="url"
              inputMode="url"
              {...register('tracking_url')}
            />
            {urlError && (
              <p role="alert" className="mt-1 text-sm text-red">
                {t('trackingUrlInvalid')}
              </p>
            )}
          </div>
        </>
      )}
      <TextField
        id={`${id}-note`}
        label={t('note')}
        error={formState.errors.note?.message}
        {...register('note')}
      />
      {status === 'cancelled' && <p className="text-sm text-grey-700">{t('cancelReturnsStock')}</p>}
      <p className="text-sm text-grey-700">{t('customerNotified')}</p>
      <SubmitButton busy={busy} label={t('saveStatus')} busyLabel={t('savingStatus')} />
    </form>
  );
}
